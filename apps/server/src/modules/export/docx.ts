import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type IFontAttributesProperties,
} from 'docx';
import { EXPORT_COLORS, splitGaps, type TExportItem, type TExportModel } from './model.ts';

/**
 * Word renders Chinese with the East-Asian font of each run; without one it falls back to a Latin
 * face and a per-machine substitute. 微软雅黑 ships with Windows and Office (WPS too); Latin text
 * keeps Arial. For a Chinese resume the hint makes shared characters (“” ‘ ’ · …) East-Asian too.
 */
function fontFor(language: 'zh' | 'en'): IFontAttributesProperties {
  const latin = 'Arial';
  return {
    ascii: latin,
    hAnsi: latin,
    cs: latin,
    eastAsia: '微软雅黑',
    ...(language === 'zh' ? { hint: 'eastAsia' } : {}),
  };
}

/** Sizes in half-points (21 = 10.5 pt, 五号), spacing in twentieths of a point. */
const SIZE = { name: 44, header: 19, heading: 24, title: 21, body: 20 } as const;
const BULLET_REF = 'resume-bullet';

function runs(text: string, bold = false): TextRun[] {
  return splitGaps(text).map((run) =>
    run.gap ? new TextRun({ text: run.text, bold, color: EXPORT_COLORS.gap }) : new TextRun({ text: run.text, bold }),
  );
}

function itemParagraph(item: TExportItem): Paragraph {
  return new Paragraph({
    children: runs(item.text),
    ...(item.bullet ? { numbering: { reference: BULLET_REF, level: 0 } } : {}),
    spacing: { after: 40, line: 300 },
  });
}

export function writeResumeDocx(model: TExportModel, meta: { title: string; language: 'zh' | 'en' }): Promise<Buffer> {
  const font = fontFor(meta.language);
  const children: Paragraph[] = [];
  if (model.name) {
    children.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 80 },
        children: [new TextRun({ text: model.name, bold: true, size: SIZE.name, color: EXPORT_COLORS.accent })],
      }),
    );
  }
  for (const line of model.headerLines) {
    children.push(
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 40 },
        children: [new TextRun({ text: line, size: SIZE.header, color: EXPORT_COLORS.muted })],
      }),
    );
  }
  for (const section of model.sections) {
    if (section.heading) {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.heading)] }));
    }
    section.entries.forEach((entry, i) => {
      if (entry.title) {
        children.push(
          new Paragraph({
            keepNext: true,
            spacing: { before: i === 0 ? 0 : 140, after: 40 },
            children: runs(entry.title, true),
          }),
        );
      }
      for (const item of entry.items) children.push(itemParagraph(item));
    });
  }

  const doc = new Document({
    title: meta.title,
    creator: 'OfferPilot 面试领航',
    lastModifiedBy: 'OfferPilot 面试领航',
    description: model.name ? `${model.name} 的简历` : meta.title,
    styles: {
      default: {
        document: {
          run: {
            font,
            size: SIZE.body,
            color: EXPORT_COLORS.text,
            language: { value: meta.language === 'en' ? 'en-US' : 'zh-CN', eastAsia: 'zh-CN' },
          },
          paragraph: { spacing: { line: 300 } },
        },
        heading1: {
          run: { font, size: SIZE.heading, bold: true, color: EXPORT_COLORS.accent },
          paragraph: {
            keepNext: true,
            spacing: { before: 260, after: 100 },
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, space: 2, color: EXPORT_COLORS.rule } },
          },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLET_REF,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: 300, hanging: 220 } },
                run: { font: { ascii: 'Arial', hAnsi: 'Arial', eastAsia: 'Arial' } },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            // A4 in twips, with about 19 mm side margins like the PDF.
            size: { width: 11906, height: 16838 },
            margin: { top: 920, bottom: 920, left: 1080, right: 1080 },
          },
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}

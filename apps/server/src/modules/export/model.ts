import { GAP_PATTERN, resumeBlocks, type TResumeJson } from '@offerpilot/shared';

/**
 * What both exports draw, taken from `resumeBlocks` so the PDF, the DOCX and the plain-text
 * rendering agree on sections, their order and their headings.
 */

export interface TExportItem {
  text: string;
  /** A list item (highlight, detail, certificate) rather than a plain paragraph. */
  bullet: boolean;
}

export interface TExportEntry {
  /** "公司 | 职位 | 时间", drawn bold; null for sections that are only lines. */
  title: string | null;
  items: TExportItem[];
}

export interface TExportSection {
  /** Empty for an unnamed section (its lines are still drawn). */
  heading: string;
  entries: TExportEntry[];
}

export interface TExportModel {
  /** The name, large at the top; null when the resume has none. */
  name: string | null;
  /** Contact line and target role, small under the name. */
  headerLines: string[];
  sections: TExportSection[];
}

/** A bullet the text already carries ("• ", "- ", "● "), dropped so it is not drawn twice. */
const LEADING_BULLET = /^[•●○◦▪▫■□◆◇▶►✓✔·\-–—*]\s*/u;

/**
 * One line of text, safe for both formats: control characters (invalid in Word's XML), lone
 * surrogates and private-use characters (icon-font glyphs copied out of template resumes, which no
 * font here draws) are dropped, and whitespace runs become one space.
 */
export function clean(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\p{Cs}\p{Co}\uFFFE\uFFFF]/gu, '')
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function exportModel(resume: TResumeJson): TExportModel {
  const model: TExportModel = { name: null, headerLines: [], sections: [] };
  for (const block of resumeBlocks(resume)) {
    if (block.heading === null) {
      // The head block: the name as its entry title, contact and target role as its lines.
      for (const entry of block.entries) {
        model.name ??= clean(entry.title) || null;
        model.headerLines.push(...entry.lines.map(clean).filter(Boolean));
      }
      continue;
    }
    const entries: TExportEntry[] = [];
    for (const entry of block.entries) {
      const title = clean(entry.title) || null;
      const lines = entry.lines.map((l) => clean(l).replace(LEADING_BULLET, '')).filter(Boolean);
      if (!title && lines.length === 0) continue;
      // A lone line with no entry title (the skills list, a one-paragraph summary) reads as prose.
      const bullet = Boolean(title) || lines.length > 1;
      entries.push({ title, items: lines.map((text) => ({ text, bullet })) });
    }
    if (entries.length > 0) model.sections.push({ heading: clean(block.heading), entries });
  }
  return model;
}

export interface TTextRun {
  text: string;
  /** A 【待补充：…】 gap the user still has to fill: drawn in the gap colour. */
  gap: boolean;
}

/** Splits a line at its 【待补充：…】 gaps, which stay literal text. */
export function splitGaps(text: string): TTextRun[] {
  const runs: TTextRun[] = [];
  const pattern = new RegExp(GAP_PATTERN.source, 'g');
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), gap: false });
    runs.push({ text: match[0], gap: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), gap: false });
  return runs;
}

/** Colours shared by both formats (hex without '#'). */
export const EXPORT_COLORS = {
  text: '222222',
  muted: '555555',
  accent: '1F3A5F',
  rule: '9AA8B8',
  gap: 'C2410C',
} as const;

// A minimal DOCX for the reading tests and the bench: each entry one paragraph, its lines split by
// <w:br/> (a line break inside a paragraph, as text pasted from a PDF into Word often is).
import { zipWith } from './zip.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The DOCX of these paragraphs; a paragraph given as several lines gets a line break between them. */
export function docxOf(paragraphs: (string | string[])[]): Buffer {
  const body = paragraphs
    .map((p) => {
      const runs = (Array.isArray(p) ? p : [p]).map(
        (line) => `<w:r><w:t xml:space="preserve">${escape(line)}</w:t></w:r>`,
      );
      return `<w:p>${runs.join('<w:r><w:br/></w:r>')}</w:p>`;
    })
    .join('');
  const document = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`;
  return zipWith([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(document) },
  ]);
}

// Hand-written PDFs with the CJK fonts that real Chinese resumes use and that a PDF reader needs
// outside data (CMaps) to read. No font program is embedded: text extraction needs none, and the
// files stay a few KB. The Unicode → Adobe-GB1 CID table comes from pdf.js's own CMap data
// (pdfjs-dist/cmaps/UniGB-UCS2-H.bcmap), so the CIDs are the real ones.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * - `ucs2`: Type0 font, predefined CMap `UniGB-UCS2-H`, non-embedded `STSong-Light` (iText,
 *   ReportLab); the strings are UCS-2 big-endian.
 * - `identity-gb1`: `Identity-H` over an Adobe-GB1 CIDFont without ToUnicode (LaTeX with the Adobe
 *   Song/Hei/Kai Std fonts); the strings are Adobe-GB1 CIDs.
 * - `identity-unmapped`: `Identity-H`, ordering `Identity`, no ToUnicode (a subset font whose codes
 *   are glyph ids): nothing says which character a code is.
 * - `helvetica`: the standard Latin font, WinAnsi; for ASCII lines next to Chinese ones.
 */
export type TPdfFontKind = 'ucs2' | 'identity-gb1' | 'identity-unmapped' | 'helvetica';

export interface TPdfLine {
  text: string;
  font: TPdfFontKind;
}

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The CIDs of one of pdf.js's binary CMaps (only what a Unicode → CID CMap holds). */
function readBinaryCMap(name: string, into = new Map<number, number>()): Map<number, number> {
  const data = fs.readFileSync(path.join(pdfjsDir, 'cmaps', `${name}.bcmap`));
  let pos = 1; // header byte: vertical flag
  const byte = () => data[pos++]!;
  const readNumber = () => {
    let n = 0;
    let b;
    do {
      b = byte();
      n = n * 128 + (b & 0x7f);
    } while (b & 0x80);
    return n;
  };
  const readSigned = () => {
    const n = readNumber();
    return n % 2 ? -(n - 1) / 2 - 1 : n / 2;
  };
  const readHex = (size: number) => {
    let n = 0;
    for (let i = 0; i <= size; i++) n = n * 256 + byte();
    return n;
  };
  let useCMap: string | undefined;
  while (pos < data.length) {
    const b = byte();
    const type = b >> 5;
    if (type === 7) {
      const text = String.fromCharCode(...Array.from({ length: readNumber() }, readNumber));
      if ((b & 0x1f) === 1) useCMap = text;
      continue;
    }
    const isSequence = (b & 0x10) !== 0;
    const size = b & 15;
    const count = readNumber();
    if (type === 2) {
      // cidchar: code → CID, later entries as deltas
      let code = readHex(size);
      let cid = readNumber();
      into.set(code, cid);
      for (let i = 1; i < count; i++) {
        code += 1 + (isSequence ? 0 : readNumber());
        cid += 1 + readSigned();
        into.set(code, cid);
      }
    } else if (type === 3) {
      // cidrange: [start, end] → CID, CID + 1, …
      let start = readHex(size);
      let end = start + readNumber();
      let cid = readNumber();
      for (let c = start; c <= end; c++) into.set(c, cid + c - start);
      for (let i = 1; i < count; i++) {
        start = isSequence ? end + 1 : end + 1 + readNumber();
        end = start + readNumber();
        cid = readNumber();
        for (let c = start; c <= end; c++) into.set(c, cid + c - start);
      }
    } else if (type === 0 || type === 1) {
      // codespace ranges and notdef ranges: skipped
      readHex(size);
      readNumber();
      if (type === 1) readNumber();
      for (let i = 1; i < count; i++) {
        readNumber();
        readNumber();
        if (type === 1) readNumber();
      }
    } else {
      throw new Error(`${name}.bcmap: entry type ${type} is not a Unicode → CID map`);
    }
  }
  return useCMap ? readBinaryCMap(useCMap, into) : into;
}

let gb1Cids: Map<number, number> | undefined;

/** Adobe-GB1 CID of a BMP character, as Adobe's UniGB-UCS2-H CMap gives it. */
export function adobeGb1Cid(char: string): number | undefined {
  gb1Cids ??= readBinaryCMap('UniGB-UCS2-H');
  return gb1Cids.get(char.codePointAt(0)!);
}

const hex4 = (n: number) => n.toString(16).padStart(4, '0');

/** A line's bytes in its font's encoding, as a PDF hex string. */
function encodeLine(line: TPdfLine, subset: Map<string, number>): string {
  const chars = [...line.text];
  if (line.font === 'helvetica')
    return chars.map((c) => (c.codePointAt(0)! & 0xff).toString(16).padStart(2, '0')).join('');
  return chars
    .map((c) => {
      if (line.font === 'ucs2') return hex4(c.codePointAt(0)!);
      if (line.font === 'identity-gb1') {
        const cid = adobeGb1Cid(c);
        if (cid === undefined) throw new Error(`no Adobe-GB1 CID for ${c}`);
        return hex4(cid);
      }
      // A subset font's glyph ids: 1, 2, 3 … in order of first use.
      if (!subset.has(c)) subset.set(c, subset.size + 1);
      return hex4(subset.get(c)!);
    })
    .join('');
}

function fontObjects(kind: TPdfFontKind, next: () => number): { ref: number; objects: [number, string][] } {
  if (kind === 'helvetica') {
    const ref = next();
    return {
      ref,
      objects: [[ref, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>']],
    };
  }
  const [ref, cidFont, descriptor] = [next(), next(), next()];
  const baseFont = {
    ucs2: 'STSong-Light',
    'identity-gb1': 'AdobeSongStd-Light',
    'identity-unmapped': 'ABCDEF+FZSSK',
  }[kind];
  const systemInfo =
    kind === 'identity-unmapped'
      ? '<< /Registry (Adobe) /Ordering (Identity) /Supplement 0 >>'
      : '<< /Registry (Adobe) /Ordering (GB1) /Supplement 4 >>';
  const encoding = kind === 'ucs2' ? 'UniGB-UCS2-H' : 'Identity-H';
  return {
    ref,
    objects: [
      [
        ref,
        `<< /Type /Font /Subtype /Type0 /BaseFont /${baseFont}${encoding === 'Identity-H' ? '-Identity-H' : ''} /Encoding /${encoding} /DescendantFonts [${cidFont} 0 R] >>`,
      ],
      [
        cidFont,
        `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${baseFont} /CIDSystemInfo ${systemInfo} /FontDescriptor ${descriptor} 0 R /DW 1000 /W [1 95 500] >>`,
      ],
      [
        descriptor,
        `<< /Type /FontDescriptor /FontName /${baseFont} /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>`,
      ],
    ],
  };
}

/** An A4 PDF: one page per entry, one line of text per item, top to bottom at 12 pt. */
export function buildCidPdf(pages: TPdfLine[][]): Buffer {
  let count = 2; // 1: catalog, 2: page tree
  const next = () => ++count;
  const objects: [number, string | Buffer][] = [];
  const fonts = new Map<TPdfFontKind, number>();
  const subset = new Map<string, number>();
  const resourceName = (kind: TPdfFontKind) => `F${[...fonts.keys()].indexOf(kind) + 1}`;
  for (const kind of new Set(pages.flat().map((l) => l.font))) {
    const font = fontObjects(kind, next);
    fonts.set(kind, font.ref);
    objects.push(...font.objects);
  }
  const fontResources = [...fonts].map(([kind, ref]) => `/${resourceName(kind)} ${ref} 0 R`).join(' ');
  const pageRefs: number[] = [];
  for (const lines of pages) {
    const content = lines
      .map(
        (line, i) => `BT /${resourceName(line.font)} 12 Tf 56 ${780 - i * 20} Td <${encodeLine(line, subset)}> Tj ET`,
      )
      .join('\n');
    const [page, stream] = [next(), next()];
    pageRefs.push(page);
    objects.push(
      [
        page,
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << ${fontResources} >> >> /Contents ${stream} 0 R >>`,
      ],
      [stream, Buffer.from(`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`, 'latin1')],
    );
  }
  objects.push(
    [1, '<< /Type /Catalog /Pages 2 0 R >>'],
    [2, `<< /Type /Pages /Kids [${pageRefs.map((r) => `${r} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`],
  );
  objects.sort(([a], [b]) => a - b);

  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  for (const [n, body] of objects) {
    offsets[n] = length;
    const part = Buffer.concat([Buffer.from(`${n} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  }
  const xref = [`xref\n0 ${count + 1}\n0000000000 65535 f \n`];
  for (let n = 1; n <= count; n++) xref.push(`${String(offsets[n]).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${count + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join('')));
  return Buffer.concat(parts);
}

// Hostile documents made in the test (nothing committed): decompression bombs whose decoded size
// is far beyond their file size, and PDFs whose structure makes a reader recurse or loop.
import zlib from 'node:zlib';

/**
 * `times` copies of `chunk`, deflated by streaming (zlib header when `zlibHeader`, raw deflate
 * otherwise): the test process never holds the decoded bytes, only the few hundred KB of output.
 */
export async function deflateRepeated(chunk: Buffer, times: number, zlibHeader: boolean): Promise<Buffer> {
  const deflate = zlibHeader ? zlib.createDeflate({ level: 9 }) : zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let i = 0; i < times; i += 1) {
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end();
  await done;
  return Buffer.concat(out);
}

const MiB = 1024 * 1024;
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/** One stored-as-deflate zip entry with the sizes the central directory is to declare. */
interface TZipEntry {
  name: string;
  compressed: Buffer;
  declaredSize: number;
}

function zipOf(entries: TZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.compressed.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.compressed.length, 20);
    central.writeUInt32LE(e.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.compressed);
    centrals.push(central, name);
    offset += local.length + name.length + e.compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/**
 * A DOCX whose word/document.xml decodes to about `decodedMb` MiB of text while its central
 * directory says a few KB (the sizes are understated, the ratio looks harmless): a reader that
 * trusts the directory unpacks all of it.
 */
export async function understatedDocx(decodedMb: number): Promise<Buffer> {
  const head = `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>`;
  const tail = '</w:t></w:r></w:p></w:body></w:document>';
  // head + MiB of 'a' × n + tail, deflated as one stream.
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve) => deflate.on('end', resolve));
  deflate.write(head);
  const chunk = Buffer.alloc(MiB, 'a');
  for (let i = 0; i < decodedMb; i += 1) {
    if (!deflate.write(chunk)) await new Promise((r) => deflate.once('drain', r));
  }
  deflate.end(tail);
  await done;
  const document = Buffer.concat(out);
  return zipOf([
    { name: '[Content_Types].xml', compressed: zlib.deflateRawSync(CONTENT_TYPES), declaredSize: CONTENT_TYPES.length },
    { name: '_rels/.rels', compressed: zlib.deflateRawSync(RELS), declaredSize: RELS.length },
    // Declared: twice the compressed size, a ratio of 2.
    { name: 'word/document.xml', compressed: document, declaredSize: document.length * 2 },
  ]);
}

/** A PDF of the given objects (1 is the catalog), with a correct cross-reference table. */
export function pdfOf(objects: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const stream = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

const RESUME_LINE = 'BT /F1 12 Tf 72 720 Td (Zhang Wei - Software Engineer - Beijing) Tj ET\n';

/**
 * A one-page PDF with real text whose second content stream is FlateDecode of `decodedMb` MiB of
 * spaces (`doubled`: deflated twice, /Filter [/FlateDecode /FlateDecode]).
 */
export async function inflatingPdf(decodedMb: number, doubled = false): Promise<Buffer> {
  let data = await deflateRepeated(Buffer.alloc(MiB, 0x20), decodedMb, true);
  if (doubled) data = zlib.deflateSync(data, { level: 9 });
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 6 0 R >> >> /Contents [4 0 R 5 0 R] >>',
    stream('', Buffer.from(RESUME_LINE)),
    stream(doubled ? '/Filter [/FlateDecode /FlateDecode]' : '/Filter /FlateDecode', data),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A one-page PDF with text whose page dictionary holds `depth` nested dictionaries. */
export function nestedDictionaryPdf(depth: number): Buffer {
  const nested = '<< /A '.repeat(depth) + '1' + ' >>'.repeat(depth);
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R /X ${nested} >>`,
    stream('', Buffer.from(RESUME_LINE)),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A PDF whose page tree is a cycle: the Pages node lists itself as its own kid. */
export function circularPageTreePdf(): Buffer {
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
    '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>',
  ]);
}

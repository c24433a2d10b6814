// pdf.js inflates Flate streams through the global DecompressionStream; while convertFile reads a
// PDF that is zlib run synchronously instead (issue 18: the platform's Web Streams round trip per
// stream was about half the time of a Chrome-printed resume). The text must be what it was,
// damaged streams must still fall back to pdf.js's own decoder, and the global must come back.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { CONVERSION_MESSAGES, convertFile } from '../src/modules/conversion/index.ts';
import { withSyncInflate } from '../src/modules/conversion/pdf-inflate.ts';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/resumes');
const platformDecompressionStream = globalThis.DecompressionStream;

/** The platform class behind a spy that counts the formats it is asked for. */
function spyOnDecompressionStream(): string[] {
  const formats: string[] = [];
  const Spy = class extends platformDecompressionStream {
    constructor(format: ConstructorParameters<typeof DecompressionStream>[0]) {
      formats.push(format);
      super(format);
    }
  };
  globalThis.DecompressionStream = Spy;
  return formats;
}

/** Every text item of every page, as pdf.js gives them. */
async function textItems(buffer: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(buffer), { isEvalSupported: false, verbosity: 0 });
  try {
    const pages = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      pages.push(...content.items.map((item) => ('str' in item ? item.str : '')));
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
}

/** A one-page PDF whose content stream is the given (Flate) bytes, Helvetica for its text. */
function flatePdf(stream: Buffer): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ].map((body) => Buffer.from(body, 'latin1'));
  objects.push(
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );
  const parts = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(part);
    length += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  xref.push(`trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  parts.push(Buffer.from(xref.join(''), 'latin1'));
  return Buffer.concat(parts);
}

const LINES = ['Senior Backend Engineer', 'Payments platform, 2019 to 2024', 'Go, PostgreSQL, Kafka'];
const content = LINES.map((line, i) => `BT /F1 12 Tf 56 ${780 - i * 20} Td (${line}) Tj ET`).join('\n');

describe('Flate streams while convertFile reads a PDF', () => {
  afterEach(() => {
    globalThis.DecompressionStream = platformDecompressionStream;
  });

  it('inflates without the platform DecompressionStream, and puts the global back afterwards', async () => {
    const formats = spyOnDecompressionStream();
    const Spy = globalThis.DecompressionStream;
    // A Chrome-printed resume: hundreds of Flate streams (content, Type 3 glyphs).
    const result = await convertFile(fs.readFileSync(path.join(fixtures, 'zh-two-column.pdf')));
    expect(result.text.length).toBeGreaterThan(500);
    expect(formats.filter((format) => format === 'deflate')).toEqual([]);
    expect(globalThis.DecompressionStream).toBe(Spy);
  });

  it('gives pdf.js the same text as the platform inflater does', async () => {
    for (const file of ['zh-two-column.pdf', 'zh-multi-page.pdf']) {
      const buffer = fs.readFileSync(path.join(fixtures, file));
      const formats = spyOnDecompressionStream();
      const platform = await textItems(buffer);
      // The comparison means something only if pdf.js did inflate through the platform here.
      expect(formats.filter((format) => format === 'deflate').length).toBeGreaterThan(10);
      expect(await withSyncInflate(() => textItems(buffer))).toEqual(platform);
    }
  });

  it('still reads a truncated Flate stream (pdf.js falls back to its own decoder), as the platform path does', async () => {
    const compressed = zlib.deflateSync(Buffer.from(content, 'latin1'));
    // Without its checksum and last bytes: zlib calls it an unexpected end of file.
    const pdf = flatePdf(compressed.subarray(0, compressed.length - 4));
    const result = await convertFile(pdf);
    for (const line of LINES) expect(result.text).toContain(line);
    expect((await textItems(pdf)).join('\n')).toContain(LINES[2]);
  });

  it('puts the global back after a refused file and when readings overlap', async () => {
    spyOnDecompressionStream();
    const Spy = globalThis.DecompressionStream;
    await expect(convertFile(fs.readFileSync(path.join(fixtures, 'image-only.pdf')))).rejects.toThrow(
      CONVERSION_MESSAGES.noText,
    );
    expect(globalThis.DecompressionStream).toBe(Spy);

    let finishFirst!: () => void;
    const first = withSyncInflate(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withSyncInflate(async () => {
      await Promise.resolve();
      return globalThis.DecompressionStream;
    });
    // The second reading ends while the first goes on: the first still has the sync inflater.
    expect(await second).not.toBe(Spy);
    expect(globalThis.DecompressionStream).not.toBe(Spy);
    finishFirst();
    await first;
    expect(globalThis.DecompressionStream).toBe(Spy);
    await expect(withSyncInflate(() => Promise.reject(new Error('pdf.js failed')))).rejects.toThrow('pdf.js failed');
    expect(globalThis.DecompressionStream).toBe(Spy);
  });

  it('hands other formats to the platform class', async () => {
    const formats = spyOnDecompressionStream();
    const gzip = await withSyncInflate(async () => {
      const stream = new DecompressionStream('gzip');
      const writer = stream.writable.getWriter();
      void writer.write(zlib.gzipSync('gzip text')).then(() => writer.close());
      return Buffer.from(await new Response(stream.readable).arrayBuffer()).toString();
    });
    expect(gzip).toBe('gzip text');
    expect(formats).toEqual(['gzip']);
  });
});

describe('withSyncInflate bounds', () => {
  it('refuses a stream that inflates past the per-stream limit, as a damaged stream', async () => {
    const bomb = zlib.deflateSync(Buffer.alloc(49 * 1024 * 1024));
    const read = withSyncInflate(async () => {
      const stream = new DecompressionStream('deflate');
      const writer = stream.writable.getWriter();
      await writer.ready;
      await writer.write(new Uint8Array(bomb));
      await writer.close();
      const out: Uint8Array[] = [];
      for await (const chunk of stream.readable as unknown as AsyncIterable<Uint8Array>) out.push(chunk);
      return out;
    });
    await expect(read).rejects.toThrow(/buffer|length|size/i);
    expect(globalThis.DecompressionStream).toBe(platformDecompressionStream);
  });
});

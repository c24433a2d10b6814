import zlib from 'node:zlib';
import { PDF_LIMITS } from './pdf-guard.ts';

/**
 * pdf.js inflates every Flate stream (content streams, fonts, each glyph of a Type 3 font) through
 * `new DecompressionStream('deflate')`. In Node that is zlib run on the thread pool behind Web
 * Streams adapters: per stream a round trip that costs far more than the inflating. A resume
 * printed from Chrome has hundreds of small streams (Type 3 glyphs), so that overhead was
 * half of a conversion. While pdf.js reads a document, `DecompressionStream('deflate')` is this
 * instead: the same zlib with the same defaults (so the same bytes and the same errors, after which
 * pdf.js falls back to its own decoder as before), synchronously, with only the calls pdf.js makes
 * (a writer: `ready`, `write`, `close`; the readable: async iteration). Other formats get the
 * original class. The bound on decoded bytes is `checkPdfStreams`, which measured every stream
 * before pdf.js reads any: a stream over the per-stream limit here fails as a damaged one would,
 * and pdf.js then decodes it with its own (unbounded) decoder, so this limit only keeps this
 * synchronous path from allocating more than the guard allowed.
 */
class SyncInflateStream {
  readonly writable: { getWriter: () => TSyncWriter };
  readonly readable: AsyncIterable<Uint8Array>;

  constructor() {
    const chunks: Uint8Array[] = [];
    let markClosed!: () => void;
    const closed = new Promise<void>((resolve) => (markClosed = resolve));
    const writer: TSyncWriter = {
      ready: Promise.resolve(),
      write: (chunk) => {
        chunks.push(chunk);
        return Promise.resolve();
      },
      close: () => {
        markClosed();
        return Promise.resolve();
      },
    };
    this.writable = { getWriter: () => writer };
    this.readable = {
      async *[Symbol.asyncIterator]() {
        await closed;
        const output = zlib.inflateSync(Buffer.concat(chunks), { maxOutputLength: PDF_LIMITS.maxStreamBytes });
        yield new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
      },
    };
  }
}

interface TSyncWriter {
  ready: Promise<void>;
  write: (chunk: Uint8Array) => Promise<void>;
  close: () => Promise<void>;
}

type TDecompressionStreamClass = typeof globalThis.DecompressionStream;

let users = 0;
let original: TDecompressionStreamClass | undefined;

function install(): void {
  if (users++ > 0) return;
  original = globalThis.DecompressionStream;
  const fallback = original;
  // A function, not a class: `new` returns the object it gives, as pdf.js expects of the real one.
  function DecompressionStream(format: string) {
    if (format === 'deflate') return new SyncInflateStream();
    if (!fallback) throw new TypeError(`DecompressionStream is not available for ${format}`);
    return new fallback(format as ConstructorParameters<TDecompressionStreamClass>[0]);
  }
  globalThis.DecompressionStream = DecompressionStream as unknown as TDecompressionStreamClass;
}

function uninstall(): void {
  if (--users > 0) return;
  globalThis.DecompressionStream = original!;
  original = undefined;
}

/**
 * Runs `read` (pdf.js reading one document) with Flate streams inflated synchronously, and puts
 * the global `DecompressionStream` back when the last such reading ends, whatever it ends with.
 * In production this runs in the converter process, where nothing else uses the global.
 */
export async function withSyncInflate<T>(read: () => Promise<T>): Promise<T> {
  install();
  try {
    return await read();
  } finally {
    uninstall();
  }
}

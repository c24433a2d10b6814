import zlib from 'node:zlib';
import { AppError } from '@offerpilot/shared';

const MiB = 1024 * 1024;

/**
 * What a PDF's streams may decode to before pdf.js sees the file. A resume's largest streams are
 * embedded fonts (a whole CJK font is 10–20 MiB) and photos; a stream of hundreds of MiB is a bomb.
 */
export const PDF_LIMITS = { maxStreamBytes: 48 * MiB, maxDecodedBytes: 128 * MiB } as const;

export const PDF_GUARD_MESSAGES = {
  bomb: 'PDF 内容解压后体积过大，已拒绝处理',
} as const;

type TFilter = 'flate' | 'lzw' | 'a85' | 'ahx' | 'rl' | 'other';

const FILTER_NAMES: Record<string, TFilter> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  ASCII85Decode: 'a85',
  A85: 'a85',
  ASCIIHexDecode: 'ahx',
  AHx: 'ahx',
  RunLengthDecode: 'rl',
  RL: 'rl',
};

/** Thrown by a decoder that passed its budget. */
class OverBudget extends Error {}

/**
 * Inflates a zlib stream, at most `limit` bytes. Bytes after the end of the deflate data are
 * ignored (so the input may run to the end of the file: a wrong /Length changes nothing); a
 * truncated stream gives what it holds.
 */
async function inflate(data: Buffer, limit: number): Promise<Buffer> {
  try {
    return zlib.inflateSync(data, { maxOutputLength: limit + 1, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new OverBudget();
    // Corrupt data: what came out before the fault, by streaming (pdf.js decodes as far).
    return inflatePartial(data, limit);
  }
}

function inflatePartial(data: Buffer, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stream = zlib.createInflate({ finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const done = () => resolve(Buffer.concat(chunks));
    stream.on('data', (chunk: Buffer) => {
      total += chunk.length;
      chunks.push(chunk);
      if (total > limit) {
        stream.destroy();
        reject(new OverBudget());
      }
    });
    stream.on('end', done);
    stream.on('error', done);
    stream.end(data);
  });
}

function asciiHex(data: Buffer): Buffer {
  const out = Buffer.alloc((data.length >> 1) + 1);
  let o = 0;
  let high = -1;
  for (const byte of data) {
    if (byte === 0x3e) break; // '>'
    const digit =
      byte >= 0x30 && byte <= 0x39
        ? byte - 0x30
        : (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66
          ? (byte | 0x20) - 87
          : -1;
    if (digit < 0) continue;
    if (high < 0) high = digit;
    else {
      out[o++] = high * 16 + digit;
      high = -1;
    }
  }
  if (high >= 0) out[o++] = high * 16;
  return out.subarray(0, o);
}

function ascii85(data: Buffer): Buffer {
  const out = Buffer.alloc(data.length * 4);
  let o = 0;
  let group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let i = 0; i < 5; i++) value = value * 85 + (group[i] ?? 84);
    for (let i = 0; i < count - 1; i++) out[o++] = (value >>> (24 - 8 * i)) & 0xff;
  };
  for (const byte of data) {
    if (byte === 0x7e) break; // '~>'
    if (byte === 0x7a && group.length === 0) {
      o += 4; // 'z': four zero bytes
      continue;
    }
    if (byte < 0x21 || byte > 0x75) continue;
    group.push(byte - 0x21);
    if (group.length === 5) {
      flush(5);
      group = [];
    }
  }
  if (group.length > 1) flush(group.length);
  return out.subarray(0, o);
}

/** RunLength: a length byte n < 128 copies n + 1 bytes, n > 128 repeats one byte 257 − n times. */
function runLength(data: Buffer, limit: number): Buffer {
  let size = 0;
  for (let p = 0; p < data.length;) {
    const n = data[p]!;
    if (n === 128) break;
    size += n < 128 ? n + 1 : 257 - n;
    p += n < 128 ? n + 2 : 2;
    if (size > limit) throw new OverBudget();
  }
  const out = Buffer.alloc(size);
  let o = 0;
  for (let p = 0; p < data.length && o < size;) {
    const n = data[p]!;
    if (n === 128) break;
    if (n < 128) {
      o += data.copy(out, o, p + 1, Math.min(data.length, p + n + 2));
      p += n + 2;
    } else {
      out.fill(data[p + 1] ?? 0, o, o + 257 - n);
      o += 257 - n;
      p += 2;
    }
  }
  return out.subarray(0, o);
}

/** LZW with PDF's defaults (early change), at most `limit` bytes out. */
function lzw(data: Buffer, limit: number): Buffer {
  const out = Buffer.alloc(Math.min(limit + 1, Math.max(1024, data.length * 8)));
  let output = out;
  let o = 0;
  const push = (bytes: Buffer | number[]) => {
    if (o + bytes.length > limit) throw new OverBudget();
    if (o + bytes.length > output.length) {
      const bigger = Buffer.alloc(Math.min(limit + 1, Math.max(output.length * 2, o + bytes.length)));
      output.copy(bigger, 0, 0, o);
      output = bigger;
    }
    for (const b of bytes) output[o++] = b;
  };
  let table: number[][] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => (i < 256 ? [i] : []));
  };
  reset();
  let width = 9;
  let bits = 0;
  let bitCount = 0;
  let previous: number[] | undefined;
  for (const byte of data) {
    bits = ((bits << 8) | byte) & 0xffffff;
    bitCount += 8;
    while (bitCount >= width) {
      const code = (bits >> (bitCount - width)) & ((1 << width) - 1);
      bitCount -= width;
      if (code === 256) {
        reset();
        width = 9;
        previous = undefined;
        continue;
      }
      if (code === 257) return output.subarray(0, o);
      let entry: number[];
      if (code < table.length && table[code]!.length) entry = table[code]!;
      else if (previous) entry = [...previous, previous[0]!];
      else return output.subarray(0, o);
      push(entry);
      if (previous) table.push([...previous, entry[0]!]);
      previous = entry;
      if (table.length + 1 >= 1 << width && width < 12) width += 1;
    }
  }
  return output.subarray(0, o);
}

/** The filters a stream dictionary names, in order; undefined when it names them indirectly. */
function filtersOf(dict: string): TFilter[] | undefined {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[^\s/[\]<>()]+|\d+\s+\d+\s+R)?/.exec(dict);
  if (!match) return [];
  const value = match[1];
  if (!value || /R$/.test(value)) return undefined;
  return [...value.matchAll(/\/([^\s/[\]<>()]+)/g)].map((m) => FILTER_NAMES[m[1]!] ?? 'other');
}

/** The data up to its end-of-data marker (the whole of it without one). */
const upTo = (data: Buffer, marker: string) => {
  const end = data.indexOf(marker);
  return end < 0 ? data : data.subarray(0, end);
};

const hasZlibHeader = (data: Buffer) =>
  data.length >= 2 && (data[0]! & 0x0f) === 8 && data[0]! >> 4 <= 7 && ((data[0]! << 8) | data[1]!) % 31 === 0;

/**
 * Decodes every stream of a PDF with the filters it names (Flate, LZW, RunLength, ASCII85,
 * ASCIIHex; image filters are left as they are) against a budget per stream and per document, and
 * refuses the file with 400 in Chinese beyond it. Only the bytes decoding really produces count;
 * the declared /Length is not trusted (each decoder stops at its own end-of-data). A stream whose
 * filters are given indirectly is tried as Flate. Encrypted documents cannot be read here: for
 * them, as for everything else, the converter process's memory limit is what holds.
 */
/** The bytes up to the next `endstream` (all of them when there is none). */
function withinStream(data: Buffer): Buffer {
  const end = data.indexOf('endstream');
  return end < 0 ? data : data.subarray(0, end);
}

export async function checkPdfStreams(
  buffer: Buffer,
  limits: { maxStreamBytes: number; maxDecodedBytes: number } = PDF_LIMITS,
): Promise<void> {
  const text = buffer.toString('latin1');
  // Encrypted: the trailer (or an xref stream) refers to an encryption dictionary. The word alone
  // (in a comment, a string) does not switch the guard off.
  if (/\/Encrypt\s*(?:\d+\s+\d+\s+R|<<)/.test(text)) return;
  let total = 0;
  const keyword = /(?<!end)stream(?:\r\n|\r|\n)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    // The dictionary: from the object's start to the keyword.
    const dict = text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index);
    if (!dict.includes('>>')) continue;
    const declared = filtersOf(dict);
    let data: Buffer = buffer.subarray(start);
    const filters = declared ?? (hasZlibHeader(data) ? ['flate' as const] : []);
    // A Flate stream that says nothing of it (or is hidden behind another name) is tried too.
    if (filters[0] !== 'flate' && filters[0] !== 'a85' && filters[0] !== 'ahx' && hasZlibHeader(data))
      filters.unshift('flate');
    let streamBytes = 0;
    try {
      for (const filter of filters) {
        const limit = Math.min(limits.maxStreamBytes - streamBytes, limits.maxDecodedBytes - total);
        if (filter === 'flate') data = await inflate(data, limit);
        else if (filter === 'lzw') data = lzw(data, limit);
        else if (filter === 'rl') data = runLength(data, limit);
        // Text filters end at their marker, searched no further than this stream's end.
        else if (filter === 'a85') data = ascii85(upTo(withinStream(data), '~>'));
        else if (filter === 'ahx') data = asciiHex(upTo(withinStream(data), '>'));
        else break;
        if (filter === 'flate' || filter === 'lzw' || filter === 'rl') {
          streamBytes += data.length;
          total += data.length;
        }
        if (streamBytes > limits.maxStreamBytes || total > limits.maxDecodedBytes) throw new OverBudget();
      }
    } catch (error) {
      if (error instanceof OverBudget) throw new AppError('BAD_REQUEST', PDF_GUARD_MESSAGES.bomb);
      throw error;
    }
  }
}

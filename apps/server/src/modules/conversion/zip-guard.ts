import zlib from 'node:zlib';
import { AppError } from '@offerpilot/shared';

/**
 * A resume is a few hundred KiB of XML: anything far beyond this is not one. The declared figures
 * are a quick first refusal; `maxDecodedBytes` bounds what is really inflated (all parts read).
 */
export const ZIP_LIMITS = {
  maxEntries: 2_000,
  maxUncompressedBytes: 60 * 1024 * 1024,
  maxRatio: 200,
  maxDecodedBytes: 32 * 1024 * 1024,
} as const;

export const ZIP_MESSAGES = {
  bomb: '文档结构异常（解压后体积过大或文件过多），已拒绝处理',
  broken: '文件已损坏，无法读取（不是有效的 DOCX 文档）',
} as const;

/**
 * Reads a zip's central directory without decompressing anything and refuses archives whose
 * entry count, declared unpacked size or compression ratio is out of bounds. Declared sizes can
 * lie, so the text that comes out is bounded again after extraction (convert.ts).
 */
export function checkZip(buffer: Buffer): void {
  // End-of-central-directory record: signature 0x06054b50 in the last 64 KiB + 22 bytes.
  let eocd = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 65_557); i -= 1) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd === -1) throw new AppError('BAD_REQUEST', ZIP_MESSAGES.broken);
  const entries = buffer.readUInt16LE(eocd + 10);
  const cdSize = buffer.readUInt32LE(eocd + 12);
  const cdOffset = buffer.readUInt32LE(eocd + 16);
  // Zip64 markers: no resume needs them.
  if (entries === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff)
    throw new AppError('BAD_REQUEST', ZIP_MESSAGES.bomb);
  if (entries > ZIP_LIMITS.maxEntries) throw new AppError('BAD_REQUEST', ZIP_MESSAGES.bomb);
  if (cdOffset + cdSize > buffer.length) throw new AppError('BAD_REQUEST', ZIP_MESSAGES.broken);

  let total = 0;
  let p = cdOffset;
  for (let n = 0; n < entries; n += 1) {
    if (p + 46 > buffer.length || buffer.readUInt32LE(p) !== 0x02014b50)
      throw new AppError('BAD_REQUEST', ZIP_MESSAGES.broken);
    const compressed = buffer.readUInt32LE(p + 20);
    const uncompressed = buffer.readUInt32LE(p + 24);
    total += uncompressed;
    if (total > ZIP_LIMITS.maxUncompressedBytes) throw new AppError('BAD_REQUEST', ZIP_MESSAGES.bomb);
    if (uncompressed > 1024 * 1024 && uncompressed / Math.max(1, compressed) > ZIP_LIMITS.maxRatio) {
      throw new AppError('BAD_REQUEST', ZIP_MESSAGES.bomb);
    }
    p += 46 + buffer.readUInt16LE(p + 28) + buffer.readUInt16LE(p + 30) + buffer.readUInt16LE(p + 32);
  }
}

interface TZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

/** The central directory's entries by name (checkZip has validated its bounds). */
function listEntries(buffer: Buffer): Map<string, TZipEntry> {
  let eocd = buffer.length - 22;
  while (eocd >= 0 && buffer.readUInt32LE(eocd) !== 0x06054b50) eocd -= 1;
  const entries = new Map<string, TZipEntry>();
  let p = buffer.readUInt32LE(eocd + 16);
  for (let n = buffer.readUInt16LE(eocd + 10); n > 0; n -= 1) {
    const nameLength = buffer.readUInt16LE(p + 28);
    const name = buffer.toString('utf8', p + 46, p + 46 + nameLength);
    entries.set(name, {
      method: buffer.readUInt16LE(p + 10),
      compressedSize: buffer.readUInt32LE(p + 20),
      localOffset: buffer.readUInt32LE(p + 42),
    });
    p += 46 + nameLength + buffer.readUInt16LE(p + 30) + buffer.readUInt16LE(p + 32);
  }
  return entries;
}

/** What mammoth reads a DOCX through (its `{ file }` input): parts by name. */
export interface TZipReader {
  exists(name: string): boolean;
  read(name: string, encoding?: string): Promise<Uint8Array | string>;
}

/**
 * A zip whose parts are inflated only when read, against one byte budget for the whole document
 * that counts the bytes inflation really produces: the sizes the archive declares are never
 * trusted (a directory that understates them is how a 2 MB file becomes gigabytes). Beyond the
 * budget: 400 in Chinese.
 */
export function openBoundedZip(buffer: Buffer, maxDecodedBytes: number = ZIP_LIMITS.maxDecodedBytes): TZipReader {
  checkZip(buffer);
  const entries = listEntries(buffer);
  let left = maxDecodedBytes;
  const inflate = (name: string): Buffer => {
    const entry = entries.get(name);
    if (!entry) throw new AppError('BAD_REQUEST', ZIP_MESSAGES.broken);
    const local = entry.localOffset;
    if (local + 30 > buffer.length || buffer.readUInt32LE(local) !== 0x04034b50)
      throw new AppError('BAD_REQUEST', ZIP_MESSAGES.broken);
    const start = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const end = start + entry.compressedSize;
    if (end > buffer.length) throw new AppError('BAD_REQUEST', ZIP_MESSAGES.broken);
    const data = buffer.subarray(start, end);
    let out: Buffer;
    if (entry.method === 0) out = data;
    else if (entry.method === 8) {
      try {
        // maxOutputLength stops inflation as soon as the budget is passed; nothing beyond is made.
        out = zlib.inflateRawSync(data, {
          maxOutputLength: Math.max(1, left),
          finishFlush: zlib.constants.Z_SYNC_FLUSH,
        });
      } catch (error) {
        const isOver = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
        throw new AppError('BAD_REQUEST', isOver ? ZIP_MESSAGES.bomb : ZIP_MESSAGES.broken);
      }
    } else throw new AppError('BAD_REQUEST', ZIP_MESSAGES.broken);
    left -= out.length;
    if (left < 0) throw new AppError('BAD_REQUEST', ZIP_MESSAGES.bomb);
    return out;
  };
  return {
    exists: (name) => entries.has(name),
    async read(name, encoding) {
      const data = inflate(name);
      if (encoding === 'base64') return data.toString('base64');
      if (encoding) return new TextDecoder(encoding).decode(data);
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    },
  };
}

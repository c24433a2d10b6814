import { AppError } from '@offerpilot/shared';

/** A resume is a few hundred KiB of XML: anything far beyond this is not one. */
export const ZIP_LIMITS = { maxEntries: 2_000, maxUncompressedBytes: 60 * 1024 * 1024, maxRatio: 200 } as const;

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

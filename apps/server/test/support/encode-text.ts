/**
 * Text → bytes in the encodings the upload reads (TextEncoder writes UTF-8 only): the reverse of
 * the platform's own decoders, built by decoding every one- and two-byte code once. Used by the
 * encoding tests and bench/src/encodings.ts.
 */

export type TEncodeAs = 'utf-8' | 'gb18030' | 'big5' | 'utf-16le' | 'utf-16be' | 'windows-1252';

const reverseMaps = new Map<string, Map<string, number[]>>();

function reverseMap(encoding: 'gb18030' | 'big5' | 'windows-1252'): Map<string, number[]> {
  const cached = reverseMaps.get(encoding);
  if (cached) return cached;
  const decoder = new TextDecoder(encoding);
  const map = new Map<string, number[]>();
  const add = (bytes: number[]) => {
    const char = decoder.decode(Uint8Array.from(bytes));
    if ([...char].length === 1 && char !== '\ufffd' && !map.has(char)) map.set(char, bytes);
  };
  if (encoding === 'windows-1252') {
    // Latin-1 with the WHATWG table for 0x80–0x9F (Node's decoder reads those as C1 controls).
    const high = '€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ';
    for (let byte = 0; byte < 0x100; byte++)
      map.set(byte >= 0x80 && byte < 0xa0 ? high[byte - 0x80]! : String.fromCharCode(byte), [byte]);
  } else {
    for (let byte = 0; byte < 0x80; byte++) add([byte]);
    // Big5: the standard lead bytes (A1–F9) before the HKSCS ones, as encoders do.
    const leads = encoding === 'big5' ? [0xa1, 0xf9, 0x81, 0xfe] : [0x81, 0xfe];
    for (let range = 0; range < leads.length; range += 2)
      for (let lead = leads[range]!; lead <= leads[range + 1]!; lead++)
        for (let trail = 0x40; trail <= 0xfe; trail++) if (trail !== 0x7f) add([lead, trail]);
  }
  reverseMaps.set(encoding, map);
  return map;
}

/** GB18030's four-byte form of a BMP code point outside its two-byte table (GB18030-2005 ranges). */
function gb18030FourByte(char: string): number[] | undefined {
  const decoder = new TextDecoder('gb18030');
  const code = char.codePointAt(0)!;
  // Astral code points: a linear index from 0x90308130.
  if (code >= 0x10000) {
    let n = code - 0x10000;
    const b4 = n % 10;
    n = Math.floor(n / 10);
    const b3 = n % 126;
    n = Math.floor(n / 126);
    const b2 = n % 10;
    const b1 = Math.floor(n / 10);
    return [0x90 + b1, 0x30 + b2, 0x81 + b3, 0x30 + b4];
  }
  // BMP: search the four-byte space (small: 39,420 codes from 81308130).
  for (let n = 0; n < 39_420; n++) {
    const bytes = [
      0x81 + Math.floor(n / 12_600),
      0x30 + (Math.floor(n / 1_260) % 10),
      0x81 + (Math.floor(n / 10) % 126),
      0x30 + (n % 10),
    ];
    if (decoder.decode(Uint8Array.from(bytes)) === char) return bytes;
  }
  return undefined;
}

/**
 * The text's bytes in `encoding`, without a byte-order mark; throws on a character the encoding
 * cannot hold (Big5 has no simplified 们, Windows-1252 no Chinese).
 */
export function encodeText(text: string, encoding: TEncodeAs): Buffer {
  if (encoding === 'utf-8') return Buffer.from(text, 'utf8');
  if (encoding === 'utf-16le') return Buffer.from(text, 'utf16le');
  if (encoding === 'utf-16be') return Buffer.from(text, 'utf16le').swap16();
  const map = reverseMap(encoding);
  const bytes: number[] = [];
  for (const char of text) {
    const code = map.get(char) ?? (encoding === 'gb18030' ? gb18030FourByte(char) : undefined);
    if (!code) throw new Error(`${encoding} cannot encode ${JSON.stringify(char)}`);
    bytes.push(...code);
  }
  return Buffer.from(bytes);
}

/** Whether `encoding` can hold every character of the text. */
export function canEncode(text: string, encoding: TEncodeAs): boolean {
  try {
    encodeText(text, encoding);
    return true;
  } catch {
    return false;
  }
}

export const BYTE_ORDER_MARKS = {
  'utf-8': Buffer.from([0xef, 0xbb, 0xbf]),
  'utf-16le': Buffer.from([0xff, 0xfe]),
  'utf-16be': Buffer.from([0xfe, 0xff]),
} as const;

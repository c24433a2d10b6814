/**
 * The encoding of an uploaded text file (TXT, Markdown), chosen by likelihood rather than by the
 * first decoder that does not fail: each candidate decoding of the bytes is scored under one
 * character model of resume text (Chinese or English), and the most likely one wins.
 *
 * - Valid UTF-8 without NUL bytes is UTF-8: nothing else is tried (English with "é" included).
 * - A byte-order mark decides for UTF-8 and UTF-16 LE/BE.
 * - Otherwise UTF-8 (bad bytes as U+FFFD), GB18030 (a superset of GBK and GB2312), Big5, UTF-16
 *   LE/BE without a mark and Windows-1252 are all decoded and scored. A UTF-8 file with one bad
 *   byte stays UTF-8 with one U+FFFD, as its other characters are far likelier read that way than
 *   as GB18030 mojibake; GB18030 and Big5 are told apart by how many of the decoded characters
 *   are ones their standards list as common (GB 2312 level 1, Big5 常用字).
 *
 * Whenever characters were replaced, or an encoding other than UTF-8 was taken with low
 * confidence, the result carries a warning in Chinese for the user.
 */

export const TEXT_ENCODINGS = ['utf-8', 'gb18030', 'big5', 'utf-16le', 'utf-16be', 'windows-1252'] as const;
export type TTextEncoding = (typeof TEXT_ENCODINGS)[number];

export interface TDecodedText {
  text: string;
  encoding: TTextEncoding;
  /** Places where bytes could not be read, each given as U+FFFD (a run of them counts once). */
  replaced: number;
  /** Posterior probability of the chosen encoding among the candidates (1 when nothing else was possible). */
  confidence: number;
  /** Said for the user, in Chinese; absent when the text came through whole. */
  warnings?: string[];
}

export const TEXT_ENCODING_CHECK = {
  /** Bytes scored when choosing: enough for any resume, bounded for a 10 MB file. */
  sampleBytes: 256 * 1024,
  /** A non-UTF-8 choice below this posterior is a guess the user is told about… */
  minConfidence: 0.99,
  /** …as is one where more than this share of the characters are unlikely in a resume. */
  maxUnlikelyShare: 0.05,
} as const;

const ENCODING_NAMES: Record<TTextEncoding, string> = {
  'utf-8': 'UTF-8',
  gb18030: 'GB18030（简体中文）',
  big5: 'Big5（繁体中文）',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  'windows-1252': 'Windows-1252（西文）',
};

export const TEXT_ENCODING_MESSAGES = {
  replaced: (count: number) => `文件中有 ${count} 处字符无法识别，已用 � 代替，请检查姓名和经历是否正确`,
  guessed: (encoding: TTextEncoding) =>
    `未能确定文件的文字编码，已按 ${ENCODING_NAMES[encoding]} 读取，部分文字可能是乱码；` +
    '请检查姓名和经历是否正确，或将文件另存为 UTF-8 后重新上传',
} as const;

// ---------------------------------------------------------------------------------------------
// The character model: each character falls in one class; a class holds a share of resume text,
// spread evenly over its members. Log-probabilities in nats.

const enum C {
  Bad = 0, // U+FFFD, controls other than tab / line breaks / form feed, unassigned, lone surrogates
  Ascii = 1,
  CommonHan = 2, // GB 2312 level 1 ∪ Big5 常用字: what the two standards list as frequent
  Punct = 3, // 、。「」（）：，, full-width forms and the typographic ‘’“”–—…•·
  Latin = 4, // the accented letters of the Western European languages: é, ü, ß, ñ, œ
  Symbol = 5, // general punctuation, arrows, enclosed numbers, shapes, stars, Word's Symbol-font bullets
  RareHan = 6, // every other ideograph
  Other = 7, // Greek, Cyrillic, kana, Hangul, private use, …: unusual in a resume
  RareLatin = 8, // the rest of Latin-1 and Latin Extended-A: ÿ, þ, ¤, ¦, ¸, ĳ
}

/** Approximate members of each class, for the even spread. */
const CLASS_SIZE = [1, 99, 7_600, 260, 60, 3_000, 80_000, 60_000, 164];
/** Share of resume text in each class (sums to about 1). */
const CLASS_SHARE = [2e-8, 0.5, 0.35, 0.08, 0.018, 0.02, 0.005, 0.005, 0.002];
const CLASS_LOG_P = CLASS_SIZE.map((size, c) => Math.log(CLASS_SHARE[c]! / size));
/**
 * The one first-order term: a Han character directly against a Latin letter ("Java开发") is
 * uncommon, so a rare character inside a Latin word ("Mü" + "ller" read as GBK) is unlikely.
 */
const SCRIPT_SWITCH_LOG_P = Math.log(0.05);
/** Classes whose characters are unlikely in a resume: a decoding full of them is mojibake. */
const UNLIKELY = new Set<number>([C.Bad, C.RareHan, C.Other, C.RareLatin]);
/**
 * How often each encoding is the one an upload is in, before its bytes are looked at: UTF-8 most,
 * then GBK / GB18030 (Windows in mainland China), UTF-16 (Notepad's "Unicode"), Big5, Western.
 */
const PRIOR_LOG_P: Record<TTextEncoding, number> = {
  'utf-8': Math.log(0.7),
  gb18030: Math.log(0.15),
  big5: Math.log(0.04),
  'utf-16le': Math.log(0.05),
  'utf-16be': Math.log(0.01),
  'windows-1252': Math.log(0.05),
};

let bmpClasses: Uint8Array | undefined;

const decodeRange = (encoding: string, leads: [number, number], trails: [number, number][]): string => {
  const bytes: number[] = [];
  for (let lead = leads[0]; lead <= leads[1]; lead++)
    for (const [from, to] of trails) for (let trail = from; trail <= to; trail++) bytes.push(lead, trail);
  return new TextDecoder(encoding).decode(Uint8Array.from(bytes));
};

/** One class per BMP code point, built at the first decoding that needs it (~20 ms). */
function getBmpClasses(): Uint8Array {
  if (bmpClasses) return bmpClasses;
  const table = new Uint8Array(0x10000).fill(C.Other);
  const fill = (from: number, to: number, c: C) => table.fill(c, from, to + 1);
  const special = /[\p{Cc}\p{Cn}\p{Cs}]/u;
  for (let code = 0; code < 0x10000; code++) if (special.test(String.fromCharCode(code))) table[code] = C.Bad;
  fill(0x20, 0x7e, C.Ascii);
  // Tab, line breaks, form feed, and the no-break space of Word and web exports (UTF-8 C2 A0,
  // which GB18030 reads as the common 聽).
  for (const code of [0x09, 0x0a, 0x0c, 0x0d, 0xa0]) table[code] = C.Ascii;
  fill(0xa1, 0x17f, C.RareLatin);
  for (const char of 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýœÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝŒß') table[char.charCodeAt(0)] = C.Latin;
  fill(0x2000, 0x206f, C.Symbol);
  fill(0x2070, 0x2bff, C.Symbol);
  // Bullets of Word's Symbol and Wingdings fonts, which text exports keep as U+F0xx ("").
  fill(0xf020, 0xf0ff, C.Symbol);
  for (const [from, to] of [
    [0x3400, 0x4dbf],
    [0x4e00, 0x9fff],
    [0xf900, 0xfaff],
  ] as const)
    for (let code = from; code <= to; code++) if (table[code] !== C.Bad) table[code] = C.RareHan;
  fill(0x3000, 0x303f, C.Punct);
  fill(0xff01, 0xff64, C.Punct);
  for (const char of '‘’“”–—…•·') table[char.charCodeAt(0)] = C.Punct;
  table[0xfffd] = C.Bad;
  // GB 2312 level 1 (B0A1–D7F9, the 3,755 most used simplified characters) and Big5 常用字
  // (A440–C67E, 5,401 traditional ones), read out of the decoders themselves.
  const common =
    decodeRange('gb18030', [0xb0, 0xd7], [[0xa1, 0xfe]]) +
    decodeRange(
      'big5',
      [0xa4, 0xc6],
      [
        [0x40, 0x7e],
        [0xa1, 0xfe],
      ],
    );
  for (const char of common) {
    const code = char.charCodeAt(0);
    if (table[code] === C.RareHan) table[code] = C.CommonHan;
  }
  bmpClasses = table;
  return table;
}

function classOf(code: number, table: Uint8Array): C {
  if (code < 0x10000) return table[code] as C;
  if (code >= 0x20000 && code < 0x40000) return C.RareHan; // CJK extensions B–H
  return C.Other;
}

interface TScore {
  /** log P(text) under the model. */
  logP: number;
  chars: number;
  unlikely: number;
}

const isHan = (c: C) => c === C.CommonHan || c === C.RareHan;
const isLatinLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;

function scoreText(text: string): TScore {
  const table = getBmpClasses();
  let [logP, chars, unlikely] = [0, 0, 0];
  let [wasHan, wasLetter] = [false, false];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const c = classOf(code, table);
    const [han, letter] = [isHan(c), isLatinLetter(code) || c === C.Latin || c === C.RareLatin];
    logP += CLASS_LOG_P[c]! + ((han && wasLetter) || (letter && wasHan) ? SCRIPT_SWITCH_LOG_P : 0);
    [wasHan, wasLetter] = [han, letter];
    chars++;
    if (UNLIKELY.has(c)) unlikely++;
  }
  return { logP, chars, unlikely };
}

// ---------------------------------------------------------------------------------------------

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function byteOrderMark(buffer: Uint8Array): TTextEncoding | null {
  if (UTF8_BOM.every((byte, i) => buffer[i] === byte)) return 'utf-8';
  if (buffer[0] === 0xff && buffer[1] === 0xfe) return 'utf-16le';
  if (buffer[0] === 0xfe && buffer[1] === 0xff) return 'utf-16be';
  return null;
}

/**
 * Windows-1252's 0x80–0x9F (WHATWG index): Node's TextDecoder gives them as Latin-1 C1 controls
 * since 20.18.3 / 22.13 (nodejs/node#60888), which would turn “smart quotes” and € into controls.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
].map((code) => String.fromCharCode(code));

/** Bytes in one encoding; a byte-order mark is dropped, bad bytes become U+FFFD. */
function decodeAs(bytes: Uint8Array, encoding: TTextEncoding, options?: { stream: boolean }): string {
  if (encoding === 'windows-1252')
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)
      .toString('latin1')
      .replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252_HIGH[c.charCodeAt(0) - 0x80]!);
  return new TextDecoder(encoding).decode(bytes, options);
}

/** Runs of U+FFFD: a character with one byte lost reads as two or three of them, in one place. */
const countReplaced = (text: string): number => text.match(/\ufffd+/g)?.length ?? 0;

function isValidUtf8(buffer: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

/** Each candidate's score on the first bytes; an incomplete character at the cut is held back. */
function scoreCandidates(buffer: Uint8Array, candidates: readonly TTextEncoding[]) {
  const sample = buffer.subarray(0, TEXT_ENCODING_CHECK.sampleBytes);
  return candidates.map((encoding) => {
    const text = decodeAs(sample, encoding, { stream: sample.length < buffer.length });
    const score = scoreText(text);
    return { encoding, ...score, logP: score.logP + PRIOR_LOG_P[encoding] };
  });
}

/** The text of an uploaded text file, in the encoding most likely to be the writer's. */
export function decodeText(buffer: Uint8Array): TDecodedText {
  const marked = byteOrderMark(buffer);
  let encoding: TTextEncoding;
  let confidence = 1;
  let unlikelyShare = 0;
  const isUtf8 = !marked && isValidUtf8(buffer);
  if (marked) encoding = marked;
  else if (isUtf8 && !buffer.includes(0)) encoding = 'utf-8';
  else {
    // Valid UTF-8 with NUL bytes is either that or UTF-16 without a mark; invalid UTF-8 is anything.
    const candidates = isUtf8 ? (['utf-8', 'utf-16le', 'utf-16be'] as const) : TEXT_ENCODINGS;
    const scores = scoreCandidates(buffer, candidates);
    const best = scores.reduce((a, b) => (b.logP > a.logP ? b : a));
    encoding = best.encoding;
    // The posterior: softmax of log prior + log-likelihood.
    confidence = 1 / scores.reduce((sum, s) => sum + Math.exp(s.logP - best.logP), 0);
    unlikelyShare = best.chars ? best.unlikely / best.chars : 0;
  }
  const text = decodeAs(buffer, encoding);
  const replaced = countReplaced(text);
  const warnings: string[] = [];
  if (
    encoding !== 'utf-8' &&
    (confidence < TEXT_ENCODING_CHECK.minConfidence || unlikelyShare > TEXT_ENCODING_CHECK.maxUnlikelyShare)
  )
    warnings.push(TEXT_ENCODING_MESSAGES.guessed(encoding));
  if (replaced > 0) warnings.push(TEXT_ENCODING_MESSAGES.replaced(replaced));
  return { text, encoding, replaced, confidence, ...(warnings.length ? { warnings } : {}) };
}

/**
 * Whether bytes that contain controls (a text file has none) are UTF-16 without a byte-order mark:
 * one of the two byte orders must read as plausible text — ASCII or CJK every other byte — where a
 * binary file reads as a scatter of unassigned and rare code points.
 */
export function isUtf16Text(sample: Uint8Array): boolean {
  if (byteOrderMark(sample)?.startsWith('utf-16')) return true;
  const even = sample.subarray(0, sample.length - (sample.length % 2));
  if (even.length < 2) return false;
  return (['utf-16le', 'utf-16be'] as const).some((encoding) => {
    const { chars, unlikely } = scoreText(new TextDecoder(encoding).decode(even, { stream: true }));
    return chars > 0 && unlikely <= chars * TEXT_ENCODING_CHECK.maxUnlikelyShare;
  });
}

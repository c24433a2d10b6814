/**
 * Contact details out of a public resume's text. The text is first normalised for matching —
 * full-width forms, Chinese numerals, "[at]" and "dot", spaced labels ("微 信") — and every match
 * is mapped back to the characters of the original, which are replaced: what is shown keeps its
 * writing, what was hidden stays hidden however it was written.
 */

/** A text being normalised, with the span of the original each of its characters stands for. */
interface TMapped {
  text: string;
  from: number[];
  to: number[];
}

/** Replaces every match; the characters put in stand for the whole span they replace. */
function replaceMapped(state: TMapped, pattern: RegExp, replacement: (match: RegExpExecArray) => string): TMapped {
  const out: TMapped = { text: '', from: [], to: [] };
  let last = 0;
  const copy = (start: number, end: number) => {
    out.text += state.text.slice(start, end);
    for (let i = start; i < end; i++) {
      out.from.push(state.from[i]!);
      out.to.push(state.to[i]!);
    }
  };
  pattern.lastIndex = 0;
  for (let match = pattern.exec(state.text); match; match = pattern.exec(state.text)) {
    if (match[0] === '') {
      pattern.lastIndex += 1;
      continue;
    }
    copy(last, match.index);
    const put = replacement(match);
    const end = match.index + match[0].length;
    out.text += put;
    for (let i = 0; i < put.length; i++) {
      out.from.push(state.from[match.index]!);
      out.to.push(state.to[end - 1]!);
    }
    last = end;
  }
  copy(last, state.text.length);
  return out;
}

const CHINESE_DIGITS: Record<string, string> = {
  零: '0',
  〇: '0',
  '○': '0',
  洞: '0',
  一: '1',
  壹: '1',
  幺: '1',
  么: '1',
  二: '2',
  贰: '2',
  两: '2',
  三: '3',
  叁: '3',
  四: '4',
  肆: '4',
  五: '5',
  伍: '5',
  六: '6',
  陆: '6',
  七: '7',
  柒: '7',
  拐: '7',
  八: '8',
  捌: '8',
  九: '9',
  玖: '9',
  勾: '9',
};
/** Seven or more Chinese numerals in a row (spaces or dashes between): a number written out. */
const CHINESE_NUMBER =
  /[零〇○洞一壹幺么二贰两三叁四肆五伍六陆七柒拐八捌九玖勾](?:[\s\-－—·.]*[零〇○洞一壹幺么二贰两三叁四肆五伍六陆七柒拐八捌九玖勾]){6,}/g;

const OPEN = '[\\[(（【{<]';
const CLOSE = '[\\])）】}>]';
const AT_SIGN = new RegExp(`\\s*${OPEN}\\s*(?:at|艾特|圈a)\\s*${CLOSE}\\s*|\\s*(?:艾特|圈a)\\s*`, 'gi');
const DOT_SIGN = new RegExp(`\\s*${OPEN}\\s*(?:dot|点)\\s*${CLOSE}\\s*`, 'gi');
/** "zhang at gmail dot com": " at " before a domain, " dot " inside an address. */
const PLAIN_AT = /(?<=[\w.+-])\s+at\s+(?=[\w-]+(?:\s+dot\s+|\.)[a-z]{2,})/gi;
const PLAIN_DOT = /(?<=@[\w.-]*[\w-])\s+dot\s+(?=[\w-])/gi;
/** "微 信", "Q Q", "V X": a label written with spaces between its letters. */
const SPACED_LABEL = /微\s+信|威\s+信|薇\s+信|扣\s+扣|(?<![A-Za-z])(?:Q\s+Q|V\s+X|W\s+X)(?![A-Za-z])/gi;

function normalise(text: string): TMapped {
  // NFKC character by character: full-width digits, letters and "＠" become ASCII.
  const chars = Array.from(text);
  const state: TMapped = { text: '', from: [], to: [] };
  let offset = 0;
  for (const char of chars) {
    const put = char.normalize('NFKC');
    state.text += put;
    for (let i = 0; i < put.length; i++) {
      state.from.push(offset);
      state.to.push(offset + char.length);
    }
    offset += char.length;
  }
  let result = replaceMapped(state, CHINESE_NUMBER, (m) => m[0].replace(/./g, (c) => CHINESE_DIGITS[c] ?? c));
  result = replaceMapped(result, AT_SIGN, () => '@');
  result = replaceMapped(result, DOT_SIGN, () => '.');
  result = replaceMapped(result, PLAIN_AT, () => '@');
  result = replaceMapped(result, PLAIN_DOT, () => '.');
  result = replaceMapped(result, SPACED_LABEL, (m) => m[0].replace(/\s+/g, ''));
  return result;
}

/** Separators people put inside phone numbers. */
const SEP = '[\\s.\\-/·_—]{1,3}';
const LABEL = '微信|威信|薇信|weixin|wechat|V信|扣扣|QQ|(?<![A-Za-z])(?:VX|WX)(?![A-Za-z])';

const PATTERNS: { pattern: RegExp; keepLabel?: boolean }[] = [
  { pattern: /[\w.+-]+@[\w-]+(\.[\w-]+)+/g },
  // Mobile numbers: together, 3-4-4 with any separator (139/8765/4321), or digit by digit.
  { pattern: new RegExp(`(?<!\\d)(\\+?86${SEP}?)?1[3-9]\\d(?:${SEP}?\\d{4}){2}(?!\\d)`, 'g') },
  { pattern: /(?<!\d)(\+?86\s?)?1\s[3-9](?:\s\d){9}(?!\d)/g },
  // Landlines: 010-88886666, (0755) 1234 5678, +86 21 6123 4567.
  { pattern: /(\+?86[\s.-]?)?\(?0?\d{2,3}\)?[\s.\-/]?\d{3,4}[\s.\-/]?\d{4}/g },
  { pattern: /(\+\d{1,3}[\s-]?)?\(?\d{2,4}\)?[\s.\-/]\d{3,4}[\s.\-/]\d{3,4}/g },
  { pattern: new RegExp(`((?:${LABEL})\\s*(?:号|ID|id|账号)?\\s*[:：]?\\s*)[\\w-]{5,}`, 'gid'), keepLabel: true },
  // Profile links: the page names the person.
  {
    pattern:
      /(?:https?:\/\/)?(?:[\w-]+\.)*(?:github\.com|github\.io|gitee\.com|gitee\.io|gitlab\.com|linkedin\.com|zhihu\.com|weibo\.com|weibo\.cn|csdn\.net|juejin\.cn|juejin\.im|segmentfault\.com|cnblogs\.com|jianshu\.com|twitter\.com|x\.com|facebook\.com|instagram\.com|bilibili\.com|douyin\.com|xiaohongshu\.com|medium\.com|stackoverflow\.com|t\.me|behance\.net|dribbble\.com)(?:\/[^\s，。；、！？）)\]】"'<>]*)?/gi,
  },
  { pattern: /\b(?:mailto|tel):[^\s，。；]+/gi },
  // Resident ID numbers: 18 characters (region, birth date, sequence, check digit) however they are
  // grouped, or the old 15 digits, and whatever follows an ID label on its line, starred or not.
  { pattern: /(?<!\d)(?:\d[ \t-]?){17}[\dXx](?![\dXx])/g },
  { pattern: /(?<!\d)\d{8}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}(?!\d)/g },
  {
    pattern:
      /((?:身份证|证件|公民身份|身份)(?:号码|号)?(?:为|是)?[ \t]*[:：]?[ \t]*)[\dXx*＊](?:[ \t-]?[\dXx*＊]){5,}/dg,
    keepLabel: true,
  },
];

/** Contact details out of a public resume's text: e-mail, phones, WeChat and QQ ids, profile links, ID numbers. */
export function redactContacts(text: string): string {
  const norm = normalise(text);
  const spans: [number, number][] = [];
  for (const { pattern, keepLabel } of PATTERNS) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(norm.text); m; m = pattern.exec(norm.text)) {
      if (m[0] === '') {
        pattern.lastIndex += 1;
        continue;
      }
      const start = keepLabel && m.indices?.[1] ? m.indices[1][1] : m.index;
      const end = m.index + m[0].length;
      if (end > start) spans.push([norm.from[start]!, norm.to[end - 1]!]);
    }
  }
  if (spans.length === 0) return text;
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const previous = merged.at(-1);
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else merged.push([start, end]);
  }
  let out = '';
  let last = 0;
  for (const [start, end] of merged) {
    out += `${text.slice(last, start)}***`;
    last = end;
  }
  return out + text.slice(last);
}

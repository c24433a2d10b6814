import { CJK, cityIn, COMPANY, COUNTRIES, SCHOOL } from './lexicon.ts';

/**
 * The parts of an entry's header line: splitting it, cleaning a part, and telling names from notes
 * ("（兼职）") and places ("北京", "(Israel, Rehovot)").
 */

/**
 * Splits a header line into its parts, keeping parentheses together unless they hold a school.
 * A single space next to Chinese separates parts only in a line without stronger separators
 * ("复旦大学 计算机 本科" but "积分商城 0-1 建设 | 产品负责人").
 */
export function tokenize(text: string, splitSpaces = !STRONG_SEPARATOR.test(text)): string[] {
  const tokens: string[] = [];
  let depth = 0;
  let current = '';
  const push = () => {
    const t = cleanToken(current);
    if (t) tokens.push(t);
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '（') {
      const close = text.slice(i + 1).search(/[)）]/);
      const inner = close >= 0 ? text.slice(i + 1, i + 1 + close) : '';
      if (depth === 0 && SCHOOL.test(inner) && !SCHOOL.test(current)) {
        push();
        current = '';
        continue;
      }
      depth++;
    } else if ((c === ')' || c === '）') && depth === 0) {
      push();
      continue;
    } else if (c === ')' || c === '）') depth--;
    if (depth === 0) {
      if ('|｜丨\t,，、;；'.includes(c)) {
        push();
        continue;
      }
      if (/\s/.test(c)) {
        let j = i;
        while (j < text.length && /\s/.test(text[j]!)) j++;
        const run = text.slice(i, j);
        const prev = text[i - 1] ?? '';
        const nextChar = text[j] ?? '';
        const dash = /^[-–—]{1,2}(?=\s)/.exec(text.slice(j));
        if (dash && current.trim()) {
          push();
          i = j + dash[0].length - 1;
          continue;
        }
        // "某某公司（兼职）\u3000Java开发工程师": a full-width bracket counts as Chinese here.
        const nearCjk = CJK.test(prev) || CJK.test(nextChar) || prev === '）' || nextChar === '（';
        if (run.length >= 3 || run.includes('\t') || (splitSpaces && nearCjk) || (run.length >= 2 && CJK.test(text))) {
          push();
          i = j - 1;
          continue;
        }
      }
    }
    current += c;
  }
  push();
  return tokens;
}

export const STRONG_SEPARATOR = /[|｜丨\t,，、;；]|\s{3,}|\s[-–—]{1,2}\s|[\u3400-\u9fff]\s{2}|\s{2}[\u3400-\u9fff]/;

export const cleanToken = (t: string) =>
  t
    .replace(/^[\s\u200b-\u200d\ufeff:：,，;；|/\-–—•·.«»"“”]+/, '')
    .replace(/[\s:：,，;；|/\-–—•·]+$/, '')
    .replace(/(?<=[a-z]{3})\.$/, '')
    .trim();

/** Drops a web address, a trailing "(Israel, Rehovot)" or "（实习）", and surrounding quotes. */
export function cleanName(token: string): string {
  let t = token
    .replace(/\s*(?:https?:\/\/|www\.)\S+/gi, '')
    .replace(/(?<=[)）])\.$/, '')
    .trim();
  for (;;) {
    const next = t.replace(/\s*[(（][^()（）]*[)）]$/, '').trim();
    if (next === t || !next) break;
    t = next;
  }
  const quoted = /^(?:company\s+)?["“«]([^"”»]+)["”»]$/i.exec(t);
  return cleanToken(quoted ? quoted[1]! : t);
}

/** An employment type written beside a company or title: a note on the entry, not a place. */
const EMPLOYMENT_NOTE =
  /^(?:remote|part[- ]?time|full[- ]?time|internship|contract|freelance|temporary|volunteer|全职|兼职|远程|实习|外包|驻场|派遣|志愿)$/i;

/** "北京", "杭州市", "浙江省", "北京/上海": the place of an entry, which has no field. */
export function isZhPlace(text: string): boolean {
  return text.split(/\s*[/、,，·]\s*/).every((p) => {
    const city = cityIn(p);
    return (!!city && (p === city || p === `${city}市`)) || /^[\u3400-\u9fff]{2,6}[省市区县]$/.test(p);
  });
}

/**
 * "（兼职）", "（课程设计）", "(Part-time)", "(Remote, Contract)", a bare "兼职": a note on a work or
 * project entry (its `note`) when the name it follows is cleaned of it. A place ("（北京）",
 * "(Israel, Rehovot)") is not a note: it has no field, as before.
 */
export function isEntryNote(token: string): boolean {
  const paren = /^[(（]([^()（）]+)[)）]$/.exec(token.trim());
  const inner = (paren ? paren[1]! : token).trim();
  // "Remote, Contract": how the exports write two Latin notes (`entryNote`).
  if (inner.split(/\s*[,，、/]\s*/).every((part) => EMPLOYMENT_NOTE.test(part))) return true;
  return !!paren && CJK.test(inner) && !isZhPlace(inner) && !COUNTRIES.has(inner);
}

/**
 * The `note` of an entry: its notes without their brackets, in order, each once, joined by "、"
 * ("兼职、远程"), or by ", " when all are Latin ("Remote, Contract"); null without notes.
 */
export function entryNote(notes: string[]): string | null {
  const texts = [...new Set(notes.map((n) => n.trim().replace(/^[(（]\s*|\s*[)）]$/g, '')).filter(Boolean))];
  if (texts.length === 0) return null;
  return texts.join(texts.some((t) => CJK.test(t)) ? '、' : ', ');
}

/** The notes in parentheses at the end of a name ("某某公司（兼职）"), as written, in order. */
export function trailingNotes(token: string): string[] {
  const notes: string[] = [];
  // The same text cleanName strips its parentheses from.
  let t = token
    .replace(/\s*(?:https?:\/\/|www\.)\S+/gi, '')
    .replace(/(?<=[)）])\.$/, '')
    .trim();
  for (;;) {
    const m = /\s*([(（][^()（）]*[)）])$/.exec(t);
    if (!m || m.index === 0) break;
    if (isEntryNote(m[1]!)) notes.unshift(m[1]!);
    t = t.slice(0, m.index).trim();
  }
  return notes;
}

export function isLocation(token: string, nextToken: string | undefined): boolean {
  if (COMPANY.test(token)) return false;
  const t = token.replace(/[.]$/, '').trim().toLowerCase();
  if (COUNTRIES.has(t)) return true;
  if (/^[(（].*[)）]$/.test(token)) return true;
  const nextWord = nextToken?.split(/[.,]/)[0]!.trim().toLowerCase();
  if (nextWord && COUNTRIES.has(nextWord) && token.split(/\s+/).length <= 3) return true;
  if (/^(remote|part-time|full-time|全职|兼职|远程)$/i.test(t)) return true;
  const city = cityIn(token);
  return !!city && (token === city || token === `${city}市` || /^[\u3400-\u9fff]{2,4}[市区]$/.test(token));
}

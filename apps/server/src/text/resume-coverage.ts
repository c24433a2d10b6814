import type { TResumeJson } from '@offerpilot/shared';

/**
 * How much of a resume's text the structured form keeps: the share of the text's tokens (Latin
 * words, digits attached, and single CJK / kana / hangul characters, after NFKC and lower-casing)
 * that appear in some string of the JSON, counted with multiplicity (a word written three times
 * needs three copies). Dates and bare numbers are not tokens. Used by the parser's bench and tests.
 */

const TOKEN =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[\p{Script=Latin}\p{N}]*\p{Script=Latin}[\p{Script=Latin}\p{N}]*/gu;

/** The tokens of a text, in order. */
export function coverageTokens(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(TOKEN) ?? [];
}

/** Every string value of the structured resume except the parser's own name and language code. */
export function resumeJsonStrings(json: TResumeJson): string[] {
  const out: string[] = [];
  const walk = (value: unknown, key: string | null) => {
    if (typeof value === 'string') {
      if (key !== 'parser' && key !== 'language') out.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) walk(v, k);
  };
  walk(json, null);
  return out;
}

export interface TCoverage {
  tokens: number;
  covered: number;
  /** covered / tokens; 1 for a text without tokens. */
  ratio: number;
  /** Tokens of the text with no copy left in the JSON (at most 20, in text order). */
  missing: string[];
}

/**
 * "电话：", "公司名称：", "Phone:", "Skills:": a label at the start of a line or of a field, with its
 * colon (or the tab of a table). Its words name a field the parser reads; {@link withoutLabels}
 * drops them to see how much of the rest — the content — is kept.
 */
const FIELD_LABEL =
  /(^|[|｜\t]| {2})([ \t]*(?:[\u3400-\u9fff](?: *[\u3400-\u9fff]){1,3}|[A-Za-z][A-Za-z/&' -]{0,24})[ \t]*(?:[:：]|\t))/gm;

/** The text with its field labels blanked out. */
export const withoutLabels = (text: string) => text.replace(FIELD_LABEL, (_m, before: string) => `${before} `);

export function resumeCoverage(text: string, json: TResumeJson): TCoverage {
  const available = new Map<string, number>();
  for (const s of resumeJsonStrings(json))
    for (const t of coverageTokens(s)) available.set(t, (available.get(t) ?? 0) + 1);
  const tokens = coverageTokens(text);
  let covered = 0;
  const missing: string[] = [];
  for (const t of tokens) {
    const left = available.get(t) ?? 0;
    if (left > 0) {
      available.set(t, left - 1);
      covered += 1;
    } else if (missing.length < 20) missing.push(t);
  }
  return { tokens: tokens.length, covered, ratio: tokens.length ? covered / tokens.length : 1, missing };
}

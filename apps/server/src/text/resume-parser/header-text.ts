import type { TResumeBasics } from '@offerpilot/shared';
import { stripIcons } from '../resume-headings.ts';
import { EMAIL, PHONE_CN, PHONE_INTL } from './basics.ts';
import type { TCollected } from './collected.ts';
import { ALL_LABEL_WORDS, LABELS, labelSource } from './labels.ts';
import { CJK, cityIn, DEGREE_ZH, TITLE } from './lexicon.ts';
import { rejoined, trimIcons, type TLine } from './lines.ts';
import { HEADER_KINDS, type TSection } from './sections.ts';
import { YEARS_ZH } from './years.ts';

/**
 * Header lines that are not basics: what the header (and 基本信息 / 求职意向) says beyond the basics,
 * placed in the self-evaluation or `other`.
 */

const DOCUMENT_TITLE = /^(?:个人简历|求职简历|简历|履歴書|職務経歴書|resume|résumé|curriculumvitae|cv|biodata)$/i;
const WEB_ADDRESS = /(?:https?:\/\/|www\.)\S+|(?<![\w.])(?:linkedin|github|gitlab)\.com\/\S*/i;
/** A labelled field anywhere in the line: "性别：女", "姓名<tab>林晓". */
const ANY_FIELD = new RegExp(
  `(?:^|(?<=[\\s|｜,，;；/()（）]))(?:${ALL_LABEL_WORDS.map(labelSource).join('|')})(?:\\s*[:：]|\\t)`,
  'i',
);
const CONTACT_WORD =
  /^(?:phone|mobile|tel|cell|e-?mail|mail|linked[il]n|github|gitlab|location|address|skype|telegram|whatsapp|website|web|site|portfolio)(?![a-z])/i;
const PERSONAL_DETAIL = /^(?:男|女)$|^\d{1,2}\s*岁$|^(?:中共|预备)?党员$|^共青团员$|^[已未]婚$/;
const fieldParts = (t: string) => t.split(/\s*[|｜丨·•\t,，]\s*|\s{2,}/).filter(Boolean);

/**
 * A header line the basics stand for: contact details, labelled fields ("性别：女"), the name, the
 * target role, the city, the document's title, or a short line of personal details or headline
 * parts ("男 | 32岁 | 8年工作经验", "UI/UX 设计师 · 5年经验").
 */
function isBasicsLine(text: string, basics: TResumeBasics): boolean {
  const t = text.trim();
  // A paragraph is never only contact details, whatever labels it mentions.
  if ((CJK.test(t) ? t.length > 80 : t.split(/\s+/).length > 20) || /[。]/.test(t)) return false;
  const bare = stripIcons(t);
  // "phone ****  linkedIn", "⌂: Rishon LeZion", "📍 Portland": an icon or a word for the label.
  if (CONTACT_WORD.test(bare) || /^[:：]/.test(bare)) return true;
  if (DOCUMENT_TITLE.test(t.replace(/[\s\-_.]+/g, ''))) return true;
  if (EMAIL.test(t) || PHONE_CN.test(t) || PHONE_INTL.test(t) || WEB_ADDRESS.test(t) || ANY_FIELD.test(t)) return true;
  const known = new Set([basics.name, basics.target_role, basics.city].filter((v): v is string => !!v));
  if (known.has(bare)) return true;
  const parts = fieldParts(bare);
  return (
    parts.length <= 6 &&
    parts.every(
      (p) =>
        known.has(p) ||
        (CJK.test(p) &&
          (PERSONAL_DETAIL.test(p) ||
            (YEARS_ZH.test(p) && p.length <= 12) ||
            (DEGREE_ZH.test(p) && p.length <= 6) ||
            (TITLE.test(p) && p.length <= 16) ||
            cityIn(p) === p.replace(/市$/, ''))),
    )
  );
}

/**
 * The header (lines before the first heading) and the 基本信息 / 求职意向 sections: lines the
 * basics stand for stay there. Under such a heading, the other lines go to `other` under it.
 * Before the first heading, the first run of such lines becomes the self-evaluation when the
 * resume has none (a profile written at the top without a heading); the rest goes to the first
 * `other` entry, titled '' (text that stood under no heading).
 */
export function placeHeaderText(sections: TSection[], basics: TResumeBasics, out: TCollected, source: string): void {
  let summaryFree = out.selfEvaluation === null && !sections.some((s) => s.kind === 'summary' && s.lines.length);
  const untitled: string[] = [];
  const personal: string[] = [];
  // A line made only of basics values ("职務経歴", "张三 | 北京") stands for one copy of each: a
  // second copy (above a heading and again under 求职意向, "Meadow | Meadow") makes its line text
  // of its own, kept. Any other line the basics stand for (contact details, labels, 男 | 28岁)
  // stays with them, whatever values it repeats.
  const values = new Set([basics.name, basics.target_role, basics.city].filter((v): v is string => !!v));
  const claimed = new Set<string>();
  const standsForBasics = (text: string) => {
    const bare = stripIcons(text.trim());
    const parts = values.has(bare) ? [bare] : fieldParts(bare);
    if (!parts.length || !parts.every((p) => values.has(p))) return isBasicsLine(text, basics);
    if (parts.some((v) => claimed.has(v)) || new Set(parts).size < parts.length) return false;
    if (!isBasicsLine(text, basics)) return false;
    for (const v of parts) claimed.add(v);
    return true;
  };
  for (const section of sections) {
    if (!HEADER_KINDS.has(section.kind)) continue;
    const runs: TLine[][] = [[]];
    const details: string[] = [];
    for (const line of section.lines) {
      if (standsForBasics(line.text)) {
        runs.push([]);
        for (const detail of personalDetailsOf(line.text, basics)) details.push(detail);
      } else if (/\p{L}/u.test(line.text)) runs[runs.length - 1]!.push(line);
    }
    const kept = runs.filter((r) => r.length);
    if (section.title) {
      if (kept.length || details.length)
        out.other.push({
          title: section.title,
          lines: [...details, ...kept.flatMap((run) => rejoined(run).map((l) => l.text))],
        });
      continue;
    }
    for (const detail of details) personal.push(detail);
    if (!kept.length) continue;
    if (summaryFree) {
      const run = kept.shift()!;
      out.selfEvaluation = source.slice(run[0]!.start, run[run.length - 1]!.end).trim();
      summaryFree = false;
    }
    for (const run of kept) untitled.push(...rejoined(run).map((l) => l.text));
  }
  // Personal details the basics have no field for come first: they stood at the top.
  if (personal.length || untitled.length) out.other.unshift({ title: '', lines: [...personal, ...untitled] });
}

const LABEL_ONLY = new RegExp(`^(?:${ALL_LABEL_WORDS.map(labelSource).join('|')})$`, 'i');
const CITY_LABEL = new RegExp(`^(?:${LABELS.city.map(labelSource).join('|')})$`, 'i');
const SPACED_LABEL = new RegExp(
  `(?:${ALL_LABEL_WORDS.filter((w) => CJK.test(w))
    .map(labelSource)
    .join('|')})\\s*[:：]`,
  'g',
);
/** Where a header line splits into parts: the field separators, and a label after a space ("姓名：王芳 性别：女"). */
const PART_SEPARATOR = new RegExp(
  `\\s*[|｜丨·•\\t,，]\\s*|\\s{2,}|\\s+(?=(?:${ALL_LABEL_WORDS.map(labelSource).join('|')})\\s*[:：])`,
  'gi',
);

/** Labels of `LABELS.other` that name a way to reach the person, never copied into `other`. */
const CONTACT_HANDLES = new Set<string>(['微信', 'QQ', 'GitHub', '个人主页', '博客', 'LinkedIn', 'Website']);
/** Labels of personal details worth keeping (an allow list: anything else on a contact line goes). */
const PERSONAL_LABEL = new RegExp(
  `^(?:${[...LABELS.other.filter((l) => !CONTACT_HANDLES.has(l)), ...LABELS.city].map(labelSource).join('|')})$`,
  'i',
);
/** A place, not a street address: short, no house numbers. */
const isPlace = (value: string) => value.length <= 12 && !/\d/.test(value);
/** Six digits in a row that are not a date: an ID, a phone, a QQ number, a postcode. */
const LONG_NUMBER = /\d{6,}/;
/** A header line longer than this, or with more parts, is not a line of personal details. */
const MAX_DETAIL_LINE = 160;
const MAX_DETAIL_PARTS = 10;

/**
 * What a header line the basics stand for still says beyond them, by an allow list: labelled
 * details whose label is a personal one ("性别：女", "出生年月：1995.04", "所在地：上海市浦东新区",
 * "期望城市：深圳"), and bare ones ("女", "29岁", "党员", "本科", "10年财务工作经验"). Never contact
 * details, chat handles, ID or other long numbers, street addresses, or values the basics hold
 * (name, target role, the city itself, "工作年限：6年"). "5年经验" is kept: the basics hold only the
 * number, and an export writes what the resume said. Each part as written in the line.
 */
function personalDetailsOf(text: string, basics: TResumeBasics): string[] {
  if (text.length > MAX_DETAIL_LINE) return [];
  // "姓    名：赵敏": a label spaced out for alignment is one word, never split.
  const labels = [...text.matchAll(SPACED_LABEL)].map((m) => [m.index, m.index + m[0].length] as const);
  const inLabel = (at: number) => labels.some(([a, b]) => at > a && at < b);
  const separators = [...text.matchAll(PART_SEPARATOR)].filter((m) => !inLabel(m.index));
  if (separators.length >= MAX_DETAIL_PARTS) return [];
  // The line's parts with their places, so that what is kept is copied verbatim from the text.
  const parts: { text: string; start: number; end: number }[] = [];
  let from = 0;
  for (const sep of [...separators, { index: text.length, 0: '' }]) {
    const piece = trimIcons({ text: text.slice(from, sep.index), start: from, end: sep.index });
    if (/[\p{L}\p{N}]/u.test(piece.text)) parts.push({ text: piece.text.trim(), start: piece.start, end: piece.end });
    from = sep.index + sep[0].length;
  }
  const kept: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const first = parts[i]!;
    let part = first.text;
    // "性别<tab>女": a bare label takes the part after it as its value.
    if (LABEL_ONLY.test(part) && i + 1 < parts.length && !LABEL_ONLY.test(parts[i + 1]!.text))
      part = `${part}：${parts[++i]!.text}`;
    if (LONG_NUMBER.test(part.replace(/\s+/g, '')) || EMAIL.test(part) || WEB_ADDRESS.test(part)) continue;
    const labelled = /^([^:：]{1,16}?)\s*[:：]\s*(.*)$/.exec(part);
    let keep: boolean;
    if (labelled) {
      const label = labelled[1]!.trim();
      const value = labelled[2]!.trim();
      const isCity = CITY_LABEL.test(label);
      keep =
        value !== '' &&
        PERSONAL_LABEL.test(label) &&
        (!isCity || (isPlace(value) && value.replace(/市$/, '') !== basics.city));
    } else {
      keep =
        !known(basics, part) &&
        part.length <= 16 &&
        (PERSONAL_DETAIL.test(part) || (DEGREE_ZH.test(part) && part.length <= 6) || YEARS_ZH.test(part));
    }
    if (keep) kept.push(text.slice(first.start, parts[i]!.end).trim());
  }
  return kept;
}

const known = (basics: TResumeBasics, part: string) =>
  [basics.name, basics.target_role, basics.city].some((v) => !!v && (v === part || v === part.replace(/市$/, '')));

import type { TRequirementMatch } from '@offerpilot/shared';
import { extractSkills, isNamedTerm, isPlaceName } from '../../../text/index.ts';
import { either, keywordGroups, majorListSpan, skillGroups } from './alternatives.ts';
import type { TJobContext } from './context.ts';
import { excusedByChoice, excusedByExamples } from './examples.ts';
import { findKeyword, findSkill } from './find.ts';
import { joinNames } from './helpers.ts';
import { missingKind } from './qualifiers.ts';
import { readRequirement } from './requirements.ts';
import { skillName, type TSource } from './sources.ts';
import {
  fieldWording,
  Tally,
  tallyDegree,
  tallyExamples,
  tallyKeywords,
  tallyMajors,
  tallySkills,
  tallyWording,
  tallyYears,
} from './tally.ts';

/**
 * Whether what the item lacks can be said missing: not when, leaving out the everyday words the
 * resume does not use (they may be said in other words), what remains is covered for a fifth, nor
 * when what remains is the item's wording alone.
 */
function claimable(t: Tally): boolean {
  const weight = t.weight - t.unsoughtWeight;
  return weight - t.wordingWeight > 0 && t.credit / weight < 0.2;
}

/**
 * What to do about what the item lacks: a named skill or tool is said to be missing; the advert's
 * other words only not to be there as written (the resume may say them otherwise; the keywords'
 * rule, docs/decisions.md 2026-12-07 night).
 */
function absentAdvice(absent: readonly string[], named: readonly string[]): string {
  const wording = absent.filter((n) => !named.includes(n));
  const tail = '没做过就别写，面试前可以准备怎么补上。';
  if (!wording.length) return `简历里找不到 ${joinNames(named)}：如果你做过，写进对应的经历；${tail}`;
  const said = `没有「${wording.join('」「')}」这样的说法`;
  return named.length
    ? `简历里找不到 ${joinNames(named)}，也${said}：做过的，用岗位的说法写进对应的经历；${tail}`
    : `简历里${said}：如果你做过，用岗位的说法写进对应的经历；${tail}`;
}

/** The most an item is covered when the resume shows what it asks but not of the kind asked (met needs 0.75). */
const KIND_CAP = 0.6;

/** What the explanation says of the everyday words and places it does not call missing. */
function unsoughtNote(groups: readonly string[][]): string {
  const words = groups.flat();
  const what = words.every(isPlaceName) ? '是地名' : words.some(isPlaceName) ? '是常用词或地名' : '是常用词';
  return `「${groups.map(either).join('」「')}」${what}，简历可能换了说法，没有原词不计为缺失`;
}

/** A level written before a certificate or title: 一级, 二级, 初级, 中级, 高级. */
const LEVEL_BEFORE = /([一二三四五初中高])级\s*$/;
/** A level inside the name as written: 一级建造师, 二建, 二级造价师. */
const LEVEL_IN = /^([一二三四五初中高])(?:级|建|造)/;
/** A line that says a certificate is held (not a post, not someone else's, not an exam ahead). */
const HOLDS = /持有|考取|取得|获得|通过|注册|证书|资格/;
const NOT_YET = /备考|在考|考试中|准备|计划/;

/** The level a mention of a certificate gives, written before it or in it; null when none. */
function levelOf(text: string, m: { start: number; end: number; matched: string }): string | null {
  return LEVEL_IN.exec(m.matched)?.[1] ?? LEVEL_BEFORE.exec(text.slice(Math.max(0, m.start - 4), m.start))?.[1] ?? null;
}

/**
 * Where the item asks a certificate at a level ("持有一级造价工程师证书", not "…及以上") and every
 * level the resume holds it at is another (二级造价工程师): the note saying so, else null. Mentions
 * without a level (a job title 造价工程师) and exams ahead (备考中) hold none.
 */
function levelMismatch(
  ctx: TJobContext,
  clean: string,
  mentions: readonly { id: string; start: number; end: number; matched: string }[],
): string | null {
  for (const m of mentions) {
    const asked = levelOf(clean, m);
    if (!asked || /^\s*(?:证书|资格|职称)?\s*(?:及|或)?以上/.test(clean.slice(m.end, m.end + 8))) continue;
    const held = ctx.sources
      .filter((src) => src.section === 'certificates' || src.section === 'skills' || HOLDS.test(src.text))
      .flatMap((src) =>
        extractSkills(src.text)
          .filter((x) => x.id === m.id && !NOT_YET.test(src.text.slice(x.end, x.end + 8)))
          .map((x) => levelOf(src.text, x)),
      )
      .filter((level): level is string => level !== null);
    if (held.length && !held.includes(asked))
      return `要求${asked}级${skillName(m.id)}，简历中是${[...new Set(held)].map((l) => `${l}级`).join('、')}`;
  }
  return null;
}

/** One requirement item judged against the resume: its tallies, status, explanation and advice. */

export interface TRequirementEval {
  match: TRequirementMatch;
  judged: boolean;
  /** The item asks for a degree only: shown, but scored by the education component alone. */
  degreeOnly: boolean;
  /** About attitude or willingness ("愿意出差"): its words are no job keywords. */
  attitude: boolean;
  kind: 'required' | 'preferred';
  years: number | null;
  degree: number | null;
  skills: string[];
  statedOnly: { id: string; source: TSource }[];
  /** The resume shows something of the item beyond its wording. */
  foundElse: boolean;
  /** What the item lacks includes a named skill or term (else only wording the resume may say otherwise). */
  lacksNamed: boolean;
}

export function evaluateRequirement(
  ctx: TJobContext,
  requirement: string,
  resumeYrs: number | null,
  degree: { level: number; text: string } | null,
): TRequirementEval {
  const { kind, clean, mentions, skillIds, keywords, years, degreeReq, degreeOnly, attitude, traits } =
    readRequirement(requirement);
  const t = new Tally();
  // The majors listed before 专业 are one choice; everything else is asked as it stands.
  const majors = majorListSpan(clean);
  const inMajors = (start: number) => majors !== null && start >= majors.start && start < majors.end;
  const majorSkills = [...new Set(mentions.filter((m) => inMajors(m.start)).map((m) => m.id))];
  const majorKeywords = keywords.filter((k) => inMajors(clean.indexOf(k)));
  const choice = majorSkills.length + majorKeywords.length > 1;
  // One example of a list shown meets the list and its kind ("用友/金蝶等财务软件").
  const { excused: asExample, shown: examplesShown } = excusedByExamples(ctx, clean, mentions);
  // One option of a choice shown ("游戏或直播", "家电、建材或水处理") leaves the others unasked.
  const asOption = excusedByChoice(ctx, clean, mentions, keywords);
  const excused = (start: number) => asExample(start) || asOption(start);
  // A major also asked on its own elsewhere in the item stays asked there.
  // A trait (责任心, 学习能力, 团队合作) is credited where the resume shows it, by name or in other
  // words; where it does not, nothing says it is missing: no reading of the words could tell.
  const asked = (choice ? mentions.filter((m) => !inMajors(m.start)) : mentions).filter(
    (m) => !excused(m.start) && !(m.category === 'soft-skill' && findSkill(ctx, m.id).presence === 'absent'),
  );
  // An item of traits alone: its other words (周到, 保密, 紧密配合) are credited where the resume has
  // them, never missing.
  const askedKeywords = (
    choice ? keywords.filter((k) => !majorKeywords.includes(k) || clean.indexOf(k, majors!.end) >= 0) : keywords
  ).filter((k) => !excused(clean.indexOf(k)) && !(traits && findKeyword(ctx, k).presence === 'absent'));
  tallySkills(ctx, skillGroups(clean, asked), t);
  tallyExamples(examplesShown, t);
  tallyKeywords(ctx, keywordGroups(clean, askedKeywords), t);
  if (choice) {
    // In the order the advert lists them.
    const at = (id: string) => mentions.find((m) => m.id === id)!.start;
    tallyMajors(
      ctx,
      [
        ...majorSkills.map((skill) => ({ skill, start: at(skill) })),
        ...majorKeywords.map((keyword) => ({ keyword, start: clean.indexOf(keyword) })),
      ].sort((a, b) => a.start - b.start),
      t,
    );
  }
  // The field the years are asked in: the item's skills and keywords ("3年以上 Java 开发经验"), else
  // its own words once the years and any degree clause are left out ("as a personal trainer").
  const field = t.weight > 0 ? t.credit / t.weight : fieldWording(ctx, clean);
  if (degreeReq !== null) tallyDegree(ctx, degreeReq, degree, t);
  // An item that names nothing the engine can look for — no skill, no keyword, no example, no years
  // or degree ("有设计降本经验", "有家校沟通经验") — is read by its words alone; words it does not find
  // are no evidence that the resume lacks it.
  const wordingOnly = t.weight === 0 && years === null && degreeReq === null;
  // The words of "Bachelor's degree" say nothing the degree check has not said; those of an item of
  // traits are traits.
  if (!degreeOnly && !traits) tallyWording(ctx, clean, t);
  if (years !== null) tallyYears(years, resumeYrs, field, t);

  // Everyday words and places go unsaid only beside something else of the item the resume shows
  // (国家、地方 beside 社保); an item of which nothing is shown ("有汽车、船舶或航空行业背景") says them.
  const foundElse = t.credit - t.wordingCredit > 0;
  if (t.unsought.length && !foundElse) {
    t.absent.push(...t.unsought.map(either));
    t.unsought.length = 0;
    t.unsoughtWeight = 0;
  }
  // A certificate asked at one level ("一级造价工程师") is not met by another the resume holds (二级).
  const otherLevel = levelMismatch(ctx, clean, mentions);
  if (otherLevel) t.notes.push(otherLevel);
  // 「进口单证」 shown only as 出口: the kind the advert asks is the point of the item.
  const kindMissing = missingKind(ctx, clean, [
    ...asked
      .filter((m) => findSkill(ctx, m.id).presence !== 'absent')
      .map((m) => ({ start: m.start, end: m.end, text: clean.slice(m.start, m.end) })),
    ...askedKeywords
      .filter((k) => findKeyword(ctx, k).presence !== 'absent')
      .map((k) => ({ start: clean.indexOf(k), end: clean.indexOf(k) + k.length, text: k })),
  ]);
  if (kindMissing)
    t.notes.push(
      `岗位要的是「${kindMissing.kind}${kindMissing.head}」，简历写的是「${kindMissing.other}」方向，没有「${kindMissing.kind}」，最多算部分满足`,
    );
  // What the item lacks that a resume having it would name (said missing); the rest is wording.
  const namedAbsent = t.absent.filter((n) => isNamedTerm(n, clean));
  const judged = t.weight > 0;
  const cap = otherLevel ? 0.5 : kindMissing ? KIND_CAP : 1;
  const coverage = judged ? Math.min(cap, Math.round((t.credit / t.weight) * 100) / 100) : 0.5;
  const status: TRequirementMatch['status'] = !judged
    ? 'partial'
    : coverage >= 0.75
      ? 'met'
      : coverage >= 0.2 || wordingOnly || !claimable(t)
        ? 'partial'
        : 'missing';
  if (wordingOnly && judged && coverage < 0.2)
    t.notes.push('这条要求没有可以在简历里查找的技能或关键词，只按用词估计，不据此判定缺失');
  const parts: string[] = [];
  if (t.shown.length) parts.push(`在经历中有体现：${joinNames(t.shown)}`);
  if (t.mentioned.length) parts.push(`只在技能栏或自我评价中提到：${joinNames(t.mentioned)}`);
  if (t.related.length) parts.push(`有相关技能：${joinNames(t.related)}`);
  if (t.absent.length) parts.push(`未找到：${joinNames(t.absent)}`);
  // The kind missing is said in its note, not excused as an everyday word beside it.
  const unsought = t.unsought.filter((group) => !kindMissing || !group.includes(kindMissing.kind));
  if (unsought.length) parts.push(unsoughtNote(unsought));
  parts.push(...t.notes);
  const explanation = judged
    ? `${parts.join('；')}。覆盖度 ${Math.round(coverage * 100)}%（经历中体现计满分，只在技能栏或自我评价中提到计一半；证据取自简历全文）。`
    : years !== null
      ? kind === 'required'
        ? `这条要求的 ${years} 年经验由「工作年限」一项评估（简历中没有可计算的工作年限），不在这里重复计分。`
        : `这条加分项要求 ${years} 年经验，简历中没有可计算的工作年限，无法核对，不计入匹配度。`
      : '这是一条无法从简历文字自动核对的要求（如性格、意愿类），不计入匹配度，建议在面试或自我评价中用具体事例说明。';
  const advice = !judged
    ? undefined
    : status === 'met'
      ? undefined
      : t.mentioned.length && !t.absent.length
        ? `${joinNames(t.mentioned)} 只列在技能栏或自我评价里：在用过的那段经历中写一句怎么用的、结果如何。`
        : t.absent.length
          ? absentAdvice(t.absent, namedAbsent)
          : '这条要求只体现了一部分：在相关经历中把做法和结果写具体。';
  return {
    match: {
      requirement,
      kind,
      skills: skillIds.map(skillName),
      status,
      coverage,
      evidence: t.evidence,
      explanation,
      ...(advice ? { advice } : {}),
    },
    judged,
    degreeOnly,
    attitude,
    kind,
    years,
    degree: degreeReq,
    skills: skillIds,
    statedOnly: t.statedOnly,
    foundElse,
    lacksNamed: namedAbsent.length > 0,
  };
}

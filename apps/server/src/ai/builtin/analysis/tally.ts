import type { TRequirementMatch, TResumeSection } from '@offerpilot/shared';
import { getSkill, isEverydayOrPlace } from '../../../text/index.ts';
import { BACKGROUND_DF } from '../background-df.data.ts';
import { idfOf, queryTokens, termCoverage } from '../relevance.ts';
import { either, wordingVariants } from './alternatives.ts';
import type { TJobContext } from './context.ts';
import { findKeyword, findRelated, findSkill, isFamily, type TFound, writtenThrough } from './find.ts';
import { ATTITUDE, DEGREE_NAMES, requiredDegree } from './requirements.ts';
import { isSoftSkill, skillName, type TSource } from './sources.ts';

/** Tallies: what each part of a requirement item (skills, keywords, years, degree, wording) adds up to. */

/** What one requirement item adds up to while its parts are checked. */
export class Tally {
  weight = 0;
  credit = 0;
  readonly evidence: TRequirementMatch['evidence'] = [];
  readonly shown: string[] = [];
  readonly mentioned: string[] = [];
  readonly related: string[] = [];
  readonly absent: string[] = [];
  /** Everyday words and places not found (each a group of alternatives): no evidence either way. */
  readonly unsought: string[][] = [];
  unsoughtWeight = 0;
  /** The weight and credit of the item's wording read as a whole (no claim rests on it alone). */
  wordingWeight = 0;
  wordingCredit = 0;
  readonly notes: string[] = [];
  readonly statedOnly: { id: string; source: TSource }[] = [];
  /** Skills already named in shown / mentioned (by id: "Redis" once, however the resume spells it). */
  readonly named = new Set<string>();

  add(weight: number, share: number) {
    this.weight += weight;
    this.credit += weight * share;
  }

  cite(src: { section: TResumeSection; text: string } | null) {
    if (!src || this.evidence.length >= 5) return;
    if (!this.evidence.some((e) => e.section === src.section && e.excerpt === src.text))
      this.evidence.push({ section: src.section, excerpt: src.text });
  }
}

/** Skills: shown 1, only listed 0.5, a related skill 0.3 (0.15 listed); soft skills weigh half. */
export function tallySkills(ctx: TJobContext, groups: string[][], t: Tally) {
  for (const group of groups) {
    if (group.length === 1) tallySkill(ctx, group[0]!, t);
    else tallyAlternatives(ctx, group, t);
  }
}

function tallySkill(ctx: TJobContext, id: string, t: Tally) {
  const soft = isSoftSkill(id);
  const w = soft ? 0.5 : 1;
  const f = findSkill(ctx, id);
  const name = skillName(id);
  // A family only listed ("SQL" in the skills line) is shown by a member an entry shows (Hive 取数).
  const member = f.presence === 'stated' && !soft ? writtenThrough(ctx, id) : null;
  if (member) {
    familyMember(member, name, w, t);
    return;
  }
  if (f.presence === 'demonstrated' || (soft && f.presence === 'stated')) {
    t.add(w, 1);
    if (!t.named.has(id)) t.shown.push(name);
    t.named.add(id);
    t.cite(f.source);
  } else if (f.presence === 'stated') {
    t.add(w, 0.5);
    if (!t.named.has(id)) t.mentioned.push(name);
    t.named.add(id);
    t.statedOnly.push({ id, source: f.source! });
    t.cite(f.source);
  } else {
    const rel = findRelated(ctx, id);
    // A family the item names ("Redis、MQ 等中间件", "SQL") is met by a member the resume has
    // (Kafka, MySQL), counted as that member is, as in the job keywords.
    if (rel && isFamily(id)) {
      familyMember(rel, name, w, t);
      return;
    }
    t.add(w, rel ? (rel.found.presence === 'demonstrated' ? 0.3 : 0.15) : 0);
    if (rel) {
      t.related.push(`${rel.via}（与 ${name} 相关）`);
      t.cite(rel.found.source);
    } else t.absent.push(name);
  }
}

/** A family met by a member the resume has, counted as that member is. */
function familyMember(rel: { found: TFound; id: string }, family: string, w: number, t: Tally) {
  const shown = rel.found.presence === 'demonstrated';
  t.add(w, shown ? 1 : 0.5);
  // Named once: "MySQL" already listed for the item, or "Kafka（属于 消息队列）" for an earlier family.
  if (!t.named.has(rel.id)) (shown ? t.shown : t.mentioned).push(`${skillName(rel.id)}（属于 ${family}）`);
  t.named.add(rel.id);
  t.cite(rel.found.source);
}

/** "Photoshop, Illustrator or Figma": one of them meets the item; the best one counts, once. */
function tallyAlternatives(ctx: TJobContext, group: string[], t: Tally) {
  addBestOption(
    group.map((id) => {
      const one = new Tally();
      tallySkill(ctx, id, one);
      return { one, name: skillName(id) };
    }),
    t,
  );
}

/**
 * "计算机、软件工程等相关专业": the majors an item lists (skills or keywords, "、" or "/" between
 * them) are a choice, of which one meets the item's field.
 */
export function tallyMajors(ctx: TJobContext, majors: readonly { skill?: string; keyword?: string }[], t: Tally) {
  addBestOption(
    majors.map(({ skill, keyword }) => {
      const one = new Tally();
      if (skill) tallySkill(ctx, skill, one);
      // A major is stated as such in the education entry: its name is looked for as written.
      else tallyKeywords(ctx, [[keyword!]], one, false);
      return { one, name: skill ? skillName(skill) : keyword! };
    }),
    t,
  );
}

/** Of options tallied one by one, the best counts, once; none found names the whole choice. */
function addBestOption(options: readonly { one: Tally; name: string }[], t: Tally) {
  const share = (x: Tally) => x.credit / x.weight;
  const best = options.reduce((a, b) => (share(b.one) > share(a.one) ? b : a)).one;
  if (best.credit === 0) {
    t.add(Math.max(...options.map((o) => o.one.weight)), 0);
    t.absent.push(either(options.map((o) => o.name)));
    return;
  }
  t.add(best.weight, share(best));
  t.shown.push(...best.shown);
  t.mentioned.push(...best.mentioned);
  t.related.push(...best.related);
  t.statedOnly.push(...best.statedOnly);
  for (const e of best.evidence) t.cite({ section: e.section, text: e.excerpt });
}

/** Other keywords weigh 0.5: shown 1, only listed 0.5; of alternatives ("B.Tech/MCA") the best. */
export function tallyKeywords(ctx: TJobContext, groups: string[][], t: Tally, everyday = true) {
  const credit = (f: TFound) => (f.presence === 'demonstrated' ? 1 : f.presence === 'stated' ? 0.5 : 0);
  for (const group of groups) {
    const found = group.map((k) => ({ k, f: findKeyword(ctx, k) }));
    const best = found.reduce((a, b) => (credit(b.f) > credit(a.f) ? b : a));
    t.add(0.5, credit(best.f));
    // Words of general Chinese (规模, 速度, 政策): where the resume does not use them it may say the
    // same in other words, so they weigh as asked but are not said missing.
    if (everyday && best.f.presence === 'absent' && group.every(isEverydayOrPlace)) {
      t.unsought.push(group);
      t.unsoughtWeight += 0.5;
      continue;
    }
    if (best.f.presence === 'absent') t.absent.push(either(group));
    else {
      (best.f.presence === 'demonstrated' ? t.shown : t.mentioned).push(best.k);
      t.cite(best.f.source);
    }
  }
}

/** A list of examples met by one of them ("用友/金蝶等财务软件" by 金蝶): one group, credited as that example. */
export function tallyExamples(shown: readonly { name: string; found: TFound }[], t: Tally) {
  for (const { name, found } of shown) {
    t.add(1, found.presence === 'demonstrated' ? 1 : 0.5);
    (found.presence === 'demonstrated' ? t.shown : t.mentioned).push(name);
    t.cite(found.source);
  }
}

/**
 * Years asked "in X" (the item's skills and keywords, `field`) count only as far as X shows: 11
 * years of hotel work are not 11 years of personal training. Years asked alone count in full.
 */
export function tallyYears(years: number, resumeYrs: number | null, field: number | null, t: Tally) {
  // Unknown years are judged once, by the experience component, not again in every item.
  if (resumeYrs === null) {
    t.notes.push(`要求 ${years} 年以上经验，简历中没有可计算的工作年限（由「工作年限」一项评估）`);
    return;
  }
  const met = resumeYrs >= years ? 1 : resumeYrs >= years * 0.6 ? 0.5 : 0;
  const inField = field ?? 1;
  t.add(1, met * inField);
  const verdict =
    met === 1 ? `满足 ${years} 年的要求` : met ? `接近但未达到 ${years} 年的要求` : `低于 ${years} 年的要求`;
  const scaled =
    met && inField < 1 ? `，但这条要求所说领域的经历只体现了 ${Math.round(inField * 100)}%，年限按这个比例计` : '';
  t.notes.push(`工作年限约 ${resumeYrs} 年，${verdict}${scaled}`);
}

export function tallyDegree(ctx: TJobContext, need: number, degree: { level: number; text: string } | null, t: Tally) {
  const name = DEGREE_NAMES[need]!;
  if (!degree) {
    t.add(1, 0);
    t.notes.push(`要求${name}及以上学历，简历中没有识别到学历`);
    return;
  }
  t.add(1, degree.level >= need ? 1 : degree.level === need - 1 ? 0.3 : 0);
  t.notes.push(`学历${DEGREE_NAMES[degree.level]}，${degree.level >= need ? '满足' : '低于'}${name}要求`);
  const src = ctx.sources.find((s) => s.section === 'education' && s.text === degree.text);
  t.cite({ section: 'education', text: src?.text ?? degree.text });
}

/** Years-of-experience boilerplate: "3年以上工作经验", "5+ years of experience as/in". */
const YEARS_WORDS =
  /\d+(?:\.\d+)?\s*(?:\+|-\s*\d+)?\s*(?:年以上|年及以上|年|\+?\s*years?)(?:\s*(?:of\s+)?(?:relevant\s+|work\s+|working\s+)?experience)?(?:\s+(?:as|in|with)\s+(?:an?\s+)?)?|(?:工作|相关|开发)?经验|以上/gi;

/** The share of a years item's own field words in the resume, or null when it names no field. */
export function fieldWording(ctx: TJobContext, item: string): number | null {
  const rest = item
    .split(/[，,;；。]/)
    .filter((clause) => requiredDegree(clause) === null)
    .join(' ')
    .replace(YEARS_WORDS, ' ');
  const wording = termCoverage(ctx.terms, rest);
  return wording.terms >= 2 ? Math.min(1, wording.share / WORDING_FULL) : null;
}

/** The item's wording found at this IDF-weighted share counts in full. */
const WORDING_FULL = 0.6;

/**
 * The item's own words (IDF-weighted, anywhere in the resume) weigh 0.5: credit = min(1, share /
 * 60 %). The evidence is the resume line holding most of that weight. An item with nothing else
 * to check is judged on its wording alone, unless it is about attitude or willingness.
 */
export function tallyWording(ctx: TJobContext, item: string, t: Tally) {
  // An item offering alternatives ("a certification in fitness training, nutrition or yoga") is
  // read once per alternative, and the best reading counts.
  // A reading of one word alone ("in installation") proves too little to count; the whole item does.
  const readings = wordingVariants(item).map((variant) => termCoverage(ctx.terms, variant));
  const wording = (
    readings.some((c) => c.terms >= 2) ? readings.filter((c) => c.terms >= 2) : [termCoverage(ctx.terms, item)]
  ).reduce((best, c) => (c.share > best.share ? c : best));
  if (wording.terms < 2 || (t.weight === 0 && ATTITUDE.test(item))) return;
  const credit = Math.min(1, wording.share / WORDING_FULL);
  t.add(0.5, credit);
  t.wordingWeight += 0.5;
  t.wordingCredit += 0.5 * credit;
  t.notes.push(`岗位这条要求的用词（按稀有程度加权）在简历中出现 ${Math.round(wording.share * 100)}%`);
  if (credit > 0) t.cite(bestLine(ctx, item));
}

/** The source holding the most IDF weight of a requirement's words (the first on a tie). */
function bestLine(ctx: TJobContext, item: string): TSource | null {
  const terms = [...new Set(queryTokens(item))].map((t) => ({ t, w: idfOf(BACKGROUND_DF, t) }));
  let best: { src: TSource; weight: number } | null = null;
  for (const src of ctx.sources) {
    let weight = 0;
    for (const { t, w } of terms) if (holdsTerm(src, t)) weight += w;
    if (weight > 0 && (!best || weight > best.weight)) best = { src, weight };
  }
  return best?.src ?? null;
}

/** Whether a source holds a relevance token: a skill (or one implying it), else the word as written. */
function holdsTerm(src: TSource, token: string): boolean {
  if (!token.startsWith('§')) return src.lower.includes(token);
  const id = token.slice(1);
  if (src.skills.has(id)) return true;
  for (const other of src.skills.keys()) if (getSkill(other)?.related?.includes(id)) return true;
  return false;
}

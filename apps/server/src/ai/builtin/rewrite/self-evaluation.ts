import { gap, type TModification, type TResumeJson, type TResumeWork } from '@offerpilot/shared';
import { factViolations, reliableSkillMentions, type TFactSource } from '../../fact-check.ts';
import {
  isContactLine,
  isRealEmployer,
  isRealTitle,
  resumeLanguage,
  resumeSample,
  withoutContactDetails,
} from '../facts.ts';
import { documentYears, isSchoolOrInternship, statedYears } from '../years.ts';
import { extractSkills, getSkill, isQuantified } from '../../../text/index.ts';
import { CJK, isZh, uniq, squashText } from './text.ts';
import { listBullets, splitBullet } from './bullets.ts';
import { rewordText, zhLength, enWords } from './wording.ts';
import { hasGap } from './gaps.ts';
import { type TPositionPlan, requirementFor } from './position.ts';
import { type TPlannedChange } from './bullet-changes.ts';

/** The composed self-evaluation: only facts the resume text states (years from years.ts). */

// ── Self-evaluation ──────────────────────────────────────────────────────────────────────────

export const CLICHE =
  /性格开朗|吃苦耐劳|抗压能力强|学习能力强|认真负责|团队合作|有责任心|踏实肯干|积极主动|善于沟通|乐观|hard[- ]working|team player|quick learner|self[- ]motivated|passionate/i;

export function isWeakSelfEvaluation(text: string | null): boolean {
  // Contact details the parser left here say nothing about the person.
  const s = withoutContactDetails(text ?? '');
  if (!s) return true;
  const zh = isZh(s);
  if (zh ? zhLength(s) < 30 : enWords(s) < 15) return true;
  const hard = extractSkills(s).filter((m) => getSkill(m.id)?.category !== 'soft-skill');
  return !isQuantified(s) && hard.length === 0 && CLICHE.test(s);
}

/** Skills the resume shows, most used in experience first (the job's first for a position). */
export function topSkills(
  json: TResumeJson,
  plan: TPositionPlan | null,
  limit: number,
): { skills: string[]; forJob: boolean } {
  const experience = listBullets(json)
    .filter((b) => b.section === 'work' || b.section === 'projects')
    .map((b) => b.text)
    .join('\n');
  const counts = new Map<string, { form: string; count: number; order: number; shown: boolean; listed: boolean }>();
  let order = 0;
  const add = (text: string, shown: boolean) => {
    for (const m of reliableSkillMentions(text)) {
      if (getSkill(m.id)?.category === 'soft-skill') continue;
      const c = counts.get(m.id);
      if (c) {
        c.count += shown ? 1 : 0;
        c.shown ||= shown;
        c.listed ||= !shown;
      } else counts.set(m.id, { form: m.matched.trim(), count: shown ? 1 : 0, order: order++, shown, listed: !shown });
    }
  };
  // The skills list first: it is the user's own word on what they master.
  for (const s of json.skills) add(s, false);
  add(experience, true);
  const weight = (c: { shown: boolean; listed: boolean }) => (c.listed && c.shown ? 0 : c.listed ? 1 : 2);
  const matched = plan?.matchedIds ?? [];
  const rank = (id: string) => {
    const i = matched.indexOf(id);
    return i < 0 ? 1e9 : i;
  };
  const sorted = [...counts.entries()].sort(
    ([a, x], [b, y]) => rank(a) - rank(b) || weight(x) - weight(y) || y.count - x.count || x.order - y.order,
  );
  // For a position: only the skills it asks for (a line of unrelated keywords is a dump, not a
  // summary); else the few the resume shows most, listed or used in its experience.
  const forJob = sorted.filter(([id]) => rank(id) < 1e9);
  const chosen = forJob.length ? forJob.slice(0, limit) : sorted.filter(([, c]) => c.shown).slice(0, 3);
  // As the resume writes them: a summary that says "JavaScript" for "js" states a word it never wrote.
  return { skills: chosen.map(([, c]) => c.form), forJob: forJob.length > 0 };
}

/** The best short quantified bullet, as a highlight (verbatim, without its label, never contact details). */
export function bestAchievement(json: TResumeJson, zh: boolean): string | null {
  const candidates = listBullets(json)
    .filter((b) => b.section === 'work' || b.section === 'projects')
    .map((b) => splitBullet(b.text))
    .filter((b) => b.kind === 'action' && isQuantified(b.body) && !hasGap(b.body) && isZh(b.body) === zh)
    .filter((b) => !isContactLine(b.body))
    .map((b) => b.body.trim().replace(/[。.；;]+$/, ''))
    .filter((b) => (zh ? zhLength(b) <= 45 : enWords(b) <= 22));
  return candidates[0] ?? null;
}

/** The facts a composed self-evaluation may state, each checked for what it really is. */
export interface TSelfFacts {
  zh: boolean;
  years: number | null;
  /** The current (else most recent) job's title and employer, only when they really are one. */
  title: string | null;
  employer: string | null;
  current: boolean;
  employers: string[];
  school: string | null;
  skills: string[];
  /** The skills are the position's (else the resume's own main ones). */
  skillsForJob: boolean;
  highlight: string | null;
  target: string | null;
}

/** A period's end (else start) as a month number, for ordering; -Infinity when undated. */
export function periodMonth(w: TResumeWork): number {
  const m = /((?:19|20)\d{2})\D{0,3}(\d{1,2})?/.exec(w.period?.end ?? w.period?.start ?? '');
  return m ? Number(m[1]) * 12 + Number(m[2] ?? 12) : -Infinity;
}

/**
 * The job a summary names (现任 / 曾任): the current one, else the most recent by its dates — among
 * real jobs when there are any (a student job or an internship listed first is not who you are).
 */
export function identityJob(work: readonly TResumeWork[]): TResumeWork | undefined {
  const jobs = work.filter((w) => !isSchoolOrInternship(w));
  const pool = jobs.length > 0 ? jobs : work;
  const current = pool.find((w) => w.period?.current);
  if (current) return current;
  return pool.reduce<TResumeWork | undefined>(
    (best, w) => (best === undefined || periodMonth(w) > periodMonth(best) ? w : best),
    undefined,
  );
}

export function selfFacts(
  source: TFactSource,
  plan: TPositionPlan | null,
  options: { level: number; withYears: boolean; keepsYears?: boolean },
): TSelfFacts {
  const json = source.json;
  // The resume's own language (an empty resume has none: Chinese, like the product).
  const zh = resumeLanguage(source.text.trim() ? source.text : resumeSample(json)) === 'zh';
  // Years only as the resume states them or its dated jobs add up to them, never counted to today;
  // and not when the kept self-evaluation already says them (no "3 年" twice).
  const known = options.withYears && !options.keepsYears ? documentYears(source) : null;
  const years = known ? (known.source === 'stated' ? known.years : Math.floor(known.years)) : null;
  const job = identityJob(json.work);
  // A name the parser read counts only as the text writes it (the fact check reads the text).
  const flat = squashText(source.text.trim() ? source.text : resumeSample(json));
  const written = (v: string | null | undefined): v is string => Boolean(v?.trim() && flat.includes(squashText(v)));
  const title = isRealTitle(job?.title, json) && written(job.title) ? job.title.trim() : null;
  const employer = title && isRealEmployer(job?.company, json) && written(job.company) ? job.company.trim() : null;
  const edu = json.education[0];
  const target = options.level === 0 && plan ? plan.position.name.trim() : null;
  return {
    zh,
    years: years !== null && years >= 1 ? years : null,
    title,
    employer,
    current: job?.period?.current ?? false,
    employers: uniq(
      json.work.map((w) => w.company?.trim()).filter((c): c is string => isRealEmployer(c, json) && written(c)),
    ),
    school: written(edu?.school) ? edu.school.trim() : null,
    ...(() => {
      const top = topSkills(json, plan, 4);
      return { skills: top.skills, skillsForJob: top.forJob };
    })(),
    highlight: options.level <= 1 ? bestAchievement(json, zh) : null,
    // "Applying for Java 后端开发工程师" would put Chinese into an English resume.
    target: target && (zh || !CJK.test(target)) ? target : null,
  };
}

export function composeZh(f: TSelfFacts, json: TResumeJson, applying: boolean): string {
  const parts: string[] = [];
  let identity = '';
  if (f.years !== null) identity = `${f.years}年工作经验`;
  if (f.title) identity += `${identity ? '，' : ''}${f.current ? '现任' : '曾任'}${f.employer ?? ''}${f.title}`;
  const edu = json.education[0];
  if (!identity && f.school) identity = `${f.school}${edu?.major ? `${edu.major}专业` : ''}${edu?.degree ?? ''}`;
  if (identity) parts.push(identity);
  if (f.employers.length >= 2) parts.push(`先后任职于${f.employers.slice(0, 3).join('、')}`);
  if (f.skills.length)
    parts.push(`${applying && f.skillsForJob ? '与岗位相关的技能' : '主要技能'}：${f.skills.join('、')}`);
  if (f.highlight) parts.push(`代表成果：${f.highlight}`);
  if (parts.length < 2) parts.push(gap('一两句话概括你最突出的能力或成果'));
  const body = parts.join('；');
  return f.target ? `应聘${f.target}：${body}。` : `${body}。`;
}

export function composeEn(f: TSelfFacts, json: TResumeJson): string {
  const parts: string[] = [];
  let identity = '';
  if (f.years !== null) identity = `${f.years} ${f.years === 1 ? 'year' : 'years'} of experience`;
  if (f.title)
    identity += `${identity ? ', ' : ''}${f.current ? 'currently' : 'most recently'} ${f.title}${f.employer ? ` at ${f.employer}` : ''}`;
  const edu = json.education[0];
  if (!identity && f.school) identity = `${edu?.degree ? `${edu.degree}, ` : ''}${f.school}`;
  if (identity) parts.push(`${identity[0]!.toUpperCase()}${identity.slice(1)}.`);
  if (f.skills.length) parts.push(`Key skills: ${f.skills.join(', ')}.`);
  if (f.highlight) parts.push(`Highlight: ${f.highlight}.`);
  if (parts.length < 2) parts.push(gap('one or two sentences on your strongest skill or result'));
  const body = parts.join(' ');
  return f.target ? `Applying for ${f.target}. ${body}` : body;
}

export function composeSelfEvaluation(
  source: TFactSource,
  plan: TPositionPlan | null,
  options: { level: number; withYears: boolean; keepsYears?: boolean },
): string {
  const f = selfFacts(source, plan, options);
  return f.zh ? composeZh(f, source.json, plan !== null) : composeEn(f, source.json);
}

export function selfEvaluationReasons(
  existing: string | null,
  kept: boolean,
  weak: boolean,
  plan: TPositionPlan | null,
  composed: string,
) {
  const reasons: string[] = [];
  if (!existing)
    reasons.push(
      '简历没有自我评价：只用简历里已有的事实（年限、职位、任职公司、经历中用到的技能、最有代表性的成果）写了一段概括',
    );
  else if (!kept) reasons.push('原自我评价只有联系方式等信息：用简历里已有的事实重写（联系方式留在基本信息里）');
  else if (weak) reasons.push('原自我评价偏空泛，缺少年限、技能和成果：用简历里已有的事实补充在前面，原有内容保留');
  if (plan && composed.includes(plan.position.name.trim()))
    reasons.push(`开头点明应聘「${plan.position.name}」，并把岗位相关的技能放在前面`);
  if (hasGap(composed)) reasons.push('信息不足的地方留了【待补充】，请如实填写');
  return reasons.join('；') || '按岗位调整自我评价的重点';
}

export function planSelfEvaluation(source: TFactSource, plan: TPositionPlan | null): TPlannedChange[] {
  const json = source.json;
  const existing = json.self_evaluation?.trim() ? json.self_evaluation : null;
  const weak = isWeakSelfEvaluation(existing);
  if (!weak && !plan) {
    // Only wording (first person, filler) on a good self-evaluation.
    const w = rewordText(existing!);
    if (!w.notes.length) return [];
    return [
      {
        mod: { section: 'self_evaluation', original: existing!, optimized: w.text, reason: w.notes.join('；') },
        kinds: new Set(['wording']),
      },
    ];
  }
  // The old text stays after the composed one, without any contact details the parser put there.
  const keep = existing ? withoutContactDetails(rewordText(existing).text) : '';
  // Richest first; the years are left out when the fact check cannot verify them.
  const variants = [0, 1, 2].flatMap((level) => [
    { level, withYears: true },
    { level, withYears: false },
  ]);
  const keepsYears = statedYears(keep) !== null;
  for (const variant of variants) {
    let composed = composeSelfEvaluation(source, plan, { ...variant, keepsYears });
    if (keep) composed = `${composed}${isZh(composed) ? '' : ' '}${keep}`;
    if (factViolations(source, composed).length > 0) continue;
    const mod: TModification = {
      section: 'self_evaluation',
      original: existing ?? '',
      optimized: composed,
      reason: selfEvaluationReasons(existing, keep !== '', weak, plan, composed),
    };
    const requirement = requirementFor(plan, composed);
    if (plan && requirement) mod.requirement = requirement.requirement;
    return [{ mod, kinds: new Set(['wording']) }];
  }
  return [];
}

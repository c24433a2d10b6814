import { type TAiPosition, type TMatchComponent, type TRequirementMatch, weightPercent } from '@offerpilot/shared';
import { extractSkills } from '../../../text/index.ts';
import { textRelevance } from '../relevance.ts';
import { levelYears } from '../years.ts';
import type { TContext, TJobContext } from './context.ts';
import type { TRequirementEval } from './evaluate-requirement.ts';
import { findSkill } from './find.ts';
import { clamp, joinNames } from './helpers.ts';
import type { TJobKeywords } from './job-keywords.ts';
import { DEGREE_NAMES } from './requirements.ts';
import { skillName } from './sources.ts';

/** The match components (required, preferred, keywords, experience, education, relevance) and their weighing. */

type TComponentKey = TMatchComponent['key'];

/**
 * The requirement checklist's components in the proportions they were given before relevance's
 * weight was chosen (.30 / .05 / .10 / .10 / .05 beside relevance's .40). They share what relevance
 * leaves, in these proportions, at any relevance weight.
 */
const CHECKLIST: { key: Exclude<TComponentKey, 'relevance'>; label: string; proportion: number }[] = [
  { key: 'required', label: '必备要求', proportion: 0.3 },
  { key: 'preferred', label: '加分项', proportion: 0.05 },
  { key: 'keywords', label: '岗位关键词', proportion: 0.1 },
  { key: 'experience', label: '工作年限', proportion: 0.1 },
  { key: 'education', label: '学历', proportion: 0.05 },
];

/** The base weights of the match formula with relevance at `relevance` (0–1). */
export function componentBase(relevance: number): { key: TComponentKey; label: string; weight: number }[] {
  const total = CHECKLIST.reduce((s, c) => s + c.proportion, 0);
  return [
    ...CHECKLIST.map((c) => ({ key: c.key, label: c.label, weight: (c.proportion / total) * (1 - relevance) })),
    { key: 'relevance', label: '全文相关度', weight: relevance },
  ];
}

/**
 * Relevance's weight: the one the labelled bench's procedure chooses (bench/src/ai-engine.ts,
 * `weight_selection`; docs/decisions.md): the grid weight with the best MRR, the lower on a tie.
 */
export const RELEVANCE_WEIGHT = 0.65;
const COMPONENT_BASE = componentBase(RELEVANCE_WEIGHT);

/**
 * The match score of the judged components' scores (null = not judged: its weight goes to the others
 * in proportion); null when nothing is judged.
 */
export function weighScores(
  scores: Readonly<Record<TComponentKey, number | null>>,
  base: readonly { key: TComponentKey; weight: number }[] = COMPONENT_BASE,
): number | null {
  const available = base.filter((c) => scores[c.key] !== null);
  const total = available.reduce((s, c) => s + c.weight, 0);
  if (!available.length || total === 0) return null;
  return clamp(Math.round(available.reduce((s, c) => s + (c.weight / total) * scores[c.key]!, 0)));
}

/** Relevance score = 100 × (1 − e^(−share / 0.25)): a share of 25 % gives 63, 50 % gives 86; never a flat 100. */
const RELEVANCE_SCALE = 0.25;

/** A component before weighing: its score (null = cannot be judged), the formula, and plain advice. */
type TRaw = { score: number | null; explanation: string; advice?: string };

export interface TNeeds {
  years: number | null;
  /** Where the years come from: the advert's requirement text or its experience_level field. */
  yearsFrom: 'text' | 'level' | null;
  degree: number | null;
}

/** The years and degree the position asks: the advert text first, then `experience_level`. */
export function positionNeeds(position: TAiPosition, evals: TRequirementEval[]): TNeeds {
  const stated = evals.filter((e) => e.kind === 'required' && e.years !== null).map((e) => e.years!);
  const level = stated.length ? null : levelYears(position.experience_level);
  const degrees = evals.filter((e) => e.kind === 'required' && e.degree !== null).map((e) => e.degree!);
  return {
    years: stated.length ? Math.max(...stated) : level,
    yearsFrom: stated.length ? 'text' : level !== null ? 'level' : null,
    degree: degrees.length ? Math.max(...degrees) : null,
  };
}

const meanOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The required / preferred component: the mean coverage of the judged items of that kind. */
export function coverageComponent(evals: TRequirementEval[], kind: 'required' | 'preferred'): TRaw {
  const judged = evals.filter((e) => e.kind === kind && e.judged && !e.degreeOnly);
  // The items of this kind left out, so that the counts add up to the list the user sees.
  const degreeOnly = evals.filter((e) => e.kind === kind && e.degreeOnly).length;
  const unjudged = evals.filter((e) => e.kind === kind && !e.judged).length;
  const leftOut = [
    degreeOnly ? `${degreeOnly} 条只要求学历，由「学历」一项评估` : '',
    unjudged ? `${unjudged} 条无法从简历文字核对（性格、意愿，或算不出的年限），不计入` : '',
  ].filter(Boolean);
  if (!judged.length)
    return {
      score: null,
      explanation: leftOut.length
        ? `岗位没有可核对的${kind === 'required' ? '必备要求' : '加分项'}（${leftOut.join('；')}）`
        : kind === 'required'
          ? '岗位没有可核对的必备要求'
          : '岗位没有列出加分项',
    };
  const count = (s: TRequirementMatch['status']) => judged.filter((e) => e.match.status === s).length;
  const name = kind === 'required' ? '必备要求' : '加分项';
  const open = count('missing') + count('partial');
  return {
    advice: open
      ? `${[
          count('missing') ? `有 ${count('missing')} 条${name}在简历中没有找到依据` : '',
          count('partial')
            ? `${count('missing') ? '' : `有 `}${count('partial')} 条${count('missing') ? '' : name}只部分体现`
            : '',
        ]
          .filter(Boolean)
          .join('、')}：如果你做过，就在对应经历里写明用它做了什么、结果如何；没做过的不要写。`
      : `${name}都能在简历中找到证据，保持即可。`,
    score: Math.round(meanOf(judged.map((e) => e.match.coverage)) * 100),
    explanation: `${judged.length} 条${kind === 'required' ? '可核对的必备要求' : '加分项'}：满足 ${count('met')} 条、部分满足 ${count('partial')} 条、没有找到依据 ${count('missing')} 条；得分为各条覆盖度的平均值（证据取自简历全文）${leftOut.length ? `；另有 ${leftOut.join('、')}` : ''}`,
  };
}

/**
 * How far the resume is in the job's line of work: the share of the requirements' skills it
 * shows (listed only counts half; the title's "后端开发" is a role, not a skill to show). When
 * the advert names fewer than 3 lexicon skills (a trainer, a lawyer) that share says little: the
 * higher of it and the whole-text relevance (0–1) counts; with neither, the years count in full.
 */
function lineOfWork(ctx: TContext, keywords: TJobKeywords, textFit: number | null): number {
  const reqSkillIds = keywords.jobSkillIds.filter((id) => extractSkills(keywords.reqText).some((m) => m.id === id));
  const presence = (reqSkillIds.length ? reqSkillIds : keywords.jobSkillIds).map((id) => findSkill(ctx, id).presence);
  const share = presence.length
    ? presence.reduce((sum, p) => sum + (p === 'demonstrated' ? 1 : p === 'stated' ? 0.5 : 0), 0) / presence.length
    : null;
  if (presence.length < 3 && textFit !== null) return Math.max(share ?? 0, textFit);
  return share ?? 1;
}

export function experienceComponent(
  ctx: TContext,
  position: TAiPosition,
  needs: TNeeds,
  fit: { keywords: TJobKeywords; textFit: number | null },
): TRaw {
  const level = position.experience_level?.trim();
  if (needs.years === null) return { score: null, explanation: '岗位描述和经验要求都没有写明工作年限' };
  if (needs.years === 0) return { score: null, explanation: `岗位的经验要求为「${level}」，不考核工作年限` };
  const from = needs.yearsFrom === 'level' ? `（取自岗位的经验要求「${level}」）` : '';
  const yrs = ctx.years?.years ?? null;
  if (yrs === null)
    return {
      score: 0,
      explanation: `岗位要求 ${needs.years} 年以上经验${from}，简历中没有可计算的工作年限`,
      advice: `岗位要求 ${needs.years} 年以上经验：给每段工作经历写上起止年月，招聘方才能算出你的年限。`,
    };
  // Years count as far as they are in this line of work: a sales career does not meet
  // "3 years of Java". Relevance = 25 % + 75 % × the share of the job's skills shown.
  const relevance = 0.25 + 0.75 * lineOfWork(ctx, fit.keywords, fit.textFit);
  const pctRel = Math.round(relevance * 100);
  const how =
    ctx.years!.source === 'stated' ? '（简历自述）' : ctx.years!.source === 'summed' ? '（按工作经历累计）' : '';
  const short = yrs < needs.years;
  return {
    advice: short
      ? `岗位要求 ${needs.years} 年以上经验，你约 ${yrs} 年：把和这个岗位最相关的经历放在前面，写清用到的技术和成果，用质量弥补年限。`
      : relevance < 0.75
        ? `年限够了，但经历和这个岗位的方向不完全一致：多写和岗位要求相同的技术和工作内容。`
        : '工作年限达到岗位要求，经历也和岗位对口，保持即可。',
    score: Math.round(Math.min(1, yrs / needs.years) * relevance * 100),
    explanation: `岗位要求 ${needs.years} 年以上经验${from}，简历约 ${yrs} 年${how}；按与岗位的相关度 ${pctRel}% 折算，得分 = min(1, ${yrs} ÷ ${needs.years}) × ${pctRel}%`,
  };
}

export function educationComponent(ctx: TContext, needs: TNeeds, degree: { level: number; text: string } | null): TRaw {
  const need = needs.degree;
  if (need === null) return { score: null, explanation: '岗位没有写明学历要求' };
  if (!degree)
    return {
      advice: `岗位要求${DEGREE_NAMES[need]}及以上：在教育经历里写明学历（如「本科」），否则招聘方看不出来。`,
      score: ctx.json.education.length ? 30 : 0,
      explanation: `岗位要求${DEGREE_NAMES[need]}及以上，简历中没有识别到学历（有教育经历得 30，没有得 0）`,
    };
  return {
    advice:
      degree.level >= need
        ? '学历达到岗位要求。'
        : `学历低于岗位要求的${DEGREE_NAMES[need]}：投递前确认岗位是否接受，并用相关证书和项目成果弥补。`,
    score: degree.level >= need ? 100 : degree.level === need - 1 ? 40 : 0,
    explanation: `岗位要求${DEGREE_NAMES[need]}及以上，简历学历为${DEGREE_NAMES[degree.level]}（达到得 100，低一级得 40，更低得 0）`,
  };
}

/** Shown 1, only listed 0.5, over the job's keywords; fewer than 3 keywords are too few to judge. */
export function keywordsComponent(keywords: TJobKeywords): TRaw {
  if (keywords.total < 3)
    return {
      score: null,
      explanation: keywords.total
        ? `岗位信息中只提取到 ${keywords.total} 个关键词，太少，不单独评分`
        : '没有从岗位信息中提取到关键词',
    };
  const missingNames = joinNames(keywords.notInResume.slice(0, 4));
  const statedNames = joinNames(keywords.statedOnly.slice(0, 4));
  const fixes: string[] = [];
  if (keywords.statedOnly.length) fixes.push(`${statedNames} 只列在技能栏里：在用过它们的经历中写明怎么用的`);
  if (keywords.notInResume.length) fixes.push(`${missingNames} 简历中没有：如果你确实会，就补进经历；不会的不要写`);
  if (keywords.wordingOnly.length)
    fixes.push(`岗位用语 ${joinNames(keywords.wordingOnly.slice(0, 4))} 没有原样出现：做过的，改用岗位的说法写进经历`);
  const wording = keywords.wordingOnly.length
    ? `、${keywords.wordingOnly.length} 个岗位用语简历里没有原样出现（可能换了说法，同样不得分）`
    : '';
  return {
    advice: fixes.length ? `${fixes.join('；')}。` : '岗位关键词都在经历中有体现，保持即可。',
    score: Math.round(((keywords.matched.length + 0.5 * keywords.statedOnly.length) / keywords.total) * 100),
    explanation: `岗位的 ${keywords.total} 个关键词中 ${keywords.matched.length} 个在经历中有体现、${keywords.statedOnly.length} 个只在技能栏或自我评价中提到（计一半）、${keywords.notInResume.length} 个简历中没有${wording}`,
  };
}

/** Display form of a relevance token: skills by name, Latin words as they are, bigrams left out. */
const relevanceTerm = (token: string) =>
  token.startsWith('§') ? skillName(token.slice(1)) : /^[a-z]/.test(token) ? token : null;

export function relevanceComponent(ctx: TJobContext, position: TAiPosition): TRaw {
  const body = [position.responsibilities ?? '', ...position.requirements].join('\n');
  const rel = textRelevance(ctx.terms, { title: position.name, body });
  if (rel.bodyTerms < 3) return { score: null, explanation: '岗位没有职责或要求的文字，无法计算全文相关度' };
  const score = Math.round(100 * (1 - Math.exp(-rel.share / RELEVANCE_SCALE)));
  // Each term once: a word a matched skill's name holds ("java" beside Java, "spring" beside
  // Spring Boot) is that skill; otherwise compared without case.
  const skillWords = new Set(
    rel.matched
      .filter((t) => t.startsWith('§'))
      .flatMap((t) =>
        skillName(t.slice(1))
          .toLowerCase()
          .split(/[^a-z0-9+#]+/),
      ),
  );
  const shown: string[] = [];
  for (const token of rel.matched) {
    const name = relevanceTerm(token);
    if (!name || (!token.startsWith('§') && skillWords.has(token))) continue;
    if (!shown.some((s) => s.toLowerCase() === name.toLowerCase())) shown.push(name);
    if (shown.length === 6) break;
  }
  return {
    advice:
      score >= 80
        ? '简历的用词和岗位描述很接近，保持即可。'
        : '描述经历时多用岗位描述里的原词（职责、技术、业务名称），招聘方和筛选系统更容易看出你对口。',
    score,
    explanation:
      `简历全文对岗位描述用词的覆盖（BM25 式：每个词按它在岗位模板库中的稀有程度加权，在简历中出现越多得分越高、逐渐饱和）为 ${Math.round(rel.share * 100)}%` +
      `${shown.length ? `，例如 ${joinNames(shown)}` : ''}；得分 = 100 × (1 − e^(−覆盖率 ÷ ${RELEVANCE_SCALE}))，覆盖 25% 约 63 分、50% 约 86 分`,
  };
}

export interface TWeighed {
  match_breakdown: TMatchComponent[];
  /** null when nothing could be judged ("无法评估"). */
  score: number | null;
  formula: string;
}

/** A weight as the screens show it: 65%, 17.5%. */
const percent = (weight: number) => `${weightPercent(weight)}%`;

/** Components that cannot be judged get weight 0; their weight goes to the others in proportion. */
export function weighComponents(raw: Record<TMatchComponent['key'], TRaw>): TWeighed {
  const available = COMPONENT_BASE.filter((c) => raw[c.key].score !== null);
  const availableWeight = available.reduce((s, c) => s + c.weight, 0);
  const unavailable = COMPONENT_BASE.filter((c) => raw[c.key].score === null);
  const match_breakdown: TMatchComponent[] = COMPONENT_BASE.map((c) => {
    const r = raw[c.key];
    if (r.score === null) {
      return {
        key: c.key,
        label: c.label,
        score: 0,
        weight: 0,
        explanation: `${r.explanation}，无法评估；原本 ${percent(c.weight)} 的权重按比例分给其他可评估的项目。`,
        advice: `${r.explanation}，这一项不计分，不需要你做什么。`,
      };
    }
    const weight = Math.round((c.weight / availableWeight) * 10000) / 10000;
    const redistributed = unavailable.length
      ? `（基础权重 ${percent(c.weight)}，因 ${unavailable.map((u) => u.label).join('、')} 无法评估，按比例调整为 ${(weight * 100).toFixed(1)}%）`
      : `（权重 ${percent(c.weight)}）`;
    return {
      key: c.key,
      label: c.label,
      score: clamp(r.score),
      weight,
      explanation: `${r.explanation}；得 ${clamp(r.score)} 分${redistributed}。`,
      advice: r.advice ?? (clamp(r.score) >= 80 ? '这一项已经不错，保持即可。' : '这一项还有提升空间。'),
    };
  });
  const score = weighScores(
    Object.fromEntries(COMPONENT_BASE.map((c) => [c.key, raw[c.key].score])) as Record<TComponentKey, number | null>,
  );
  if (score === null) return { match_breakdown, score: null, formula: '' };
  const formula = match_breakdown
    .filter((c) => c.weight > 0)
    .map((c) => `${c.label} ${c.score} × ${(c.weight * 100).toFixed(1)}%`)
    .join(' + ');
  return { match_breakdown, score, formula };
}

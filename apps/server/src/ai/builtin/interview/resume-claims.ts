import type { TAiResume, TInterviewRubric } from '../../provider.ts';
import { LINE_LEAD, unshownListedSkills } from '../analysis.ts';
import { extractSkills, getSkill, isNamedSkill, isQuantified } from '../../../text/index.ts';
import { COMPETENCY_NAMES } from './fixed-questions.ts';
import { trimClosing } from './question-gist.ts';

/**
 * What the interviewer can ask about the resume itself: quantified results, leadership claims,
 * design decisions and projects from the work and project entries, and skills the skills section
 * lists but no experience shows. Every claim carries a quote that is verbatim resume text.
 */

export type TClaimKind = 'quantified' | 'leadership' | 'design' | 'experience' | 'project' | 'unshown_skill';

export interface TResumeClaim {
  kind: TClaimKind;
  /** Verbatim text of the resume (`resume.text.includes(quote)`). */
  quote: string;
  /** Higher is asked first. */
  priority: number;
  /** Lexicon skills the claim names. */
  skills: string[];
  /**
   * An unshown skill the resume may show in other words (one of its listed uses, work of its kind,
   * or listed as 了解 only): asked without saying the experience lacks it.
   */
  soft?: boolean;
  /** A verbatim span of an entry that may show the soft claim's skill: the question points at it. */
  hint?: string;
}

const LEADERSHIP =
  /(带领|带队|领导|管理\s*\d|管理.{0,4}(团队|小组)|负责.{0,6}团队|组建|牵头|主导|统筹|\b(led|managed|mentored|supervised|headed)\b)/i;
const DESIGN =
  /(设计|架构|重构|优化|选型|搭建|从\s*0\s*到\s*1|改造|\b(designed|architected|built|optimi[sz]ed|migrated)\b)/i;

/** The bullet as it stands in the text; a long one cut to the clause that carries the claim. */
function quoteOf(text: string, bullet: string, cue: RegExp | null): string | null {
  const body = bullet.trim().replace(LINE_LEAD, '').trim();
  if (body.length >= 6 && body.length <= 70 && text.includes(body)) return body;
  const clauses = body.split(/[，；;。]|,\s/).map((c) => c.trim());
  const best = clauses.find((c) => c.length >= 6 && (!cue || cue.test(c)) && text.includes(c));
  return best ?? null;
}

function classify(bullet: string): TClaimKind {
  if (LEADERSHIP.test(bullet)) return 'leadership';
  if (isQuantified(bullet)) return 'quantified';
  if (DESIGN.test(bullet)) return 'design';
  return 'experience';
}

const BASE_PRIORITY: Record<TClaimKind, number> = {
  quantified: 3,
  leadership: 3,
  design: 2,
  project: 2,
  unshown_skill: 2,
  experience: 1,
};

const CUE: Partial<Record<TClaimKind, RegExp>> = { leadership: LEADERSHIP, design: DESIGN };

/** The bullets of the resume's jobs and projects. */
const entryLines = (resume: TAiResume): string[] => [
  ...resume.json.work.flatMap((w) => w.highlights),
  ...resume.json.projects.flatMap((p) => p.highlights),
];

function bulletClaims(resume: TAiResume, jobSkills: ReadonlySet<string>): TResumeClaim[] {
  const bullets = entryLines(resume);
  const out: TResumeClaim[] = [];
  for (const bullet of bullets) {
    const kind = classify(bullet);
    const quote = quoteOf(resume.text, bullet, CUE[kind] ?? null);
    if (!quote || (kind === 'experience' && quote.length < 12)) continue;
    const skills = [...new Set(extractSkills(quote).map((m) => m.id))];
    const bonus = skills.some((s) => jobSkills.has(s)) ? 1 : 0;
    out.push({ kind, quote, priority: BASE_PRIORITY[kind] + bonus, skills });
  }
  return out;
}

function projectClaims(resume: TAiResume): TResumeClaim[] {
  return resume.json.projects
    .map((p) => p.name?.trim() ?? '')
    .filter((name) => name.length >= 2 && name.length <= 30 && resume.text.includes(name))
    .map((name) => ({
      kind: 'project' as const,
      quote: name,
      priority: BASE_PRIORITY.project,
      skills: [],
    }));
}

/**
 * Skills of the skills section that no experience shows (analysis/listed-skills.ts, the rule the
 * analysis page uses too); a soft one is asked without saying the experience lacks it.
 */
function unshownSkillClaims(resume: TAiResume, jobSkills: ReadonlySet<string>): TResumeClaim[] {
  return unshownListedSkills(resume).map((u) => ({
    kind: 'unshown_skill' as const,
    quote: u.matched,
    priority: BASE_PRIORITY.unshown_skill + (jobSkills.has(u.id) ? 1 : 0),
    skills: [u.id],
    ...(u.soft ? { soft: true } : {}),
    ...(u.hint ? { hint: u.hint } : {}),
  }));
}

/** Every claim the interviewer could ask about, each quote once. */
export function resumeClaims(resume: TAiResume, jobSkills: ReadonlySet<string>): TResumeClaim[] {
  const seen = new Set<string>();
  return [
    ...bulletClaims(resume, jobSkills),
    ...projectClaims(resume),
    ...unshownSkillClaims(resume, jobSkills),
  ].filter((c) => !seen.has(c.quote) && seen.add(c.quote));
}

export function hasLeadershipClaim(resume: TAiResume): boolean {
  return [...resume.json.work, ...resume.json.projects].some((e) => e.highlights.some((h) => LEADERSHIP.test(h)));
}

// ── Questions about a claim ──────────────────────────────────────────────────────────────────

const CLAIM_TEXTS: Record<TClaimKind, readonly string[]> = {
  quantified: [
    '你在简历里写到「{q}」。这个结果是怎么做出来的？你本人具体做了什么，数据是怎么统计的？',
    '关于「{q}」：当时的起点是什么样的，你采取了哪些关键措施，最后的数据怎么得来的？',
  ],
  leadership: [
    '简历里提到「{q}」。你是怎么分工和推动团队的？过程中最大的困难是什么，你怎么解决的？',
    '关于「{q}」：作为牵头的人，你怎么协调成员、把控进度？结果如何？',
  ],
  design: [
    '关于「{q}」：当时为什么这样做？考虑过哪些其他方案，最后怎么取舍的？',
    '请具体讲讲「{q}」：问题出在哪里，你的方案是什么，效果怎么衡量？',
  ],
  experience: [
    '请具体讲讲「{q}」这段经历：背景是什么，你负责哪部分，结果如何？',
    '简历里写到「{q}」，能展开说说你在其中做了什么吗？',
  ],
  project: [
    '请介绍一下「{q}」这个项目：背景和目标、你的角色、关键的技术方案，以及最终的结果。',
    '在「{q}」这个项目里，你负责的部分是什么？遇到的最难的问题是怎么解决的？',
  ],
  unshown_skill: [
    '你在技能里写了 {q}，但经历里没有提到，能讲讲你在哪里用过、解决了什么问题吗？',
    '技能栏里有 {q}，简历的经历中却没有体现。你实际用 {q} 做过什么？',
  ],
};

/** A listed ability (谈判, 成本控制) that no entry names may be shown in other words: asked, not said missing. */
const LISTED_ABILITY_TEXTS = [
  '你在技能里写了 {q}，讲讲你在哪段经历里用到它、做成了什么？',
  '技能栏里列了 {q}。举一个你实际用 {q} 解决问题的例子？',
];

/** A soft claim with an entry that may show the skill: the question asks whether it does. */
const HINTED_SKILL_TEXTS = [
  '你在技能里写了 {q}。简历里提到「{e}」，这里用到 {q} 了吗？讲讲你实际用它做过什么、解决了什么问题。',
  '技能栏里列了 {q}。经历里的「{e}」是用 {q} 做的吗？说说你具体怎么用它、效果如何。',
];

export function claimText(claim: TResumeClaim, variant: number): string {
  const texts =
    claim.kind !== 'unshown_skill'
      ? CLAIM_TEXTS[claim.kind]
      : claim.hint
        ? HINTED_SKILL_TEXTS
        : claim.soft || !isNamedSkill(claim.skills[0])
          ? LISTED_ABILITY_TEXTS
          : CLAIM_TEXTS.unshown_skill;
  // A quote's own closing 。 would stand before the template's: "下降 90%。」。这个结果…".
  return texts[variant % texts.length]!.replaceAll('{q}', trimClosing(claim.quote)).replaceAll(
    '{e}',
    trimClosing(claim.hint ?? ''),
  );
}

type TPoint = readonly [string, ...string[]];

const CONTEXT: TPoint = ['背景与目标', '背景', '目标', '当时', '为了', '需求'];
const ACTION: TPoint = [
  '本人的具体行动',
  '我负责',
  '我设计',
  '我主导',
  '我实现',
  '我推动',
  '我带领',
  'i built',
  'i led',
];
const RESULT: TPoint = ['结果与数据', '结果', '提升', '降低', '%', '效果', '上线'];
const CLAIM_POINTS: Record<TClaimKind, readonly TPoint[]> = {
  quantified: [
    CONTEXT,
    ACTION,
    ['方法与关键措施', '方案', '措施', '通过', '采用'],
    ['数据的统计口径', '统计', '口径', '监控', '对比'],
  ],
  leadership: [CONTEXT, ['分工与协作', '分工', '协作', '同步', '沟通'], ['困难与解决', '困难', '挑战', '解决'], RESULT],
  design: [['问题与原因', '问题', '瓶颈', '原因'], ['方案对比与取舍', '方案', '对比', '取舍', '考虑'], ACTION, RESULT],
  experience: [CONTEXT, ACTION, RESULT],
  project: [CONTEXT, ['你的角色', '我负责', '角色', '我'], ['关键技术方案', '方案', '架构', '技术'], RESULT],
  unshown_skill: [
    ['使用场景', '项目', '场景', '用在', '用于'],
    ['具体做了什么', '我负责', '我用', '配置', '实现', '开发'],
    ['效果或收获', '效果', '提升', '解决', '收获'],
  ],
};

const CLAIM_OUTLINE: Record<TClaimKind, readonly string[]> = {
  quantified: ['交代起点和目标', '讲你本人的关键动作', '说清方法为什么有效', '说明数据怎么统计、和什么对比'],
  leadership: ['团队规模和目标', '你如何分工、同步进度', '遇到的最大困难和你的处理', '团队的结果和你的贡献'],
  design: ['原来的问题和原因', '考虑过的方案和取舍', '你负责的实现', '上线后的效果和数据'],
  experience: ['背景和目标', '你负责的部分和做法', '结果和数据'],
  project: ['项目背景和目标', '你的角色和职责', '关键技术方案和难点', '结果和数据'],
  unshown_skill: ['在哪个项目或场景用过', '你具体用它做了什么', '效果如何，踩过什么坑'],
};

/** A key point per named skill (up to two), so Redis in the quote is checked by Redis and its aliases. */
function skillPoints(skills: readonly string[]): TPoint[] {
  return skills.slice(0, 2).flatMap((id) => {
    const entry = getSkill(id);
    const label = /[A-Za-z0-9+#.]$/.test(entry?.name ?? '') ? `${entry?.name} 的具体用法` : `${entry?.name}的具体用法`;
    return entry ? [[label, entry.name] as TPoint] : [];
  });
}

export function claimRubric(claim: TResumeClaim): TInterviewRubric {
  const points = [...CLAIM_POINTS[claim.kind], ...(claim.kind === 'unshown_skill' ? [] : skillPoints(claim.skills))];
  if (claim.kind === 'unshown_skill') points.splice(1, 0, ...skillPoints(claim.skills));
  const skill = claim.skills[0] ?? null;
  const competency =
    claim.kind === 'unshown_skill'
      ? (getSkill(skill ?? '')?.name ?? '项目经历')
      : claim.kind === 'leadership'
        ? COMPETENCY_NAMES.leadership!
        : '项目经历';
  return {
    key_points: points.map(([p]) => p),
    key_point_aliases: points.map(([, ...aliases]) => aliases),
    reference_outline: [...CLAIM_OUTLINE[claim.kind]],
    reference_answer: null,
    skill,
    competency,
    deeper: [],
  };
}

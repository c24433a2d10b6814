import type { TAiResume, TInterviewRubric } from '../../provider.ts';
import { demonstratedSkills, isMemberOf, MEMBER_FAMILIES } from '../analysis.ts';
import { CONCEPT_INDICATORS, extractSkills, getSkill, isNamedSkill, isQuantified } from '../../../text/index.ts';
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
}

const LEADERSHIP =
  /(带领|带队|领导|管理\s*\d|管理.{0,4}(团队|小组)|负责.{0,6}团队|组建|牵头|主导|统筹|\b(led|managed|mentored|supervised|headed)\b)/i;
const DESIGN =
  /(设计|架构|重构|优化|选型|搭建|从\s*0\s*到\s*1|改造|\b(designed|architected|built|optimi[sz]ed|migrated)\b)/i;
/** Categories of skills nobody is expected to show in an experience entry. */
const NOT_SHOWN_EXPECTED = new Set(['language', 'soft-skill', 'office', 'certificate']);
const BULLET_MARK = /^(?:[\s•·\-–—*●▪◆■□✓√>]+|\d{1,2}\s*[.、．)）]\s*)/;

/** The bullet as it stands in the text; a long one cut to the clause that carries the claim. */
function quoteOf(text: string, bullet: string, cue: RegExp | null): string | null {
  const body = bullet.trim().replace(BULLET_MARK, '').trim();
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

/** The kinds a skill belongs to: the families it is a member of and the skills it implies. */
const kindsOf = (id: string): string[] =>
  [
    ...(getSkill(id)?.related ?? []),
    ...Object.keys(MEMBER_FAMILIES).filter((f) => MEMBER_FAMILIES[f]!.includes(id)),
  ].filter((kind) => SHOWN_IN_OTHER_WORDS.has(kind));
/** Kinds of work an entry shows in its own words (concepts with indicators: 原型, 慢查询…执行计划). */
const SHOWN_IN_OTHER_WORDS: ReadonlySet<string> = new Set(
  CONCEPT_INDICATORS.filter((c) => c.patterns?.length).map((c) => c.id),
);

/**
 * Whether `id` is the only skill of some kind the skills section lists, and an entry shows work of
 * that kind: the entry is then about it, though it does not name it.
 */
function onlyOfShownKind(id: string, listed: ReadonlySet<string>, shown: ReadonlySet<string>): boolean {
  return kindsOf(id).some(
    (kind) => shown.has(kind) && ![...listed].some((other) => other !== id && kindsOf(other).includes(kind)),
  );
}

/** Words of a skills item that say how well, not what for. */
const USE_STOP =
  /^(?:基础|熟练|熟悉|掌握|精通|了解|使用|运用|能力|常用|日常|主力|相关|系统|工具|软件|平台|经验|一般|良好|较强)$/;

/**
 * The words a skills item gives beside the skill (its use or its object): the rest of the item
 * the mention stands in, cut at 与 / 和 / 及 and brackets, two characters or more.
 */
export function usesOf(line: string, m: { start: number; end: number }): string[] {
  const starts = [...line.slice(0, m.start).matchAll(/[、,，;；|｜]/g)].map((x) => x.index + 1);
  const from = starts.length ? starts[starts.length - 1]! : 0;
  let to = line.length;
  let depth = 0;
  for (let i = m.end; i < line.length; i++) {
    const c = line[i]!;
    if (c === '（' || c === '(') depth++;
    else if (c === '）' || c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[、,，;；|｜]/.test(c)) {
      to = i;
      break;
    }
  }
  const rest = `${line.slice(from, m.start)} ${line.slice(m.end, to)}`.replace(/^[^：:]*[：:]/, '');
  return rest
    .split(/[\s（）()、,，/与和及]+/)
    .map((w) => w.trim())
    .filter((w) => w.length >= 2 && /[\u4e00-\u9fff]/.test(w) && !USE_STOP.test(w));
}

/**
 * An entry does what the skills item says the skill was used for. A named tool needs every use in
 * its brackets done ("ERP（调拨、盘点）"; "Redis（缓存、分布式锁）" is not shown by a Caffeine cache); an
 * ability one of its words ("续约与增购谈判" by 续约).
 */
function usedAsListed(line: string, m: { id: string; start: number; end: number }, experience: string[]): boolean {
  const found = (w: string) => experience.some((e) => e.includes(w));
  if (!isNamedSkill(m.id)) return usesOf(line, m).some(found);
  // A named tool's use done on a line that names another tool of its kind was done with that one
  // (「迁移到 MongoDB 集群，按用户 ID 分库分表」 is no MySQL).
  const kind = getSkill(m.id)?.category;
  const doneWith = (w: string) =>
    experience.some((e) => e.includes(w) && !extractSkills(e).some((o) => o.id !== m.id && o.category === kind));
  const bracket = /^\s*[^、,，;；|｜（(]{0,12}[（(]([^）)]{2,40})[）)]/.exec(line.slice(m.end))?.[1];
  const uses = bracket
    ? bracket
        .split(/[、,，/]/)
        .map((w) => w.trim())
        .filter((w) => w.length >= 2)
    : [];
  return uses.length > 0 && uses.every(doneWith);
}

/**
 * Skills of the skills section that no experience shows, by name or in other words: the evidence
 * index of the analysis (集团客户 shows 大客户, Full GC 排查 shows JVM).
 */
function unshownSkillClaims(resume: TAiResume, jobSkills: ReadonlySet<string>): TResumeClaim[] {
  // Spring Boot in an entry shows Java too (the lexicon's related skills).
  const demonstrated = demonstratedSkills(resume);
  const shown = new Set([...demonstrated].flatMap((id) => [id, ...(getSkill(id)?.related ?? [])]));
  const experience = entryLines(resume);
  const listed = new Set(resume.json.skills.flatMap((line) => extractSkills(line).map((m) => m.id)));
  const seen = new Set<string>();
  const out: TResumeClaim[] = [];
  for (const line of resume.json.skills) {
    // 数据库：MySQL, 运维与排查：Docker — the words before the colon name a group, not a skill.
    const colon = line.search(/[：:]\s*\S/);
    for (const m of extractSkills(line)) {
      if (colon >= 0 && m.end <= colon) continue;
      if (shown.has(m.id) || seen.has(m.id) || NOT_SHOWN_EXPECTED.has(m.category)) continue;
      // A family is shown by a member (数据库：MySQL, with MySQL queries in an entry).
      if ([...shown].some((o) => isMemberOf(o, m.id))) continue;
      // The only one of its kind listed, where an entry shows that kind of work: 数据库：MySQL beside
      // 慢查询…执行计划; Axure beside 界面原型.
      if (onlyOfShownKind(m.id, listed, demonstrated)) continue;
      if (!resume.text.includes(m.matched)) continue;
      // The skills line says what it was used for ("ERP 进销存系统（调拨、盘点）", "续约与增购谈判") and
      // an entry does that: shown in the entry's words.
      if (usedAsListed(line, m, experience)) continue;
      seen.add(m.id);
      const bonus = jobSkills.has(m.id) ? 1 : 0;
      out.push({
        kind: 'unshown_skill',
        quote: m.matched,
        priority: BASE_PRIORITY.unshown_skill + bonus,
        skills: [m.id],
      });
    }
  }
  return out;
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

export function claimText(claim: TResumeClaim, variant: number): string {
  const texts =
    claim.kind === 'unshown_skill' && !isNamedSkill(claim.skills[0]) ? LISTED_ABILITY_TEXTS : CLAIM_TEXTS[claim.kind];
  // A quote's own closing 。 would stand before the template's: "下降 90%。」。这个结果…".
  return texts[variant % texts.length]!.replaceAll('{q}', trimClosing(claim.quote));
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

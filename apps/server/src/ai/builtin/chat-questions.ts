import type {
  TAiPosition,
  TBasicAnalysis,
  TModification,
  TRequirementMatch,
  TResumeJson,
  TResumeProject,
  TResumeSection,
} from '@offerpilot/shared';
import { extractSkills, getSkill, normaliseSkill, isQuantified } from '../../text/index.ts';
import { checkModifications, type TFactSource } from '../fact-check.ts';
import { analyzeBasic, requiredDegree } from './analysis.ts';
import { planModifications, type TPlannedChange, type TPositionPlan } from './rewrite.ts';

/**
 * The assistant's answers to free-form questions (issue 19): which part of the resume is weakest,
 * how to tell one project, which of the position's requirements the resume does not show, what to
 * ask the interviewer, and — for anything else — what it cannot do. Each answer is computed from
 * the resume, the position and the analysis, never from a canned text; the vocabulary both chat
 * files share (section labels, the answer shape, the fact check) lives here too.
 */

export const SECTION_LABELS: Record<TResumeSection, string> = {
  basics: '基本信息',
  education: '教育经历',
  work: '工作经历',
  projects: '项目经历',
  skills: '专业技能',
  certificates: '证书',
  awards: '获奖情况',
  self_evaluation: '自我评价',
  other: '其他经历',
};

export const short = (s: string, n = 40) => {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n)}…` : t;
};
export const squash = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[。.；;，,]+$/, '');

export interface TAnswer {
  reply: string;
  suggestions: TModification[];
  focusSection: TResumeSection | null;
  focusText: string | null;
}

export function checked(source: TFactSource, changes: (TPlannedChange | TModification)[]): TModification[] {
  const mods = changes.map((c) => ('mod' in c ? c.mod : c));
  return checkModifications(source, mods).accepted;
}

/** What the assistant answers, in one sentence (the end of "cannot" answers). */
const CAN_DO =
  '我能回答的是关于这份简历、目标岗位和分析结果的问题：哪里最弱、某个项目怎么写、还缺哪些岗位要求、面试时可以反问什么，也可以改写、精简或量化某一段。';

// ── Recognising the questions ────────────────────────────────────────────────────────────────

export const QUESTION_WORDS = {
  /** Things outside the resume: applying, salary, contacting people, the weather… */
  cannot:
    /帮我投|替我投|投简历|投递简历|投一下简历|网申|内推|(薪资|薪水|工资|待遇|年薪|月薪).{0,8}(多少|能谈|怎么谈|谈多少|要多少|开多少|高不高|给多少|合适吗|合理吗)|谈薪|期权|offer.{0,6}(选|比较)|天气|气温|下雨|订票|机票|外卖|打电话给|发邮件给|联系(hr|HR|招聘|面试官)|股票|\bsalary\b|\bcompensation\b|\bweather\b|apply (for|to) (the |this )?(job|position) for me|submit my (resume|cv|application)|send (my )?(resume|cv) to/i,
  /** "我的简历怎么样": an overall verdict, answered with the score and what drives it. */
  overall: /(简历|resume|cv).{0,8}(怎么样|如何|好不好|行不行|还行吗|有什么问题)|how('s| is) my (resume|cv)/i,
  askInterviewer:
    /反问|问面试官|问hr|问HR|向面试官|面试官.{0,8}(问|提问)|(问|提).{0,6}什么问题|ask (the )?(interviewer|hiring manager|recruiter)|questions? (should i|to|can i|could i) ask|what (should|can|could) i ask/i,
  describeProject:
    /(项目|project).{0,20}(怎么写|怎么介绍|怎么描述|怎么讲|怎么说|怎么表述|如何写|如何介绍|如何描述|如何讲|介绍一下|讲一下|\bstar\b)|(怎么|如何)(写|介绍|描述|讲|表述).{0,20}项目|\b(describe|present|pitch|introduce|talk about|write about|explain)\b.{0,40}\bproject\b|\bproject\b.{0,40}\b(describe|present|pitch|introduce|star)\b/i,
  missingRequirements:
    /缺什么|缺哪些|缺少什么|缺少哪些|缺了什么|缺啥|还差什么|还差哪些|差什么|差哪些|不满足|没满足|未满足|达不到|没达到|不符合哪些|哪些要求.{0,8}(没|不)|what am i missing|what('s| is) missing|requirements?.{0,20}(not|n't|don't|do not) (meet|match|have|cover)|missing requirements|which requirements|lacking/i,
  weakest:
    /最弱|哪里弱|哪里最差|最差|最需要改|最该改|最应该改|先改哪|短板|弱项|薄弱|不足之处|有什么不足|哪里不好|哪里不足|最大的问题|问题在哪|缺点|weakest|weak (part|point|spot|area|section)|biggest (weakness|problem|issue)|what should i (fix|improve|change) first|main (weakness|problem)/i,
  greeting: /^\s*(你好|您好|嗨|哈喽|在吗|hi|hello|hey)\b|^\s*(你好|您好|嗨|哈喽|在吗)/i,
};

// ── Weakest part ─────────────────────────────────────────────────────────────────────────────

/**
 * The two lowest sub-scores of the analysis, each with what costs the points and one concrete fix
 * quoting the resume (the engine's rewrite of that very line when it has one).
 */
export function answerWeakest(source: TFactSource, plan: TPositionPlan | null): TAnswer {
  const analysis: Pick<TBasicAnalysis, 'sub_scores' | 'issues' | 'overall_score'> = plan?.job ?? analyzeBasic(source);
  const sorted = [...analysis.sub_scores].sort((x, y) => x.score - y.score || y.weight - x.weight);
  // A dimension the analysis itself calls fine ("保持即可") with nothing quoted is not a weakness.
  const hasIssue = (d: string) => analysis.issues.some((x) => x.dimension === d && x.excerpt.trim());
  const weak = sorted
    .filter((s) => s.score < 100 && (hasIssue(s.dimension) || !/保持/.test(s.advice ?? '')))
    .slice(0, 2);
  if (weak.length === 0) {
    return {
      reply: `分析的六个维度都没有明显扣分（综合 ${analysis.overall_score} 分），按规则看不出短板。${plan ? '可以问我「还缺哪些要求」，看看与岗位的差距。' : '选一个目标岗位后，可以问我「还缺哪些要求」。'}`,
      suggestions: [],
      focusSection: null,
      focusText: null,
    };
  }
  const planned = planModifications(source, plan);
  const lines = [`按分析结果，最弱的是${weak.map((s) => `「${s.label}」（${s.score} 分）`).join('和')}：`];
  const suggestions: TModification[] = [];
  let focus: { section: TResumeSection; text: string } | null = null;
  weak.forEach((s, i) => {
    const issue = analysis.issues.find((x) => x.dimension === s.dimension && x.excerpt.trim());
    const reason = issue?.message ?? s.advice ?? s.explanation.split('；')[0] ?? '';
    lines.push(`${i + 1}. ${s.label} ${s.score} 分：${reason.replace(/[。；]$/, '')}。`);
    if (!issue) {
      if (s.advice) lines.push(`   怎么改：${s.advice}`);
      return;
    }
    const change = planned.find((c) => c.mod.original.trim() === issue.excerpt.trim());
    const mod = change ? checked(source, [change])[0] : undefined;
    if (mod && !suggestions.some((m) => m.original === mod.original)) {
      suggestions.push(mod);
      lines.push(`   例如把「${short(issue.excerpt, 60)}」改成「${short(mod.optimized, 80)}」。`);
    } else lines.push(`   例如「${short(issue.excerpt, 60)}」：${issue.suggestion}`);
    focus ??= { section: issue.section, text: issue.excerpt };
  });
  if (plan) {
    const open = plan.job.requirements.filter((r) => r.status !== 'met').length;
    if (open)
      lines.push(`和「${plan.position.name}」相比，还有 ${open} 条要求证据不足，问我「还缺哪些要求」可以逐条看。`);
  }
  const found = focus as { section: TResumeSection; text: string } | null;
  return {
    reply: lines.join('\n'),
    suggestions,
    focusSection: found?.section ?? null,
    focusText: found?.text ?? null,
  };
}

// ── How to describe a project ────────────────────────────────────────────────────────────────

const LABEL_PREFIX =
  /^(项目描述|项目简介|项目介绍|项目背景|背景|主要工作|工作内容|个人职责|职责|责任描述|项目职责|项目成果|成果|业绩)[：:]\s*/;
const CONTEXT_LABEL = /^(项目描述|项目简介|项目介绍|项目背景|背景)[：:]/;
const TASK_WORDS = /^(负责|主导|牵头|带领|担任|作为|主要负责|独立负责)|^(个人职责|职责|项目职责|责任描述)[：:]/;
const STOP_WORDS =
  /项目经历|项目经验|项目|这个|那个|我的|我|怎么写|怎么介绍|怎么描述|怎么讲|怎么说|怎么表述|如何写|如何介绍|如何描述|如何讲|介绍一下|讲一下|应该|可以|帮我|一下|才好|比较好|好呢|呢|吗|star|[「」“”"'‘’？?！!，,。.:：]/gi;
const EN_STOP =
  /\b(how|should|do|does|can|could|would|i|me|my|the|a|an|to|describe|present|pitch|introduce|talk|about|write|explain|project|in|interview|star|format|method|using|with|best)\b/gi;

const strip = (line: string) => line.replace(LABEL_PREFIX, '').trim();

/** The project the message names: its name in the message, or the message's remaining words in its name. */
export function findProject(json: TResumeJson, message: string): TResumeProject | null {
  const named = json.projects.filter((p) => p.name?.trim());
  const text = squash(message).toLowerCase();
  const byName = named.find((p) => text.includes(squash(p.name!).toLowerCase()));
  if (byName) return byName;
  const rest = squash(message.replace(STOP_WORDS, ' ').replace(EN_STOP, ' ')).toLowerCase();
  if (rest.length < 2) return null;
  return (
    named.find((p) => squash(p.name!).toLowerCase().includes(rest)) ??
    // Two-character pieces of what is left ("对账" in "对账平台那个"): the name with most of them.
    best(named, (p) => {
      const name = squash(p.name!).toLowerCase();
      let hits = 0;
      for (let i = 0; i + 2 <= rest.length; i++) if (name.includes(rest.slice(i, i + 2))) hits++;
      return hits >= 2 ? hits : 0;
    })
  );
}

function best<T>(items: T[], score: (item: T) => number): T | null {
  let top: T | null = null;
  let topScore = 0;
  for (const item of items) {
    const s = score(item);
    if (s > topScore) [top, topScore] = [item, s];
  }
  return top;
}

/**
 * A STAR outline (situation, task, action, result) of one project from its own lines only: the
 * description line as the situation, a 负责/职责 line or the role as the task, the other lines as
 * actions, the lines with numbers as the result. A part the resume does not give stays empty; at
 * most one 【待补充】 gap (the result first, else the action) marks what to fill in.
 */
export function starOutline(project: TResumeProject): { lines: string[]; gap: string | null; used: string[] } {
  const highlights = project.highlights.map((h) => h.trim()).filter(Boolean);
  const situation = highlights.find((h) => CONTEXT_LABEL.test(h)) ?? null;
  const task = highlights.find((h) => h !== situation && TASK_WORDS.test(h)) ?? null;
  // The result: the last line with a figure (results usually close an entry); the rest are actions.
  const measured = highlights.filter((h) => h !== situation && h !== task && isQuantified(h));
  const lastMeasured = measured[measured.length - 1] ?? null;
  const actions = highlights.filter((h) => h !== situation && h !== task && h !== lastMeasured);
  const facts = [project.period?.text, project.role].filter(Boolean).join('，');
  let gap: string | null = null;
  const lines: string[] = [];
  // "基于 Flink 的实时对账，差错发现时间从 T+1 缩短到分钟级": a description that also states the
  // result is told in two parts, the clauses with a figure as the result.
  let context = situation ? strip(situation) : null;
  let result = lastMeasured;
  if (!result && context) {
    const clauses = context.split(/[，,]/).map((c) => c.trim());
    const figures = clauses.filter((c) => isQuantified(c));
    if (figures.length && figures.length < clauses.length) {
      result = figures.join('，');
      context = clauses.filter((c) => !figures.includes(c)).join('，');
    }
  }
  lines.push(
    `S 情境：${context ?? `${project.name ? `「${project.name}」` : '这个项目'}${facts ? `（${facts}）` : ''}——简历没有写项目背景，一句话说明它解决什么问题、给谁用`}`,
  );
  lines.push(
    `T 任务：${task ? strip(task) : project.role ? `作为${project.role}，说明你负责的范围和目标` : '说明你在项目中的角色和负责的范围'}`,
  );
  if (actions.length === 0 && !result && !situation) {
    gap = '【待补充：你具体做了什么（技术方案或关键动作）】';
    lines.push(`A 行动：${gap}`);
  } else if (actions.length) lines.push(`A 行动：${actions.map(strip).join('；')}`);
  else lines.push('A 行动：简历里没有单独写做法，讲清你用了什么方案、为什么这样选');
  if (result) lines.push(`R 结果：${strip(result)}`);
  else if (!gap) {
    gap = '【待补充：结果或数据，如性能、规模、效率的变化】';
    lines.push(`R 结果：${gap}`);
  } else lines.push('R 结果：简历里没有写结果，面试前想清楚可以说的成效');
  return { lines, gap, used: highlights };
}

/**
 * Whether the project's own lines show a requirement's skill: by the lexicon (so "Go" is not found
 * in "MongoDB" and "C" not in every word), else the term as a whole word (or as written, in Chinese).
 */
function projectShows(lines: readonly string[], term: string): boolean {
  const text = lines.join('\n');
  const id = normaliseSkill(term);
  if (id) return extractSkills(text).some((m) => m.id === id || getSkill(m.id)?.related?.includes(id));
  const lower = term.toLowerCase();
  if (/[\u3400-\u9fff]/.test(term)) return text.toLowerCase().includes(lower);
  const escaped = lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![a-z0-9])${escaped}(?![a-z0-9])`, 'i').test(text);
}

/** The message names some project ("订单项目怎么写"), rather than asking about projects in general. */
function asksForProjectName(message: string, json: TResumeJson): boolean {
  const rest = squash(message.replace(STOP_WORDS, ' ').replace(EN_STOP, ' '));
  return rest.length >= 2 && json.projects.length > 0;
}

export function answerDescribeProject(source: TFactSource, message: string, plan: TPositionPlan | null): TAnswer {
  const projects = source.json.projects.filter((p) => p.name?.trim() || p.highlights.length);
  if (projects.length === 0) {
    return {
      reply:
        '你的简历里没有识别到项目经历，所以没法按项目给出写法。先把项目写进简历（项目名、时间、角色、做了什么、结果），我再按 STAR（情境、任务、行动、结果）帮你梳理。',
      suggestions: [],
      focusSection: 'projects',
      focusText: null,
    };
  }
  const named = findProject(source.json, message);
  const project = named ?? projects[0]!;
  const others = projects.filter((p) => p !== project && p.name).map((p) => `「${p.name}」`);
  const { lines, gap, used } = starOutline(project);
  const title = project.name ? `「${project.name}」` : '第一个项目';
  const listed = [project.name ? `「${project.name}」` : null, ...others].filter(Boolean).join('、');
  const head = named
    ? `${title}可以按 STAR（情境、任务、行动、结果）来讲，内容取自简历里这个项目的原文，没写到的部分已注明：`
    : asksForProjectName(message, source.json)
      ? `没有在简历里找到你说的项目${listed ? `（简历里的项目是${listed}）` : ''}，先以${title}为例，按 STAR 来讲：`
      : `以${title}为例，按 STAR（情境、任务、行动、结果）来讲${others.length ? `；想讲别的项目（${others.join('、')}），在问题里写上项目名` : ''}：`;
  const out = [head, ...lines];
  const skills = plan?.job.requirements.flatMap((r) => r.skills) ?? [];
  const shown = [...new Set(skills)].filter((s) => projectShows(used, s));
  if (shown.length)
    out.push(`这个项目里能对上「${plan!.position.name}」要求的是 ${shown.join('、')}，讲的时候放在前面。`);
  if (gap) out.push('【待补充：…】处请换成真实情况；确实没有就删掉，不要编造。');
  else out.push('简历里这个项目的内容都用上了，没有需要你补充的地方；面试时按这个顺序讲，控制在 1 分钟左右。');
  return {
    reply: out.join('\n'),
    suggestions: [],
    focusSection: 'projects',
    focusText: project.highlights[0] ?? null,
  };
}

// ── Missing requirements ─────────────────────────────────────────────────────────────────────

const NEEDS_POSITION =
  '要看还缺哪些要求，需要先选一个目标岗位：在对话上方选一个已保存的岗位后开始新对话，或到「岗位管理」中新建岗位。没有岗位时，可以问我「哪里最弱」。';

/** The position's requirements the resume shows no (or only partial) evidence for, with the closest evidence. */
export function answerMissingRequirements(plan: TPositionPlan | null): TAnswer {
  if (!plan) return { reply: NEEDS_POSITION, suggestions: [], focusSection: null, focusText: null };
  const all = plan.job.requirements;
  if (all.length === 0) {
    return {
      reply: `「${plan.position.name}」没有列出任职要求，所以没法逐条核对。可以在「岗位管理」里补上招聘描述中的要求，再问我。`,
      suggestions: [],
      focusSection: null,
      focusText: null,
    };
  }
  const open = all
    .filter((r) => r.status !== 'met')
    .sort((a, b) => Number(a.kind !== 'required') - Number(b.kind !== 'required') || a.coverage - b.coverage);
  if (open.length === 0) {
    return {
      reply: `「${plan.position.name}」的 ${all.length} 条要求在简历里都找到了证据，例如「${short(all[0]!.requirement)}」对应「${short(all[0]!.evidence[0]?.excerpt ?? '', 50)}」。可以问我「哪里最弱」看看表述上还能改进的地方。`,
      suggestions: [],
      focusSection: null,
      focusText: null,
    };
  }
  const lines = [`对照「${plan.position.name}」的 ${all.length} 条要求，有 ${open.length} 条在简历里证据不足：`];
  open.slice(0, 6).forEach((r, i) => lines.push(`${i + 1}. ${requirementLine(r)}`));
  if (open.length > 6) lines.push(`另有 ${open.length - 6} 条，问我「匹配度怎么样」可以看全部对照。`);
  lines.push('确实做过的请写进对应经历；没有做过的不要写，面试前有针对性地准备。');
  const first = open.find((r) => r.evidence[0]);
  return {
    reply: lines.join('\n'),
    suggestions: [],
    focusSection: first?.evidence[0]?.section ?? null,
    focusText: null,
  };
}

function requirementLine(r: TRequirementMatch): string {
  const kind = r.kind === 'preferred' ? '（加分项）' : '';
  const status =
    r.status === 'missing' ? '简历里没有找到证据' : `只有部分证据（覆盖 ${Math.round(r.coverage * 100)}%）`;
  const closest = r.evidence[0];
  const near = closest
    ? `；最接近的是${SECTION_LABELS[closest.section]}中的「${short(closest.excerpt, 50)}」`
    : '；简历里没有相近的内容';
  return `「${short(r.requirement, 50)}」${kind}：${status}${near}。`;
}

// ── Questions for the interviewer ────────────────────────────────────────────────────────────

/** The duties of a position, one per line or sentence, without numbering. */
export function duties(position: TAiPosition): string[] {
  return (position.responsibilities ?? '')
    .split(/[\n；;。]+/)
    .map((d) =>
      d
        .replace(/^\s*(\d+[.、)）]|[•·●▪◆■*-])\s*/, '')
        .replace(/^(岗位职责|工作职责|职责|工作内容)[：:]\s*/, '')
        .trim(),
    )
    .filter((d) => d.length >= 4);
}

/** 3–5 questions to ask at the end of an interview, made from the position's duties, requirements and company. */
export function answerAskInterviewer(source: TFactSource, plan: TPositionPlan | null): TAnswer {
  if (!plan) {
    const role = source.json.basics.target_role;
    const questions = [
      `这个${role ? `「${role}」` : ''}岗位入职后前三个月，最希望新人做出什么成果？`,
      '团队现在有多少人、怎么分工？这个岗位是新增还是补缺？',
      '团队用什么方式评估这个岗位的工作成果？',
    ];
    return {
      reply: `还没有选目标岗位，下面是通用的反问：\n${questions.map((q, i) => `${i + 1}. ${q}`).join('\n')}\n选一个目标岗位后再问我，我会按岗位的职责、要求和公司给出具体的问题。`,
      suggestions: [],
      focusSection: null,
      focusText: null,
    };
  }
  const { position, job } = plan;
  const company = position.company_name?.trim();
  const tasks = duties(position);
  const questions: string[] = [];
  if (tasks[0]) questions.push(`岗位职责里提到「${short(tasks[0], 30)}」，这部分目前做到什么程度，最大的挑战是什么？`);
  // A degree is no part of the daily work to ask about.
  const work = job.requirements.filter((r) => requiredDegree(r.requirement) === null);
  const open = work.find((r) => r.status !== 'met' && r.kind === 'required') ?? work.find((r) => r.status !== 'met');
  if (open)
    questions.push(
      `岗位要求「${short(open.requirement, 30)}」，这在日常工作中占多大比重？新人有没有上手的培训或导师？`,
    );
  const preferred = job.requirements.find((r) => r.kind === 'preferred' && r !== open);
  if (preferred) questions.push(`加分项里的「${short(preferred.requirement, 30)}」，团队目前在哪些项目里用到？`);
  if (tasks[1]) questions.push(`「${short(tasks[1], 30)}」这项工作，一般用哪些指标衡量做得好不好？`);
  questions.push(
    company
      ? `${company}这个团队现在有多少人、怎么分工？「${position.name}」在其中承担什么角色？`
      : `团队现在有多少人、怎么分工？「${position.name}」在其中承担什么角色？`,
  );
  if (questions.length < 3 && position.experience_level)
    questions.push(`岗位写的是「${position.experience_level}」经验，对这个级别期望的主要产出是什么？`);
  if (questions.length < 3) questions.push('入职后前三个月，最希望新人做出什么成果？');
  const picked = questions.slice(0, 5);
  return {
    reply: `面试最后可以问${company ? `${company}的` : ''}面试官这 ${picked.length} 个问题（按「${position.name}」的职责和要求整理）：\n${picked.map((q, i) => `${i + 1}. ${q}`).join('\n')}\n薪资福利可以等 HR 面再谈；技术面更适合问工作内容和团队。`,
    suggestions: [],
    focusSection: null,
    focusText: null,
  };
}

// ── What the assistant cannot do ─────────────────────────────────────────────────────────────

const CANNOT: [RegExp, string][] = [
  [
    /投简历|投递|帮我投|网申|内推|apply (for|to)|submit my|send (my )?(resume|cv)/i,
    '我不能替你投递简历或联系招聘方，投递需要你自己在招聘网站或公司官网上操作。',
  ],
  [
    /薪资|薪水|工资|待遇|年薪|月薪|谈薪|期权|offer|salary|\bpay\b|compensation/i,
    '我没有薪资行情数据，也看不到公司的薪酬范围，所以答不了能谈多少钱。',
  ],
];

/** A plain "I cannot", in one or two sentences, and what it can do instead. */
export function answerCannot(message: string): TAnswer {
  const specific = CANNOT.find(([re]) => re.test(message))?.[1];
  return {
    reply: `${specific ?? '这个问题我答不了：它不在这份简历、目标岗位和分析结果里。'}${CAN_DO}`,
    suggestions: [],
    focusSection: null,
    focusText: null,
  };
}

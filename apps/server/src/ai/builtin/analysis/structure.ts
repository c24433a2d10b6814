import type { TAnalysisIssue, TResumePeriod, TResumeSection } from '@offerpilot/shared';
import { withoutRepeatedLines } from './bullets.ts';
import type { TContext, TDimensionResult } from './context.ts';
import { CJK_G, clamp, englishWords, issue } from './helpers.ts';

/** The structure dimension of the basic rubric: length, section order, dates, chronology, repeats. */

// ── Section headings ─────────────────────────────────────────────────────────────────────────

const HEADING_KEYS: [TResumeSection, RegExp][] = [
  ['basics', /基本信息|个人信息|个人资料|联系方式|求职意向|期望|contact|personal (?:info|details|data)/i],
  [
    'self_evaluation',
    /自我评价|自我介绍|个人评价|个人总结|个人简介|个人优势|关于我|summary|profile|about me|objective/i,
  ],
  ['projects', /项目|project/i],
  ['work', /工作|实习|任职|职业经历|employment|work|experience|career|professional history/i],
  ['education', /教育|学历|学习经历|education|academic/i],
  ['skills', /技能|技术|专长|skill|competenc|expertise|technolog/i],
  ['certificates', /证书|资格|认证|certif|licen/i],
  ['awards', /奖|荣誉|award|honou?r|achievement/i],
];

const headingKey = (heading: string): TResumeSection => HEADING_KEYS.find(([, re]) => re.test(heading))?.[0] ?? 'other';

// ── Periods ──────────────────────────────────────────────────────────────────────────────────

function monthOf(date: string | null, atEnd: boolean): number | null {
  const m = date ? /^(\d{4})(?:-(\d{1,2}))?/.exec(date) : null;
  if (!m) return null;
  const month = m[2] ? Number(m[2]) : atEnd ? 12 : 1;
  return Number(m[1]) * 12 + month - 1;
}

const startMonth = (p: TResumePeriod | null) => (p ? monthOf(p.start, false) : null);

/** Length (30), judged without repeated lines: padding a resume with copies does not lengthen it. */
function structureLength(ctx: TContext, issues: TAnalysisIssue[]): { points: number; note: string } {
  const text = withoutRepeatedLines(ctx.text);
  const tooShort = (size: string, advice: string) =>
    issues.push(issue('structure', 'high', 'other', '', `简历正文只有约 ${size}，内容过少`, advice));
  const tooLong = (size: string, limit: string) =>
    issues.push(
      issue(
        'structure',
        'medium',
        'other',
        '',
        `简历正文约 ${size}，篇幅过长`,
        `删去与目标岗位无关或过早的经历，把篇幅控制在两页（约 ${limit}）以内。`,
      ),
    );
  let points = 30;
  if (ctx.en) {
    const words = englishWords(text) + (text.match(CJK_G) ?? []).length;
    if (words < 150) {
      points = Math.round((30 * words) / 150);
      tooShort(`${words} 个英文单词`, '补充经历要点、项目和技能，英文简历一般 300–800 词。');
    } else if (words > 1000) {
      points = 15;
      tooLong(`${words} 个英文单词`, '1000 词');
    }
    return { points, note: `正文约 ${words} 词（150–1000 词为宜，30 分中得 ${points}）` };
  }
  const chars = text.replace(/\s/g, '').length;
  if (chars < 300) {
    points = Math.round((30 * chars) / 300);
    tooShort(`${chars} 个字`, '补充经历要点、项目和技能，中文简历一般 600–2500 字。');
  } else if (chars > 4000) {
    points = 15;
    tooLong(`${chars} 个字`, '4000 字');
  }
  return { points, note: `正文约 ${chars} 字（300–4000 字为宜，30 分中得 ${points}）` };
}

/** Section order (20): minor sections before the experience, or education first with ≥ 3 years, −10 each. */
function structureOrder(ctx: TContext, issues: TAnalysisIssue[]): number {
  const headings = ctx.json.meta.sections.map((h) => ({ heading: h, key: headingKey(h) }));
  const firstIndex = (keys: TResumeSection[]) => headings.findIndex((h) => keys.includes(h.key));
  const lastCore = headings.reduce((last, h, i) => (h.key === 'work' || h.key === 'projects' ? i : last), -1);
  let points = 20;
  const minorBefore = headings.find(
    (h, i) => (h.key === 'other' || h.key === 'awards' || h.key === 'certificates') && i < lastCore,
  );
  if (minorBefore) {
    points -= 10;
    issues.push(
      issue(
        'structure',
        'low',
        minorBefore.key,
        minorBefore.heading,
        `「${minorBefore.heading.trim()}」排在工作/项目经历之前，次要内容占了显眼位置`,
        '按「基本信息 → 工作经历 → 项目经历 → 教育 → 技能 → 证书/奖项 → 其他」排列，把最有说服力的经历放在前面。',
      ),
    );
  }
  const years = ctx.years?.years ?? 0;
  const eduIndex = firstIndex(['education']);
  const workIndex = firstIndex(['work']);
  if (years >= 3 && eduIndex >= 0 && workIndex >= 0 && eduIndex < workIndex) {
    points -= 10;
    issues.push(
      issue(
        'structure',
        'low',
        'education',
        headings[eduIndex]!.heading,
        `已有约 ${years} 年工作经验，教育经历却排在工作经历之前`,
        '有 3 年以上经验时，把工作经历放在教育经历前面，先展示最相关的实战经验。',
      ),
    );
  }
  return points;
}

/** Entries with dates (25): the share of work, project and education entries with a period. */
function structureDates(ctx: TContext, issues: TAnalysisIssue[]): { points: number; entries: number; dated: number } {
  const { json } = ctx;
  const entries: { section: TResumeSection; label: string; period: TResumePeriod | null }[] = [
    ...json.work.map((w) => ({ section: 'work' as const, label: w.company ?? w.title ?? '', period: w.period })),
    ...json.projects.map((p) => ({ section: 'projects' as const, label: p.name ?? p.role ?? '', period: p.period })),
    ...json.education.map((e) => ({
      section: 'education' as const,
      label: e.school ?? e.major ?? '',
      period: e.period,
    })),
  ];
  const dated = entries.filter((d) => d.period !== null).length;
  // Work entries without a period are reported by completeness already.
  for (const d of entries.filter((x) => x.period === null && x.section !== 'work').slice(0, 3)) {
    issues.push(
      issue(
        'structure',
        'low',
        d.section,
        d.label,
        d.section === 'projects' ? '项目经历没有写起止时间' : '教育经历没有写起止时间',
        '补上起止年月（如 2021.03–2021.12），方便招聘方把经历串成时间线。',
      ),
    );
  }
  return { points: entries.length ? Math.round((dated / entries.length) * 25) : 0, entries: entries.length, dated };
}

/** Reverse-chronological work (25), or 0 at the first entry out of order. */
function structureChronology(ctx: TContext, issues: TAnalysisIssue[]): number {
  const starts = ctx.json.work.map((w) => ({ w, start: startMonth(w.period) }));
  for (let i = 0; i + 1 < starts.length; i++) {
    const a = starts[i]!;
    const b = starts[i + 1]!;
    const aCurrent = a.w.period?.current ?? false;
    const bCurrent = b.w.period?.current ?? false;
    const outOfOrder =
      (bCurrent && !aCurrent) || (a.start !== null && b.start !== null && !aCurrent && !bCurrent && a.start < b.start);
    if (outOfOrder) {
      issues.push(
        issue(
          'structure',
          'medium',
          'work',
          b.w.period?.text ?? b.w.company ?? '',
          '工作经历没有按时间倒序排列，较新的经历排在了后面',
          '把最近的工作放在最前面，依次往前排，招聘方最关心你现在在做什么。',
        ),
      );
      return 0;
    }
  }
  return 25;
}

export function scoreStructure(ctx: TContext): TDimensionResult {
  const issues: TAnalysisIssue[] = [];
  const length = structureLength(ctx, issues);
  const orderPoints = structureOrder(ctx, issues);
  const dates = structureDates(ctx, issues);
  const chronoPoints = structureChronology(ctx, issues);
  const repeatPenalty = repeatIssues(ctx, issues);
  const score = clamp(length.points + orderPoints + dates.points + chronoPoints - repeatPenalty);
  const explanation =
    `${length.note}；栏目顺序 20 分中得 ${orderPoints}（次要栏目排在经历前、或 3 年以上经验却先写教育，各扣 10）；` +
    `${dates.entries} 个经历/教育条目中 ${dates.dated} 个写了起止时间（25 分中得 ${dates.points}）；` +
    `工作经历${chronoPoints === 25 ? '按时间倒序或无需判断' : '没有按时间倒序'}（25 分中得 ${chronoPoints}）；` +
    (repeatPenalty ? `重复的经历要点 ${ctx.repeats.length} 条（-${repeatPenalty}）；` : '') +
    `合计 ${score} 分。篇幅不计重复的行。`;
  const strengths =
    dates.entries >= 2 && dates.dated === dates.entries && chronoPoints === 25
      ? [`${dates.entries} 个经历和教育条目都写明了起止时间，工作经历按时间倒序排列，时间线清楚。`]
      : [];
  return { score, explanation, issues, strengths };
}

/** One issue per repeated bullet (up to 3); the penalty: 4 per repeat, at most 20. */
function repeatIssues(ctx: TContext, issues: TAnalysisIssue[]): number {
  for (const b of ctx.repeats.slice(0, 3))
    issues.push(
      issue(
        'structure',
        'medium',
        b.section,
        b.text,
        '这条经历要点与前面的一条几乎相同，重复内容不会让简历更有说服力',
        '删去重复的要点；每条要点写一件不同的事和它的结果。',
      ),
    );
  return Math.min(20, ctx.repeats.length * 4);
}

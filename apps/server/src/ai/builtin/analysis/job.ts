import type { TAiPosition, TAnalysisIssue, TJobAnalysis } from '@offerpilot/shared';
import type { TAiResume } from '../../provider.ts';
import { basicCore, grade } from './basic.ts';
import {
  coverageComponent,
  educationComponent,
  experienceComponent,
  keywordsComponent,
  positionNeeds,
  relevanceComponent,
  type TNeeds,
  type TWeighed,
  weighComponents,
} from './components.ts';
import { jobContext, type TContext } from './context.ts';
import { evaluateRequirement, type TRequirementEval } from './evaluate-requirement.ts';
import { ENGINE, issue, joinNames, rankIssues, short } from './helpers.ts';
import { jobKeywords, type TJobKeywords, WORDING_ADVICE } from './job-keywords.ts';
import { DEGREE_NAMES, requirementItems, resumeDegree } from './requirements.ts';
import { unshownListedSkills } from './listed-skills.ts';
import { isSoftSkill, skillName } from './sources.ts';

/** The job match: its issues, its summary and analyzeJob. */

/** Issues of the match: missing required items, listed-only keywords, absent keywords, years, degree. */
function jobIssuesOf(
  ctx: TContext,
  evals: TRequirementEval[],
  keywords: TJobKeywords,
  needs: TNeeds,
  degree: { level: number; text: string } | null,
): TAnalysisIssue[] {
  const jobIssues: TAnalysisIssue[] = [];
  for (const e of evals) {
    if (e.kind !== 'required' || !e.judged || e.match.status !== 'missing') continue;
    if (e.skills.length && e.skills.every(isSoftSkill) && e.years === null && e.degree === null) {
      jobIssues.push(
        issue(
          'completeness',
          'low',
          'self_evaluation',
          '',
          `岗位要求「${short(e.match.requirement, 40)}」，简历中没有体现`,
          `在自我评价或经历要点中用一个具体事例体现${joinNames(e.match.skills)}，例如跨团队推动了什么事、结果如何。`,
        ),
      );
      continue;
    }
    const hasSkills = e.match.skills.length > 0;
    // Only wording the resume may say otherwise is missing: said as wording, as the keywords are.
    if (!e.lacksNamed && e.years === null && e.degree === null) {
      jobIssues.push(
        issue(
          'skills',
          'medium',
          'skills',
          '',
          `岗位要求「${short(e.match.requirement, 40)}」：简历里没有找到这样的说法`,
          '如果你做过，在相关经历里用岗位的说法写出做了什么、结果如何（没有原词不代表没做过）；没做过的如实说明，不要编造。',
        ),
      );
      continue;
    }
    jobIssues.push(
      issue(
        hasSkills ? 'skills' : 'completeness',
        'high',
        e.skills.length ? 'skills' : e.degree !== null ? 'education' : e.years !== null ? 'work' : 'skills',
        '',
        `岗位要求「${short(e.match.requirement, 40)}」在简历中没有找到对应内容`,
        hasSkills
          ? `如果你有 ${joinNames(e.match.skills)} 的经验，在工作或项目经历中写出具体用到它的场景和结果，并加进技能栏；如果没有，建议先补学，投递时如实说明。`
          : '如果你具备这项条件，请在相关经历或基本信息中明确写出来；不具备的话如实说明，不要编造。',
      ),
    );
  }
  // The skills line's unshown skills by the rule the interviewer uses: one an entry may show (a use
  // the line lists, work of its kind) is not said to be missing from the experience.
  const unshown = new Map(
    unshownListedSkills({ text: ctx.text, json: ctx.json }, ctx).map((u) => [skillName(u.id), u]),
  );
  for (const name of keywords.statedOnly) {
    const src = keywords.statedSources.get(name)!;
    const where =
      src.section === 'skills' ? '技能栏' : src.section === 'self_evaluation' ? '自我评价' : '求职意向或联系信息';
    // Listed in the skills line, and by the shared rule shown by an entry in other words or possibly
    // shown (soft): the name is not written there, which is all that may be said.
    const u = unshown.get(name);
    const nameOnly = src.section === 'skills' && (!u || u.soft);
    jobIssues.push(
      issue(
        'skills',
        'medium',
        src.section,
        src.text,
        nameOnly
          ? `岗位看重「${name}」，经历里没有写出它的名字`
          : `岗位看重「${name}」，但它只出现在${where}里，经历中没有体现`,
        !nameOnly
          ? `在用到 ${name} 的工作或项目要点里写明做了什么、规模多大、结果如何，让招聘方看到实际使用经验。`
          : u?.hint
            ? `经历里的「${u.hint}」如果用到了 ${name}，在这一条里写明它和用它做了什么，招聘方和筛选系统才看得到实际使用经验。`
            : `在用到 ${name} 的那条经历里写明它的名字和用它做了什么，招聘方和筛选系统按岗位用词筛选时才看得到。`,
      ),
    );
  }
  if (keywords.notInResume.length) {
    jobIssues.push(
      issue(
        'skills',
        'medium',
        'skills',
        '',
        `简历中没有出现岗位关键词：${joinNames(keywords.notInResume.slice(0, 10))}`,
        '逐一确认：真实具备的写进技能栏并在经历中举例；不具备的不要硬写，可考虑补学或在求职信中说明。',
      ),
    );
  }
  if (keywords.wordingOnly.length) {
    jobIssues.push(
      issue(
        'skills',
        'low',
        'skills',
        '',
        `岗位描述的用语「${keywords.wordingOnly.slice(0, 8).join('、')}」在简历里没有原样出现`,
        WORDING_ADVICE,
      ),
    );
  }
  const yrs = ctx.years?.years ?? null;
  if (needs.years !== null && needs.years > 0 && (yrs ?? 0) < needs.years) {
    jobIssues.push(
      issue(
        'completeness',
        (yrs ?? 0) < needs.years * 0.6 ? 'high' : 'medium',
        'basics',
        '',
        yrs === null
          ? `岗位要求 ${needs.years} 年以上经验，简历中看不出工作年限`
          : `岗位要求 ${needs.years} 年以上经验，简历约 ${yrs} 年`,
        yrs === null
          ? '在基本信息中写明工作年限，并给每段经历写上起止时间。'
          : '把实习、兼职和项目中与岗位相关的经验写清楚，突出成果，弥补年限上的差距。',
      ),
    );
  }
  if (needs.degree !== null && (!degree || degree.level < needs.degree)) {
    jobIssues.push(
      issue(
        'completeness',
        degree ? 'high' : 'medium',
        'education',
        degree?.text ?? '',
        degree
          ? `岗位要求${DEGREE_NAMES[needs.degree]}及以上学历，简历学历为${DEGREE_NAMES[degree.level]}`
          : `岗位要求${DEGREE_NAMES[needs.degree]}及以上学历，简历中没有识别到学历`,
        degree
          ? '如有在读或进修的更高学历、相关证书，请写进教育经历或证书栏；否则用突出的项目成果弥补。'
          : '在教育经历中写明学历（如「本科」「硕士」）。',
      ),
    );
  }
  return jobIssues;
}

const UNASSESSABLE = '无法评估：岗位信息中没有可核对的要求、关键词、年限、学历或职责描述';

function jobSummary(position: TAiPosition, weighed: TWeighed, keywords: TJobKeywords, quality: number): string {
  const tail = `简历本身的质量得分 ${quality} 分（${grade(quality)}）。`;
  if (weighed.score === null)
    return `与「${position.name}」的匹配度${UNASSESSABLE}，请补充岗位要求或职责后再分析。${tail}`;
  const { notInResume, statedOnly } = keywords;
  const gapText = notInResume.length
    ? `简历中缺少 ${joinNames(notInResume.slice(0, 3))}${notInResume.length > 3 ? ' 等' : ''}；`
    : statedOnly.length
      ? `${joinNames(statedOnly.slice(0, 3))} 只在技能栏或自我评价中提到；`
      : '';
  return `与「${position.name}」的匹配度为 ${weighed.score} 分。${gapText}${tail}`;
}

/** The resume read for a job, and each requirement item (requirementPlan's order) judged against it. */
function jobEvaluation(resume: TAiResume, position: TAiPosition) {
  const core = basicCore(resume);
  const ctx = jobContext(core.ctx);
  const degree = resumeDegree(ctx);
  const evals = requirementItems(position).map((r) => evaluateRequirement(ctx, r, ctx.years?.years ?? null, degree));
  return { core, ctx, degree, evals };
}

/**
 * Which of requirementPlan's items the required and preferred components score for this resume:
 * judged, and not a degree-only item (the OpenAI path scores the same items with the model's judgement).
 */
export function scoredRequirementItems(resume: TAiResume, position: TAiPosition): boolean[] {
  return jobEvaluation(resume, position).evals.map((e) => e.judged && !e.degreeOnly);
}

/** The analysis against a position: everything of the basic analysis plus the match. */
export function analyzeJob(resume: TAiResume, position: TAiPosition): TJobAnalysis {
  const { core, ctx, degree, evals } = jobEvaluation(resume, position);
  const keywords = jobKeywords(ctx, position, evals);
  const needs = positionNeeds(position, evals);
  const relevance = relevanceComponent(ctx, position);
  const weighed = weighComponents({
    required: coverageComponent(evals, 'required'),
    preferred: coverageComponent(evals, 'preferred'),
    keywords: keywordsComponent(keywords),
    experience: experienceComponent(ctx, position, needs, {
      keywords,
      textFit: relevance.score === null ? null : relevance.score / 100,
    }),
    education: educationComponent(ctx, needs, degree),
    relevance,
  });

  const issues = rankIssues([...jobIssuesOf(ctx, evals, keywords, needs, degree), ...core.issues]);
  const strengths = [...core.strengths];
  if (keywords.matched.length)
    strengths.unshift(
      `岗位的 ${keywords.total} 个关键词中有 ${keywords.matched.length} 个在经历中有实际体现：${joinNames(keywords.matched.slice(0, 8))}${keywords.matched.length > 8 ? ' 等' : ''}。`,
    );
  const requiredEvals = evals.filter((e) => e.kind === 'required' && e.judged);
  const metRequired = requiredEvals.filter((e) => e.match.status === 'met').length;
  if (requiredEvals.length && metRequired >= requiredEvals.length * 0.6)
    strengths.unshift(`${requiredEvals.length} 条必备要求中满足 ${metRequired} 条。`);

  return {
    analysis_type: 'job_based',
    overall_score: core.overall_score,
    sub_scores: core.sub_scores,
    issues,
    strengths,
    summary: jobSummary(position, weighed, keywords, core.overall_score),
    stats: core.stats,
    engine: ENGINE(),
    position: { id: position.id, name: position.name, company_name: position.company_name },
    match_score: weighed.score ?? 0,
    match_assessment: { score: weighed.score, reason: weighed.score === null ? UNASSESSABLE : null },
    match_breakdown: weighed.match_breakdown,
    ...(weighed.formula ? { match_formula: `匹配度 = ${weighed.formula} = ${weighed.score} 分` } : {}),
    matched_keywords: keywords.matched,
    missing_keywords: {
      in_resume_not_stated: keywords.statedOnly,
      not_in_resume: keywords.notInResume,
      wording_only: keywords.wordingOnly,
    },
    requirements: evals.map((e) => e.match),
  };
}

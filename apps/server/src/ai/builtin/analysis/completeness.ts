import type { TAnalysisIssue } from '@offerpilot/shared';
import type { TContext, TDimensionResult } from './context.ts';
import { clamp, issue, mark, nonEmpty, pct } from './helpers.ts';

/** The completeness dimension of the basic rubric. */

export function scoreCompleteness(ctx: TContext): TDimensionResult {
  const { json } = ctx;
  const issues: TAnalysisIssue[] = [];
  const hasName = nonEmpty(json.basics.name);
  const hasEducation = json.education.length > 0;
  const hasExperience = json.work.length > 0 || json.projects.length > 0;
  const hasSkills = json.skills.some((s) => s.trim());
  const hasSelf = nonEmpty(json.self_evaluation);
  const educationDetailed = json.education.some((e) => nonEmpty(e.school) && nonEmpty(e.degree));

  // Entry completeness: company + title + period for work, role for projects (each field a share).
  let fields = 0;
  let filled = 0;
  let completeEntries = 0;
  for (const w of json.work) {
    const have = [nonEmpty(w.company), nonEmpty(w.title), w.period !== null];
    fields += 3;
    filled += have.filter(Boolean).length;
    if (have.every(Boolean)) completeEntries++;
    else {
      const missing = [!have[0] && '公司', !have[1] && '职位', !have[2] && '起止时间'].filter(Boolean).join('、');
      issues.push(
        issue(
          'completeness',
          'medium',
          'work',
          w.company ?? w.title ?? w.period?.text ?? '',
          `这段工作经历缺少${missing}`,
          `补全${missing}，招聘方需要据此判断你的经历背景和年限。`,
        ),
      );
    }
  }
  for (const p of json.projects) {
    fields += 1;
    if (nonEmpty(p.role)) {
      filled += 1;
      completeEntries++;
    } else {
      issues.push(
        issue(
          'completeness',
          'low',
          'projects',
          p.name ?? '',
          '项目没有写明你担任的角色',
          '写出你在项目中的角色（如「后端负责人」「核心开发」），让人看清你的职责范围。',
        ),
      );
    }
  }
  const entries = json.work.length + json.projects.length;
  const entryShare = fields > 0 ? filled / fields : 0;

  const points = {
    name: hasName ? 10 : 0,
    education: hasEducation ? (educationDetailed ? 15 : 10) : 0,
    experience: hasExperience ? 25 : 0,
    skills: hasSkills ? 15 : 0,
    self: hasSelf ? 10 : 0,
    entries: Math.round(entryShare * 25),
  };
  const score = clamp(Object.values(points).reduce((a, b) => a + b, 0));

  if (!hasName)
    issues.push(issue('completeness', 'medium', 'basics', '', '简历开头没有识别到姓名', '在第一行写上你的姓名。'));
  if (!hasExperience)
    issues.push(
      issue(
        'completeness',
        'high',
        'work',
        '',
        '没有工作经历，也没有项目经历',
        '至少写一段工作、实习或项目经历：做了什么、用了什么方法、取得了什么结果。',
      ),
    );
  if (!hasEducation)
    issues.push(issue('completeness', 'medium', 'education', '', '没有教育经历', '补充学校、专业、学历和起止时间。'));
  else if (!educationDetailed)
    issues.push(
      issue(
        'completeness',
        'low',
        'education',
        json.education[0]!.school ?? json.education[0]!.major ?? '',
        '教育经历缺少学校或学历',
        '写全学校名称和学历（本科 / 硕士等），不少岗位会按学历筛选。',
      ),
    );
  // A missing skills section is reported by the skills dimension.
  if (!hasSelf)
    issues.push(
      issue(
        'completeness',
        'low',
        'self_evaluation',
        '',
        '没有自我评价或个人总结',
        '用 2–3 句话概括你的年限、专长和最有代表性的成果。',
      ),
    );

  const explanation =
    `检查核心内容：姓名${mark(hasName)}（10 分）、教育经历${mark(hasEducation)}（15 分，缺学校或学历得 10）、` +
    `工作/项目经历${mark(hasExperience)}（25 分）、专业技能${mark(hasSkills)}（15 分）、自我评价${mark(hasSelf)}（10 分）；` +
    `经历条目信息完整度 ${pct(filled, fields)}%（${entries} 个条目中 ${completeEntries} 个写全了公司、职位、时间或项目角色，按比例折算 25 分中的 ${points.entries} 分）。` +
    `合计 ${score} 分。`;
  const strengths = score >= 90 ? ['核心栏目齐全：教育、经历、技能和自我评价都有，经历条目信息完整。'] : [];
  return { score, explanation, issues, strengths };
}

import type { TAnalysisIssue } from '@offerpilot/shared';
import { isQuantified } from '../../../text/index.ts';
import type { TContext, TDimensionResult } from './context.ts';
import { clamp, issue, pct } from './helpers.ts';

/** The quantification dimension of the basic rubric. */

export function scoreQuantification(ctx: TContext): TDimensionResult {
  const counted = ctx.bullets.filter((b) => b.kind !== 'list');
  const listCount = ctx.bullets.length - counted.length;
  const quantified = counted.filter((b) => isQuantified(b.body));
  const share = counted.length ? quantified.length / counted.length : 0;
  const score = counted.length ? clamp(Math.round(Math.min(1, share / 0.6) * 100)) : 0;
  const issues: TAnalysisIssue[] = [];
  const severity = share < 0.3 ? 'medium' : 'low';
  const missing = counted.filter((b) => b.kind === 'action' && !isQuantified(b.body));
  for (const b of missing.slice(0, 5)) {
    issues.push(
      issue(
        'quantification',
        severity,
        b.section,
        b.text,
        '这条经历没有任何数字，看不出成果的大小',
        '补充规模或结果：用户量、金额、提升或降低的百分比、节省的时间、负责的人数等；一时不确定的数字先写成【待补充：具体数字】，之后再填。',
      ),
    );
  }
  const explanation = counted.length
    ? `${counted.length} 条经历要点${listCount ? `（不含 ${listCount} 条技术栈罗列）` : ''}中 ${quantified.length} 条含具体数字、百分比、金额或规模（${pct(quantified.length, counted.length)}%）；` +
      `占比达到 60% 即满分，得分 = ${pct(quantified.length, counted.length)}% ÷ 60% × 100，封顶 100，为 ${score} 分。日期、版本号和【待补充：…】占位不算数字。`
    : '没有找到工作或项目经历的要点，无法体现量化成果，得 0 分。';
  const strengths =
    counted.length >= 3 && share >= 0.5
      ? [`${counted.length} 条经历要点中 ${quantified.length} 条写出了具体数字，成果有说服力。`]
      : [];
  const advice = !counted.length
    ? '先写出工作或项目经历的要点：做了什么、结果如何。'
    : score >= 100
      ? '大部分经历都写出了数字，成果有说服力，保持即可。'
      : `还有 ${missing.length} 条经历没有数字：挑最重要的 2–3 条，补上规模或结果（用户量、金额、提升的百分比、节省的时间），拿不准的数字先核实再写。`;
  return { score, explanation, advice, issues, strengths };
}

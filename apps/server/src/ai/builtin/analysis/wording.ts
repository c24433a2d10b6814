import type { TAnalysisIssue } from '@offerpilot/shared';
import { EN_FILLER, EN_FIRST_PERSON, isLong, openerOf, ZH_FILLER, ZH_FIRST_PERSON } from './bullets.ts';
import type { TContext, TDimensionResult } from './context.ts';
import { clamp, hasCjk, issue, pct } from './helpers.ts';

/** The wording dimension of the basic rubric (the openers and fillers: bullets.ts). */

export function scoreWording(ctx: TContext): TDimensionResult {
  const judged = ctx.bullets.filter((b) => b.kind === 'action');
  const issues: TAnalysisIssue[] = [];
  let strong = 0;
  let weak = 0;
  let firstPerson = 0;
  let filler = 0;
  let long = 0;
  for (const b of judged) {
    const opener = openerOf(b.body);
    if (opener.kind === 'strong') strong++;
    if (opener.kind === 'weak') {
      weak++;
      if (weak <= 6) {
        const zh = hasCjk(opener.word);
        issues.push(
          issue(
            'wording',
            'medium',
            b.section,
            b.text,
            `以「${opener.word}」这类弱动词开头，看不出你本人的贡献`,
            zh
              ? '改用能说明你角色的动词开头，如「主导」「负责」「设计」「实现」「优化」，并写清你具体完成的部分和结果。'
              : '改用 Led、Built、Designed、Reduced 等动词开头，直接写出你做成了什么和结果。',
          ),
        );
      }
    }
  }
  for (const b of ctx.bullets) {
    const zh = hasCjk(b.body);
    if ((zh ? ZH_FIRST_PERSON : EN_FIRST_PERSON).test(b.body)) {
      firstPerson++;
      if (firstPerson <= 3)
        issues.push(
          issue(
            'wording',
            'low',
            b.section,
            b.text,
            zh ? '要点中使用了第一人称「我 / 本人」' : '要点中使用了第一人称（I / my）',
            '简历的主语默认就是你本人，删掉第一人称，直接以动词开头。',
          ),
        );
    }
    const fill = (zh ? ZH_FILLER : EN_FILLER).exec(b.body);
    if (fill) {
      filler++;
      if (filler <= 3)
        issues.push(
          issue(
            'wording',
            'low',
            b.section,
            b.text,
            `含有「${fill[0]}」这类空泛的词`,
            '换成具体的对象、范围或数字，例如把「负责一些相关工作」改成具体负责的模块和结果。',
          ),
        );
    }
    const size = isLong(b.body);
    if (size.long) {
      long++;
      if (long <= 3)
        issues.push(
          issue(
            'wording',
            'low',
            b.section,
            b.text,
            `这条要点有 ${size.size}，过长不易快速阅读`,
            zh
              ? '拆成两条，或只保留「动作 + 对象 + 结果」，控制在 80 字以内。'
              : 'Split it, or keep action + object + result within 40 words.',
          ),
        );
    }
  }
  const pen = {
    weak: Math.min(25, weak * 5),
    firstPerson: Math.min(16, firstPerson * 4),
    filler: Math.min(10, filler * 2),
    long: Math.min(15, long * 3),
  };
  const share = judged.length ? strong / judged.length : 0;
  const base = judged.length ? 40 + 60 * share : ctx.bullets.length ? 50 : 30;
  const score = clamp(Math.round(base - pen.weak - pen.firstPerson - pen.filler - pen.long));
  const penalties =
    `扣分：弱动词开头 ${weak} 条（-${pen.weak}）、第一人称 ${firstPerson} 条（-${pen.firstPerson}）、` +
    `空泛词 ${filler} 条（-${pen.filler}）、过长 ${long} 条（-${pen.long}）`;
  const explanation = judged.length
    ? `${judged.length} 条需要判断的经历要点（不含项目描述与技术栈罗列）中 ${strong} 条以有力的行动动词开头（${pct(strong, judged.length)}%），` +
      `基础分 = 40 + 60 × ${pct(strong, judged.length)}% = ${Math.round(base)}；${penalties}；得 ${score} 分。`
    : ctx.bullets.length
      ? `经历要点都是项目描述或技术栈罗列，没有可判断的行动表述，基础分 50；${penalties}；得 ${score} 分。`
      : '没有工作或项目经历的要点，无法体现行动导向，得 30 分。';
  const strengths =
    judged.length >= 3 && share >= 0.6
      ? [`${judged.length} 条经历要点中 ${strong} 条以「主导」「设计」「实现」这类有力动词开头，表述主动。`]
      : [];
  const fixes: string[] = [];
  if (weak) fixes.push(`${weak} 条用「参与」「协助」这类弱动词开头，改成你实际做的动作（设计、实现、推动）`);
  if (firstPerson) fixes.push(`${firstPerson} 条用了「我 / 本人」，直接删掉`);
  if (filler) fixes.push(`${filler} 条有「相关」「一些」这类空泛词，换成具体的对象和结果`);
  if (long) fixes.push(`${long} 条太长，拆成两条或只留「动作 + 对象 + 结果」`);
  const advice = !judged.length
    ? '把经历写成「动作 + 对象 + 结果」的要点，每条以一个动词开头。'
    : fixes.length
      ? `${fixes.join('；')}。`
      : score >= 80
        ? '经历大多以有力的动词开头，表述简洁，保持即可。'
        : '多用「主导」「设计」「实现」这类动词开头，让每条要点先说你做了什么。';
  return { score, explanation, advice, issues, strengths };
}

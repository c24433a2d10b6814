import { renderResumeText, type TOptimizationResult } from '@offerpilot/shared';
import { type TFactSource } from '../fact-check.ts';
import { factCheckedRewrite } from '../apply.ts';
import { BUILTIN_MODEL, type TOptimizeInput } from '../provider.ts';
import { analyzeBasic } from './analysis.ts';
import { type TPositionPlan, positionPlan } from './rewrite/position.ts';
import { planBulletModifications, type TBulletOptions, type TPlannedChange } from './rewrite/bullet-changes.ts';
import { planSelfEvaluation } from './rewrite/self-evaluation.ts';
import { planSkillModifications } from './rewrite/skills.ts';
import { hasGap } from './rewrite/gaps.ts';

/**
 * The built-in resume optimisation: deterministic rewrite rules that make a resume clearer and
 * more targeted without adding a single fact. What a rule cannot know (a result, a number, where
 * a listed skill was used) becomes a marked gap 【待补充：…】 for the user to fill. Every change is
 * a modification whose `original` is verbatim resume text, so each can be applied on its own;
 * all of them pass the fact check (fact-check.ts) before they are applied.
 *
 * The rules are shared with the conversational assistant (chat.ts).
 */

export { type TBulletSection, type TBulletRef, listBullets } from './rewrite/bullets.ts';
export { type TWording, pastTense, rewordText, splitLong, splitActions, resultFirst } from './rewrite/wording.ts';
export { hasGap, quantifyHint, withQuantifyGap, needsQuantifying } from './rewrite/gaps.ts';
export { type TPositionPlan, positionPlan, requirementFor } from './rewrite/position.ts';
export {
  type TBulletOptions,
  type TPlannedChange,
  rewriteBullet,
  planBulletModifications,
} from './rewrite/bullet-changes.ts';
export { planSkillModifications } from './rewrite/skills.ts';
export { planSelfEvaluation } from './rewrite/self-evaluation.ts';

// ── The optimisation ─────────────────────────────────────────────────────────────────────────

export interface TPlanOptions {
  bullets?: TBulletOptions;
  skills?: boolean;
  selfEvaluation?: boolean;
}

/** Every planned change for a resume (and position), not yet fact-checked. */
export function planModifications(
  source: TFactSource,
  plan: TPositionPlan | null,
  options: TPlanOptions = {},
): TPlannedChange[] {
  const changes: TPlannedChange[] = [];
  changes.push(...planBulletModifications(source, { positionGaps: !!plan, ...options.bullets }, plan));
  if (options.selfEvaluation !== false) changes.push(...planSelfEvaluation(source, plan));
  if (options.skills !== false) changes.push(...planSkillModifications(source, plan));
  return changes;
}

function summarise(
  changes: TPlannedChange[],
  rejected: number,
  plan: TPositionPlan | null,
  before: number,
  after: number,
): string {
  // Each change counted once, so the parts add up to the total the list shows (a bullet both
  // reworded and given a gap is one change, not two).
  const count = (pred: (c: TPlannedChange) => boolean) => changes.filter(pred).length;
  const bullets = changes.filter((c) => c.mod.section !== 'skills' && c.mod.section !== 'self_evaluation');
  const split = bullets.filter((c) => c.kinds.has('split')).length;
  const quantify = bullets.filter((c) => c.kinds.has('quantify')).length;
  const position = bullets.filter((c) => c.kinds.has('position')).length;
  const skills = count((c) => c.mod.section === 'skills');
  const self = count((c) => c.mod.section === 'self_evaluation');
  const within: string[] = [];
  if (split) within.push(`拆分长句 ${split} 处`);
  if (quantify) within.push(`为没有数字的经历留出量化占位 ${quantify} 处`);
  if (position) within.push(`为岗位要求的技能留出说明位置 ${position} 处`);
  const parts: string[] = [];
  if (bullets.length)
    parts.push(`改写经历表述 ${bullets.length} 处${within.length ? `（其中${within.join('，')}）` : ''}`);
  if (skills) parts.push(`整理技能栏 ${skills} 处`);
  if (self) parts.push(`重写自我评价 ${self} 处`);
  let text = changes.length
    ? `共 ${changes.length} 处修改：${parts.join('，')}。`
    : '简历的表述已经比较规范，没有找到需要改动的地方。';
  text += `质量评分 ${before} → ${after} 分。`;
  if (changes.some((c) => hasGap(c.mod.optimized))) {
    text += '【待补充：…】（英文条目里是 [to add: …]）是留给你填写真实信息的位置，投递前请替换或删除，不要编造数字。';
  }
  if (plan) {
    const missing = plan.job.missing_keywords.not_in_resume;
    if (missing.length) {
      text += `岗位要求的 ${missing.join('、')} 在简历中完全没有出现：本次优化不会替你写上；如果你确实有相关经验，请在对应经历中如实补充，否则面试前可以有针对性地学习。`;
    }
    text +=
      plan.job.match_assessment?.score === null
        ? '当前岗位匹配度无法评估：岗位信息中没有可核对的内容。'
        : `当前岗位匹配度 ${plan.job.match_score} 分。`;
  }
  if (rejected) text += `另有 ${rejected} 处修改因无法核实事实被丢弃。`;
  return text;
}

const ENGINE = () => ({ provider: 'builtin' as const, model: BUILTIN_MODEL, elapsed_ms: 0, fallback_reason: null });

/** The built-in optimisation: deterministic, offline, never inventing facts. */
export function optimizeBuiltin(input: TOptimizeInput): TOptimizationResult {
  const source: TFactSource = { text: input.resume.text, json: input.resume.json };
  const plan = input.type === 'position' ? positionPlan(input.resume, input.position) : null;
  const changes = planModifications(source, plan);

  const { accepted, rejected, optimized } = factCheckedRewrite(
    source,
    changes.map((c) => c.mod),
  );
  const acceptedSet = new Set(accepted);
  const kept = changes.filter((c) => acceptedSet.has(c.mod));

  const before = analyzeBasic(input.resume).overall_score;
  const after = analyzeBasic({ text: renderResumeText(optimized), json: optimized }).overall_score;
  return {
    optimization_type: input.type,
    optimization_focus: plan ? `岗位定向：${plan.position.name}` : '整体优化：表述精简与成果量化',
    parsed_modifications: accepted,
    rejected_modifications: rejected,
    optimized_resume_json: optimized,
    quality_score_before: before,
    quality_score: after,
    summary: summarise(kept, rejected.length, plan, before, after),
    parse_success: true,
    engine: ENGINE(),
  };
}

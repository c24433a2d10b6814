import {
  SCORE_DIMENSION_LABELS,
  ZAnalysisIssue,
  ZChatIntent,
  ZModification,
  ZRequirementMatch,
  ZScoreDimension,
  type TAiPosition,
  type TAnalysis,
  type TBasicAnalysis,
  type TChatReply,
  type TEngineInfo,
  type TJobAnalysis,
  type TMatchComponent,
  type TOptimizationResult,
  type TRequirementMatch,
  renderResumeText,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  analyzeBasic,
  analyzeJob,
  demonstratedSkills,
  requirementPlan,
  scoredRequirementItems,
  type TRequirementPlanItem,
} from './builtin/analysis.ts';
import { chatBuiltin, detectIntent } from './builtin/chat.ts';
import { normaliseSkill } from '../text/index.ts';
import { factCheckedRewrite } from './apply.ts';
import { optimizeBuiltin } from './builtin/rewrite.ts';
import { checkModifications } from './fact-check.ts';
import { BuiltinInterviewAgents, OpenAiInterviewAgents } from './interview-engine.ts';
import { AiProviderError, OpenAiJsonClient, type TAiResult } from './openai-client.ts';
import {
  BUILTIN_MODEL,
  type AiProvider,
  type TAiResume,
  type TAnalyzeInput,
  type TAnswerInput,
  type TAnswerResult,
  type TChatInput,
  type TFitBody,
  type TFitInput,
  type TOptimizeInput,
  type TPlanInput,
  type TPlannedQuestion,
  type TReportBody,
  type TReportInput,
} from './provider.ts';

const elapsedSince = (started: number) => Math.max(0, Math.round(performance.now() - started));

function withEngine<T extends { engine: TEngineInfo }>(result: T, engine: Partial<TEngineInfo>): T {
  return { ...result, engine: { ...result.engine, ...engine } };
}

/** The offline engine: analysis.ts, rewrite.ts and chat.ts, timed; the interview agents of builtin/interview. */
export class BuiltinProvider extends BuiltinInterviewAgents implements AiProvider {
  readonly name = 'builtin' as const;
  readonly model = BUILTIN_MODEL;

  analyze(input: TAnalyzeInput): Promise<TAnalysis> {
    const started = performance.now();
    const result: TAnalysis =
      input.type === 'job_based' && input.position
        ? analyzeJob(input.resume, input.position)
        : analyzeBasic(input.resume);
    return Promise.resolve(withEngine(result, { elapsed_ms: elapsedSince(started) }));
  }

  optimize(input: TOptimizeInput): Promise<TOptimizationResult> {
    const started = performance.now();
    return Promise.resolve(withEngine(optimizeBuiltin(input), { elapsed_ms: elapsedSince(started) }));
  }

  chat(input: TChatInput): Promise<TChatReply> {
    const started = performance.now();
    return Promise.resolve(withEngine(chatBuiltin(input), { elapsed_ms: elapsedSince(started) }));
  }
}

// ── OpenAI-compatible provider ───────────────────────────────────────────────────────────────

/** What the model is asked to write; the rest (stats, weights, scores of rewrites) is computed. */
const ZLlmSubScore = z.object({
  dimension: ZScoreDimension,
  score: z.number().int().min(0).max(100),
  explanation: z.string(),
});
const ZLlmBasic = z.object({
  sub_scores: z.array(ZLlmSubScore),
  issues: z.array(ZAnalysisIssue),
  strengths: z.array(z.string()),
  summary: z.string(),
});
const ZLlmJob = ZLlmBasic.extend({
  requirements: z.array(ZRequirementMatch),
  matched_keywords: z.array(z.string()),
  missing_keywords: z.object({ in_resume_not_stated: z.array(z.string()), not_in_resume: z.array(z.string()) }),
});
const ZLlmOptimization = z.object({
  optimization_focus: z.string(),
  summary: z.string(),
  modifications: z.array(ZModification),
});
const ZLlmChat = z.object({
  reply: z.string(),
  intent: ZChatIntent,
  suggestions: z.array(ZModification),
});

const SYSTEM = [
  '你是资深的中文简历顾问，为求职者分析和优化简历。所有面向用户的文字都用简体中文。',
  '铁律：绝不编造事实。不得添加简历中没有的技能、公司、学校、职位、日期或数字。',
  '需要数字或结果而简历没有时，写成【待补充：说明】让用户自己填写，不要猜测。',
  'excerpt、original 字段必须逐字复制简历原文中的一段文字。',
].join('\n');

/** Prompt size is bounded: the text is cut at 12 000 characters, the JSON left out when huge. */
const MAX_PROMPT_TEXT = 12_000;
const MAX_PROMPT_JSON = 24_000;

function resumeBlock(resume: TAiResume): string {
  const json = JSON.stringify(resume.json);
  const structured = json.length <= MAX_PROMPT_JSON ? `简历（结构化 JSON）：\n${json}\n\n` : '';
  return `${structured}简历原文：\n${resume.text.slice(0, MAX_PROMPT_TEXT)}`;
}

function positionBlock(position: TAiPosition | undefined): string {
  if (!position) return '';
  return [
    `\n\n目标岗位：${position.name}${position.company_name ? `（${position.company_name}）` : ''}`,
    position.experience_level ? `经验要求：${position.experience_level}` : '',
    position.requirements.length > 0 ? `任职要求：\n${position.requirements.map((r) => `- ${r}`).join('\n')}` : '',
    position.responsibilities ? `岗位职责：\n${position.responsibilities}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** A quote is usable only when it really is in the resume (modulo whitespace). */
function inResume(resume: TAiResume, excerpt: string): boolean {
  if (!excerpt) return true;
  const squash = (s: string) => s.replace(/\s+/g, '');
  const needle = squash(excerpt);
  return squash(resume.text).includes(needle) || squash(renderResumeText(resume.json)).includes(needle);
}

/** The requirement items, numbered, with the match's reading of each (必备 or 加分). */
function planBlock(plan: readonly TRequirementPlanItem[]): string {
  if (!plan.length) return '';
  const lines = plan.map((p, i) => `${i + 1}. [${p.kind === 'required' ? '必备' : '加分'}] ${p.requirement}`);
  return `\n任职要求（逐条判断）：\n${lines.join('\n')}`;
}

/** An answer's item as the model may have echoed it: "2. [必备] 熟悉 React" is "熟悉 React". */
const itemKey = (text: string) =>
  text
    .replace(/^\s*\d+\s*(?:[、)）]|\.(?!\d))\s*/, '')
    .replace(/^\s*[[【](?:必备|加分)[\]】]\s*/, '')
    .replace(/\s+/g, '');

/**
 * One judgement per planned item, in the plan's order: the model's, found by its text (each answer
 * used once), else by its place when it answered every item; with the plan's wording and kind and
 * only the quotes really in the resume. An item the model skipped keeps the builtin judgement.
 */
function judgedPlan(
  plan: readonly TRequirementPlanItem[],
  answered: readonly TRequirementMatch[],
  builtin: readonly TRequirementMatch[],
  resume: TAiResume,
): { match: TRequirementMatch; byModel: boolean }[] {
  const used = new Set<number>();
  const byText = plan.map((item) => {
    const j = answered.findIndex((r, k) => !used.has(k) && itemKey(r.requirement) === itemKey(item.requirement));
    if (j >= 0) used.add(j);
    return j;
  });
  const byPlace = answered.length === plan.length;
  return plan.map((item, i) => {
    let j = byText[i]!;
    if (j < 0 && byPlace && !used.has(i)) {
      j = i;
      used.add(i);
    }
    const own = answered[j];
    if (!own) return { match: builtin[i]!, byModel: false };
    // Evidence before claims: "missing" where the evidence index shows the item (met, or at least
    // half covered, with verbatim evidence) is not taken; the builtin finding stands.
    const found = builtin[i]!;
    if (own.status === 'missing' && found.evidence.length && (found.status === 'met' || found.coverage >= 0.5))
      return { match: found, byModel: false };
    return {
      match: {
        ...own,
        requirement: item.requirement,
        kind: item.kind,
        evidence: own.evidence.filter((e) => inResume(resume, e.excerpt)),
      },
      byModel: true,
    };
  });
}

/**
 * The model's keywords, with those it calls missing or only listed that the resume shows (the
 * builtin match found them in an experience, or the evidence index shows the skill they name, in
 * other words too) moved to matched: evidence before claims.
 */
function checkedKeywords(
  llm: { matched_keywords: string[]; missing_keywords: TJobAnalysis['missing_keywords'] },
  base: TAnalysis,
  resume: TAiResume,
): Pick<TJobAnalysis, 'matched_keywords' | 'missing_keywords'> {
  const builtinShown = new Set(
    base.analysis_type === 'job_based' ? base.matched_keywords.map((k) => k.toLowerCase()) : [],
  );
  const index = demonstratedSkills(resume);
  const isShown = (k: string) => {
    const id = normaliseSkill(k);
    return builtinShown.has(k.toLowerCase()) || (id !== null && index.has(id));
  };
  const { in_resume_not_stated: stated, not_in_resume: absent } = llm.missing_keywords;
  const moved = [...absent, ...stated].filter(isShown);
  return {
    matched_keywords: [...llm.matched_keywords, ...moved.filter((k) => !llm.matched_keywords.includes(k))],
    missing_keywords: {
      in_resume_not_stated: stated.filter((k) => !isShown(k)),
      not_in_resume: absent.filter((k) => !isShown(k)),
    },
  };
}

/**
 * The required or preferred component from the model's judgements: the items the builtin formula
 * scores for this resume (`scored`: judged, not degree-only), each with the model's judgement where
 * it gave one. A component the formula could not weigh, or one the model judged nothing of, stays.
 */
function modelCoverage(
  c: TMatchComponent,
  judged: readonly { match: TRequirementMatch; byModel: boolean }[],
  scored: readonly boolean[],
): TMatchComponent {
  if ((c.key !== 'required' && c.key !== 'preferred') || c.weight === 0) return c;
  const items = judged.filter((r, i) => r.match.kind === c.key && scored[i]);
  const byModel = items.filter((r) => r.byModel).length;
  if (!byModel) return c;
  const count = (status: TRequirementMatch['status']) => items.filter((r) => r.match.status === status).length;
  const leftOut = judged.filter((r, i) => r.match.kind === c.key && !scored[i]).length;
  const mean = items.reduce((sum, r) => sum + r.match.coverage, 0) / items.length;
  return {
    ...c,
    score: Math.round(mean * 100),
    explanation: `${items.length} 条${c.key === 'required' ? '可核对的必备要求' : '加分项'}（${
      byModel === items.length ? '由模型逐条判断' : `${byModel} 条由模型判断，其余沿用内置引擎`
    }）：满足 ${count('met')} 条、部分满足 ${count('partial')} 条、缺失 ${count('missing')} 条；得分为各条覆盖度的平均值${
      leftOut ? `；另有 ${leftOut} 条只要求学历或无法从简历文字核对，与内置引擎一样不计入` : ''
    }（权重 ${Math.round(c.weight * 1000) / 10}%）。`,
  };
}

export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly model: string;
  private readonly builtin = new BuiltinProvider();
  private readonly interview: OpenAiInterviewAgents;

  constructor(private readonly client: OpenAiJsonClient) {
    this.model = client.model;
    this.interview = new OpenAiInterviewAgents(client);
  }

  planInterview(input: TPlanInput): Promise<TPlannedQuestion[]> {
    return this.interview.planInterview(input);
  }

  evaluateAnswer(input: TAnswerInput): Promise<TAnswerResult> {
    return this.interview.evaluateAnswer(input);
  }

  reportInterview(input: TReportInput): Promise<TReportBody> {
    return this.interview.reportInterview(input);
  }

  fitInterview(input: TFitInput): TFitBody {
    return this.interview.fitInterview(input);
  }

  async analyze(input: TAnalyzeInput): Promise<TAnalysis> {
    // The builtin analysis gives the counts, the weights and the match formula's fixed parts.
    const base = await this.builtin.analyze(input);
    const job = input.type === 'job_based' && input.position !== undefined;
    // The model judges the items as the builtin match reads them: asked and preferred apart.
    const plan = job ? requirementPlan(input.position!) : [];
    const prompt = `请按六个维度（${Object.entries(SCORE_DIMENSION_LABELS)
      .map(([k, v]) => `${k}=${v}`)
      .join('，')}）给简历打分（0-100）并说明理由，列出具体问题（excerpt 为原文）与建议、亮点和总结。${
      job
        ? '再逐条判断下面编号列出的任职要求是否满足（status: met/partial/missing，coverage 0-1，evidence 为简历原文；requirement 原样照抄该条，kind 照抄方括号里的类别：必备=required，加分=preferred），给出匹配与缺失的关键词。'
        : ''
    }\n\n${resumeBlock(input.resume)}${
      job
        ? `${positionBlock({ ...input.position!, requirements: [] })}${planBlock(plan)}`
        : positionBlock(input.position)
    }`;
    const result: TAiResult<z.infer<typeof ZLlmBasic> & Partial<z.infer<typeof ZLlmJob>>> = job
      ? await this.client.complete({
          name: 'resume-job-analysis',
          schema: ZLlmJob,
          system: SYSTEM,
          user: prompt,
          temperature: 0.2,
        })
      : await this.client.complete({
          name: 'resume-analysis',
          schema: ZLlmBasic,
          system: SYSTEM,
          user: prompt,
          temperature: 0.2,
        });
    const llm = result.data;
    const subScores = base.sub_scores.map((s) => {
      const own = llm.sub_scores.find((x) => x.dimension === s.dimension);
      return own ? { ...s, score: own.score, explanation: own.explanation } : s;
    });
    const overall = Math.round(subScores.reduce((sum, s) => sum + s.score * s.weight, 0));
    const engine: TEngineInfo = {
      provider: 'openai',
      model: result.model,
      elapsed_ms: result.elapsedMs,
      fallback_reason: null,
    };
    const common: Omit<TBasicAnalysis, 'analysis_type'> = {
      overall_score: overall,
      sub_scores: subScores,
      issues: llm.issues.filter((i) => inResume(input.resume, i.excerpt)),
      strengths: llm.strengths,
      summary: llm.summary,
      stats: base.stats,
      engine,
    };
    if (base.analysis_type === 'basic' || !llm.requirements || !llm.matched_keywords || !llm.missing_keywords)
      return { ...common, analysis_type: 'basic' };
    const judged = judgedPlan(plan, llm.requirements, base.requirements, input.resume);
    const requirements = judged.map((r) => r.match);
    // The same documented formula as the builtin engine, with the model's per-requirement judgement.
    const scored = scoredRequirementItems(input.resume, input.position!);
    const breakdown = base.match_breakdown.map((c) => modelCoverage(c, judged, scored));
    const match = Math.round(breakdown.reduce((sum, c) => sum + c.score * c.weight, 0));
    const jobResult: TJobAnalysis = {
      ...common,
      analysis_type: 'job_based',
      position: base.position,
      match_score: Math.min(100, Math.max(0, match)),
      match_breakdown: breakdown,
      ...checkedKeywords(
        { matched_keywords: llm.matched_keywords, missing_keywords: llm.missing_keywords },
        base,
        input.resume,
      ),
      requirements,
    };
    return jobResult;
  }

  async optimize(input: TOptimizeInput): Promise<TOptimizationResult> {
    const result = await this.client.complete({
      name: 'resume-optimization',
      schema: ZLlmOptimization,
      system: SYSTEM,
      user: `${
        input.type === 'position' ? '请针对目标岗位优化这份简历' : '请整体优化这份简历'
      }：逐条给出修改（section 为 basics/education/work/projects/skills/certificates/awards/self_evaluation/other 之一，original 为要替换的原文，新增内容时 original 为空，optimized 为改写后的文字，reason 说明原因${
        input.type === 'position' ? '，requirement 写明对应的任职要求' : ''
      }）。\n\n${resumeBlock(input.resume)}${positionBlock(input.position)}`,
      temperature: 0.3,
    });
    const source = { text: input.resume.text, json: input.resume.json };
    // The same fact check as the builtin engine's rewrites: a change the check refuses (or whose
    // original is not in the resume) is listed as rejected and is not in the rewrite either.
    const { accepted, rejected, optimized } = factCheckedRewrite(source, result.data.modifications);
    const before = analyzeBasic(input.resume).overall_score;
    const after = analyzeBasic({ text: renderResumeText(optimized), json: optimized }).overall_score;
    return {
      optimization_type: input.type,
      optimization_focus: result.data.optimization_focus,
      parsed_modifications: accepted,
      rejected_modifications: rejected,
      optimized_resume_json: optimized,
      quality_score_before: before,
      quality_score: after,
      summary: result.data.summary,
      parse_success: true,
      engine: { provider: 'openai', model: result.model, elapsed_ms: result.elapsedMs, fallback_reason: null },
    };
  }

  async chat(input: TChatInput): Promise<TChatReply> {
    const history = input.history
      .slice(-10)
      .map((m) => `${m.role === 'user' ? '用户' : '助手'}：${m.content}`)
      .join('\n');
    const result = await this.client.complete({
      name: 'resume-chat',
      schema: ZLlmChat,
      system: `${SYSTEM}\n你在和用户对话，帮他改进这份简历。回答要具体；可直接应用的修改放进 suggestions（original 为原文）。intent 取 ${ZChatIntent.options.join('/')} 之一。`,
      user: `${resumeBlock(input.resume)}${positionBlock(input.position)}\n\n此前对话：\n${history || '（无）'}\n\n用户：${input.message}`,
      temperature: 0.4,
    });
    const source = { text: input.resume.text, json: input.resume.json };
    const { accepted } = checkModifications(
      source,
      result.data.suggestions.filter((m) => !m.original || inResume(input.resume, m.original)),
    );
    const detected = detectIntent(input.message);
    return {
      reply: result.data.reply,
      intent: result.data.intent,
      suggestions: accepted,
      context: {
        focus_section: detected.section ?? accepted[0]?.section ?? input.context.focus_section,
        focus_text: detected.quoted ?? accepted[0]?.original ?? input.context.focus_text,
        turns: input.context.turns + 1,
      },
      engine: { provider: 'openai', model: result.model, elapsed_ms: result.elapsedMs, fallback_reason: null },
    };
  }
}

// ── Fallback ─────────────────────────────────────────────────────────────────────────────────

const FALLBACK_REASONS: Record<string, string> = {
  timeout: '模型响应超时',
  http: '模型服务返回错误',
  malformed: '模型返回的内容不是有效的 JSON',
  invalid: '模型返回的 JSON 不符合要求',
  network: '无法连接模型服务',
};

function fallbackReason(error: unknown): string {
  if (error instanceof AiProviderError) {
    const status = error.status ? `（HTTP ${error.status}）` : '';
    return `${FALLBACK_REASONS[error.kind] ?? '模型调用失败'}${status}，已由内置引擎完成`;
  }
  return '模型结果处理失败，已由内置引擎完成';
}

/**
 * The configured model first; on any failure (after the client's one retry) the builtin engine
 * answers, and the result says so (`engine.fallback_reason`, `ai_model` = the builtin model).
 */
export class FallbackProvider implements AiProvider {
  readonly name: 'builtin' | 'openai';
  readonly model: string;

  constructor(
    private readonly primary: AiProvider,
    private readonly fallback: AiProvider,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.name = primary.name;
    this.model = primary.model;
  }

  private async run<T extends { engine: TEngineInfo }>(
    call: string,
    first: () => Promise<T>,
    second: () => Promise<T>,
    onFallback?: (result: T, error: unknown) => T,
  ): Promise<T> {
    try {
      return await first();
    } catch (error) {
      this.log?.warn({ err: error, call, model: this.primary.model }, 'AI model failed; builtin engine answers');
      const result = await second();
      const withReason = withEngine(result, { fallback_reason: fallbackReason(error) });
      return onFallback ? onFallback(withReason, error) : withReason;
    }
  }

  analyze(input: TAnalyzeInput): Promise<TAnalysis> {
    return this.run(
      'analyze',
      () => this.primary.analyze(input),
      () => this.fallback.analyze(input),
    );
  }

  optimize(input: TOptimizeInput): Promise<TOptimizationResult> {
    return this.run(
      'optimize',
      () => this.primary.optimize(input),
      () => this.fallback.optimize(input),
      // parse_success records whether the model's own answer could be used.
      (result, error) =>
        error instanceof AiProviderError && (error.kind === 'malformed' || error.kind === 'invalid')
          ? { ...result, parse_success: false }
          : result,
    );
  }

  chat(input: TChatInput): Promise<TChatReply> {
    return this.run(
      'chat',
      () => this.primary.chat(input),
      () => this.fallback.chat(input),
    );
  }

  /** The interview agents: the model first, the builtin agents on any failure (scores mean the same). */
  private async agent<T>(
    call: string,
    first: () => Promise<T>,
    second: () => Promise<T>,
    onError?: (error: unknown) => void,
  ): Promise<T> {
    try {
      return await first();
    } catch (error) {
      onError?.(error);
      this.log?.warn(
        { err: error, call, model: this.primary.model },
        'AI model failed; builtin interview agents answer',
      );
      return second();
    }
  }

  planInterview(input: TPlanInput): Promise<TPlannedQuestion[]> {
    return this.agent(
      'planInterview',
      () => this.primary.planInterview(input),
      () => this.fallback.planInterview(input),
    );
  }

  /** The builtin judgement after a model failure says so, with the reason, in the feedback (`judge`). */
  async evaluateAnswer(input: TAnswerInput): Promise<TAnswerResult> {
    let reason: string | null = null;
    const result = await this.agent(
      'evaluateAnswer',
      () => this.primary.evaluateAnswer(input),
      () => this.fallback.evaluateAnswer(input),
      (error) => (reason = fallbackReason(error)),
    );
    if (reason === null || result.feedback.skipped || result.feedback.untranscribed) return result;
    const judge = {
      engine: 'builtin' as const,
      builtin_score: result.feedback.score,
      disagreement: false,
      rejected_quotes: [],
      fallback_reason: reason as string,
    };
    return { ...result, feedback: { ...result.feedback, judge } };
  }

  reportInterview(input: TReportInput): Promise<TReportBody> {
    return this.agent(
      'reportInterview',
      () => this.primary.reportInterview(input),
      () => this.fallback.reportInterview(input),
    );
  }

  /** Builtin on both sides: nothing to fall back from. */
  fitInterview(input: TFitInput): TFitBody {
    return this.fallback.fitInterview(input);
  }
}

export interface TAiConfig {
  provider: 'builtin' | 'openai';
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  timeoutMs: number;
}

export function createAiEngine(config: TAiConfig, log?: FastifyBaseLogger): AiProvider {
  const builtin = new BuiltinProvider();
  if (config.provider !== 'openai' || !config.baseUrl || !config.model) return builtin;
  const client = new OpenAiJsonClient({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    model: config.model,
    timeoutMs: config.timeoutMs,
  });
  return new FallbackProvider(new OpenAiProvider(client), builtin, log);
}

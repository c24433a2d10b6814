import { INTERVIEW_LIMITS } from '@offerpilot/shared';
import { z } from 'zod';
import { isDontKnow } from './builtin/interview/evaluate.ts';
import {
  evaluateAnswerBuiltin,
  fitInterviewBuiltin,
  planInterviewBuiltin,
  rankCompetencies,
  reportInterviewBuiltin,
} from './builtin/interview/index.ts';
import { positionText } from './builtin/interview/plan-sources.ts';
import {
  experienceText,
  hasPremise,
  probeEvidence,
  verbatimEvidence,
  wordingProblem,
} from './builtin/interview/premise.ts';
import { judgedFeedback, judgePrompt, JUDGE_SYSTEM, ZLlmJudgement } from './interview-judge.ts';
import type { OpenAiJsonClient } from './openai-client.ts';
import type {
  InterviewAgents,
  TAnswerInput,
  TAnswerResult,
  TFitBody,
  TFitInput,
  TPlanInput,
  TPlannedQuestion,
  TReportBody,
  TReportInput,
} from './provider.ts';

/**
 * The interviewer and evaluator agents (issue 13). The builtin agents compute every question,
 * score and report offline. The OpenAI-compatible path asks the model for what a model does
 * better — the wording of resume and requirement questions, the judgement of each key point
 * (with verbatim quotes the server checks, interview-judge.ts), the feedback and the summary —
 * and keeps the builtin formula and score beside it; whatever the model returns is validated
 * (zod, verbatim quotes) and any failure falls back to the builtin answer with the reason.
 */
export class BuiltinInterviewAgents implements InterviewAgents {
  planInterview(input: TPlanInput): Promise<TPlannedQuestion[]> {
    return Promise.resolve(planInterviewBuiltin(input));
  }

  evaluateAnswer(input: TAnswerInput): Promise<TAnswerResult> {
    return Promise.resolve(evaluateAnswerBuiltin(input));
  }

  reportInterview(input: TReportInput): Promise<TReportBody> {
    return Promise.resolve(reportInterviewBuiltin(input));
  }

  fitInterview(input: TFitInput): TFitBody {
    return fitInterviewBuiltin(input);
  }
}

const INTERVIEWER_SYSTEM = [
  '你是一位经验丰富的中文面试官，正在面试一位求职者。所有文字都用简体中文，语气专业、友好、具体。',
  '铁律：不编造候选人没有说过或简历里没有写的事实；quote 字段必须逐字复制简历或岗位原文中的一段。',
].join('\n');

const MAX_PROMPT_TEXT = 8_000;

const ZLlmQuestions = z.object({
  questions: z.array(
    z.object({
      index: z.number().int(),
      text: z.string().min(4).max(300),
      /** For a premise to check: the resume's clause that shows the requirement, or null. */
      evidence: z.string().max(200).nullable().optional(),
    }),
  ),
});

function questionLine(q: TPlannedQuestion, index: number): string {
  const line = `${index}. 原问题：${q.text}\n   依据原文：${q.source.quote ?? '（无）'}`;
  if (!hasPremise(q)) return line;
  return `${line}\n   前提待核对：原问题的前提是简历里没有相关经历。请通读简历原文：如果有内容能说明这一点（换了说法也算，例如“秒杀 1.2 万 QPS”说明做过高并发），把那一句逐字复制到 evidence；确实没有就填 null。`;
}

const ZLlmReport = z.object({ summary: z.string().max(600), next_steps: z.array(z.string().max(200)).length(3) });

const isReworded = (q: TPlannedQuestion) => q.kind === 'resume' || q.kind === 'requirement';

export class OpenAiInterviewAgents implements InterviewAgents {
  private readonly builtin = new BuiltinInterviewAgents();

  constructor(private readonly client: OpenAiJsonClient) {}

  fitInterview(input: TFitInput): TFitBody {
    return this.builtin.fitInterview(input);
  }

  /**
   * The builtin plan (sources, quotes, rubrics), with the model's wording of resume and
   * requirement questions, and its check of every premise that the resume lacks something: a
   * verbatim clause of the resume that shows it turns the question into one about that clause.
   * A wording that quotes what no source holds, or claims an absence the builtin does not, is
   * not used.
   */
  async planInterview(input: TPlanInput): Promise<TPlannedQuestion[]> {
    const plan = await this.builtin.planInterview(input);
    const targets = plan.map((q, index) => ({ q, index })).filter(({ q }) => isReworded(q));
    if (targets.length === 0) return plan;
    const list = targets.map(({ q, index }) => questionLine(q, index)).join('\n');
    const result = await this.client.complete({
      name: 'interview-questions',
      schema: ZLlmQuestions,
      system: INTERVIEWER_SYSTEM,
      user: `下面是根据候选人简历和岗位要求拟定的问题。请把每个问题改写得更自然、更像真实面试官的口吻，但问的内容不变，必须围绕“依据原文”；不要说简历里缺少什么，除非原问题这样说。标有“前提待核对”的问题，请先核对前提。按 index 返回。\n\n${list}\n\n简历原文（节选）：\n${input.resume.text.slice(0, MAX_PROMPT_TEXT)}`,
      temperature: 0.4,
    });
    const answers = new Map(result.data.questions.map((q) => [q.index, q]));
    const sources = [input.resume.text, input.position ? positionText(input.position) : ''].join('\n');
    const seen = new Set<string>();
    return plan.map((planned, index) => {
      if (!isReworded(planned)) return planned;
      const answer = answers.get(index);
      let q = planned;
      if (hasPremise(q)) {
        const evidence = verbatimEvidence(answer?.evidence, input.resume.text, experienceText(input.resume.json));
        if (evidence) {
          const probe = probeEvidence(q, evidence);
          seen.add(probe.text);
          return probe;
        }
        const premise_check = !answer
          ? { verdict: 'unchecked' as const, reason: 'no_answer' }
          : answer.evidence
            ? { verdict: 'unchecked' as const, reason: 'evidence_not_verbatim' }
            : { verdict: 'held' as const };
        q = { ...q, source: { ...q.source, premise_check } };
      }
      const text = answer?.text.trim();
      if (!text || seen.has(text) || wordingProblem(text, q, sources)) {
        seen.add(q.text);
        return q;
      }
      seen.add(text);
      return { ...q, text };
    });
  }

  /**
   * The model judges (temperature 0): each key point covered or not, with a verbatim quote of the
   * answer as evidence, whether the answer is off-topic, strengths with their quotes, improvements
   * a follow-up and the improved answer. The server checks every quote: a point whose quote the
   * answer does not hold counts as not covered, a strength without one is dropped; the improved
   * answer is shown only if it passes the fact check (`checkedImproved`). The score is the builtin formula
   * with the model's coverage; the builtin score stays beside it (`judge`), and a gap over 25
   * points is recorded as a disagreement. The follow-up decision stays the builtin's.
   */
  async evaluateAnswer(input: TAnswerInput): Promise<TAnswerResult> {
    const base = await this.builtin.evaluateAnswer(input);
    // Nothing for a model to judge: no answer, no text, or a plain 不知道 (scored 2 by the rules).
    if (base.feedback.skipped || base.feedback.untranscribed || isDontKnow(input.answer_text)) return base;
    const result = await this.client.complete({
      name: 'interview-judge',
      schema: ZLlmJudgement,
      system: JUDGE_SYSTEM,
      user: judgePrompt(input, base),
      temperature: 0,
    });
    const feedback = judgedFeedback(input, base, result.data);
    const followUpText = result.data.follow_up?.trim();
    const follow_up =
      base.follow_up && followUpText && input.follow_ups_asked < INTERVIEW_LIMITS.followUps
        ? { ...base.follow_up, text: followUpText }
        : base.follow_up;
    return { feedback, follow_up };
  }

  /** Builtin figures, verdict and suggestions; the model writes the summary and the three next steps. */
  async reportInterview(input: TReportInput): Promise<TReportBody> {
    const base = await this.builtin.reportInterview(input);
    if (base.answered === 0) return base;
    // The weakest competency is the builtin's (ties to the one asked first): the model names the same.
    const { weakest, tied } = rankCompetencies(base.competencies);
    const result = await this.client.complete({
      name: 'interview-report',
      schema: ZLlmReport,
      system: INTERVIEWER_SYSTEM,
      user: [
        `面试：${input.title}，总分 ${base.overall_score}/100。`,
        `各能力得分：${base.competencies.map((c) => `${c.name} ${c.score}`).join('，')}`,
        ...(weakest && !tied && base.competencies.length > 1
          ? [`最需要加强的能力是「${weakest.name}」（${weakest.score} 分）；提到最弱的能力时只能说它。`]
          : []),
        `内置引擎的建议：${base.next_steps.join('；')}`,
        '请写一段 2-4 句的总结（summary），并给出三条最有用、最具体的下一步行动（next_steps）。',
      ].join('\n'),
      temperature: 0.3,
    });
    return { ...base, summary: result.data.summary, next_steps: result.data.next_steps };
  }
}

import { describe, expect, it } from 'vitest';
import { BuiltinProvider, FallbackProvider, OpenAiProvider } from '../src/ai/engine.ts';
import { AiProviderError, type OpenAiJsonClient, type TAiTask } from '../src/ai/openai-client.ts';
import type { TAiResume, TPlanInput } from '../src/ai/provider.ts';
import { parseResume } from '../src/text/index.ts';

// The interview agents on the OpenAI-compatible path, with a scripted client: the model words
// questions and feedback, the builtin rubric keeps every score, and failures fall back.

const TEXT = [
  '林可',
  '工作经历',
  '2020.07-至今 上海启明软件有限公司 后端工程师',
  '• 负责支付网关的重构，接口成功率从 99.2% 提升到 99.95%',
  '• 使用 Redis 和 Kafka 搭建异步对账流程，对账耗时从 4 小时降到 20 分钟',
  '专业技能',
  'Java、Spring Boot、Redis、Kafka、MySQL、Kubernetes',
].join('\n');
const resume: TAiResume = { text: TEXT, json: parseResume(TEXT) };
const position = {
  id: 1,
  name: '支付后端工程师',
  company_name: null,
  responsibilities: '负责支付与清结算系统的设计开发',
  requirements: ['熟悉 Java 与 Spring Boot', '有高并发系统经验'],
  experience_level: '3-5年',
  industry: null,
};
const planInput: TPlanInput = {
  mode: 'mock',
  resume,
  position,
  difficulty: 'medium',
  question_count: 6,
  answer_time_limit_s: 180,
  template: { type: 'comprehensive' },
  seed: 7,
};

/** A client whose answers the test writes per task name; a missing answer is a model failure. */
function scriptedClient(answers: Record<string, (user: string) => unknown>): OpenAiJsonClient {
  return {
    model: 'test-model',
    async complete<T>(task: TAiTask<T>) {
      const make = answers[task.name];
      if (!make) throw new AiProviderError('http', 'overloaded', { status: 503 });
      return { data: task.schema.parse(make(task.user)), model: 'test-model', elapsedMs: 1, attempts: 1 };
    },
  } as unknown as OpenAiJsonClient;
}

describe('interview agents on the OpenAI-compatible path', () => {
  it('rewords resume and requirement questions but keeps their sources, quotes and rubrics', async () => {
    const builtin = await new BuiltinProvider().planInterview(planInput);
    const client = scriptedClient({
      'interview-questions': (user) => ({
        questions: [...user.matchAll(/^(\d+)\. 原问题/gm)].map((m) => ({
          index: Number(m[1]),
          text: `（改写）第 ${m[1]} 题`,
        })),
      }),
    });
    const plan = await new OpenAiProvider(client).planInterview(planInput);
    expect(plan).toHaveLength(builtin.length);
    plan.forEach((q, i) => {
      expect(q.source).toEqual(builtin[i]!.source);
      expect(q.rubric).toEqual(builtin[i]!.rubric);
      if (q.kind === 'resume' || q.kind === 'requirement') expect(q.text).toBe(`（改写）第 ${i} 题`);
      else expect(q.text).toBe(builtin[i]!.text);
    });
    expect(plan.some((q) => q.text.startsWith('（改写）'))).toBe(true);
  });

  it('scores with the model’s checked coverage beside the builtin score, and keeps the follow-up decision', async () => {
    const [question] = (await new BuiltinProvider().planInterview(planInput)).filter((q) => q.kind === 'technical');
    const input = {
      question: question!,
      answer_text: '这个我只了解一点，平时主要是写业务代码。',
      difficulty: 'medium' as const,
      resume,
      follow_ups_asked: 0,
      follow_ups_enabled: true,
    };
    const base = await new BuiltinProvider().evaluateAnswer(input);
    const client = scriptedClient({
      'interview-judge': () => ({
        points: [{ index: 0, covered: false, quote: null }],
        off_topic: false,
        strengths: [{ text: '态度坦诚', quote: '这个我只了解一点' }],
        improvements: ['补充原理'],
        follow_up: '能再具体说说吗？',
      }),
    });
    const judged = await new OpenAiProvider(client).evaluateAnswer(input);
    expect(judged.feedback.judge).toMatchObject({ engine: 'model', builtin_score: base.feedback.score });
    expect(judged.feedback.dimensions.coverage).toBe(0);
    expect(judged.feedback.strengths).toEqual(['态度坦诚：「这个我只了解一点」。']);
    expect(Boolean(judged.follow_up)).toBe(Boolean(base.follow_up));
  });

  it('falls back to the builtin agents when the model fails', async () => {
    const builtin = new BuiltinProvider();
    const provider = new FallbackProvider(new OpenAiProvider(scriptedClient({})), builtin);
    expect(await provider.planInterview(planInput)).toEqual(await builtin.planInterview(planInput));
  });
});

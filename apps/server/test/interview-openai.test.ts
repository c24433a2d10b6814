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

/** The n-th question in words: a wording may state no figure the sources do not hold. */
const nth = (i: number | string) => '甲乙丙丁戊己庚辛壬癸'[Number(i)] ?? '末';

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
          text: `（改写）第${nth(m[1]!)}题`,
        })),
      }),
    });
    const plan = await new OpenAiProvider(client).planInterview(planInput);
    expect(plan).toHaveLength(builtin.length);
    plan.forEach((q, i) => {
      const { premise_check, ...source } = q.source;
      expect(source).toEqual(builtin[i]!.source);
      // The client returned no evidence: where the builtin claims an absence, or asks about a gap
      // without saying so (requirement_status missing), the model let the premise stand.
      expect(premise_check).toEqual(
        /没有看到|没有体现|没有提到/.test(builtin[i]!.text) || builtin[i]!.source.requirement_status === 'missing'
          ? { verdict: 'held' }
          : undefined,
      );
      expect(q.rubric).toEqual(builtin[i]!.rubric);
      if (q.kind === 'resume' || q.kind === 'requirement') expect(q.text).toBe(`（改写）第${nth(i)}题`);
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
        improved_answer: null,
      }),
    });
    const judged = await new OpenAiProvider(client).evaluateAnswer(input);
    expect(judged.feedback.judge).toMatchObject({ engine: 'model', builtin_score: base.feedback.score });
    expect(judged.feedback.dimensions.coverage).toBe(0);
    expect(judged.feedback.strengths).toEqual(['态度坦诚：「这个我只了解一点」。']);
    expect(Boolean(judged.follow_up)).toBe(Boolean(base.follow_up));
  });

  describe('premises checked by the model before they are asked', () => {
    // The builtin evidence index has no entry for 跨境电商 in these words: it says the resume shows
    // nothing. The model reads 亚马逊欧洲站和速卖通店铺 as that evidence and quotes it.
    const CROSS_BORDER = [
      '周宁',
      '工作经历',
      '2019.07-2024.06 杭州远帆科技有限公司 后端工程师',
      '• 负责亚马逊欧洲站和速卖通店铺的订单同步服务，日均处理订单 3 万单',
      '• 用 Go 重写库存服务，接口延迟从 180ms 降到 40ms',
      '专业技能',
      'Go、MySQL、Redis、Docker',
    ].join('\n');
    const input: TPlanInput = {
      ...planInput,
      resume: { text: CROSS_BORDER, json: parseResume(CROSS_BORDER) },
      position: { ...position, requirements: ['有跨境电商业务经验', '熟悉 Go 语言'] },
      seed: 3,
    };
    const isGap = (q: { text: string; source: { quote?: string | undefined } }) =>
      q.source.quote === '有跨境电商业务经验';
    const answering = (evidence: string | null, text = '（改写）') =>
      scriptedClient({
        'interview-questions': (user) => ({
          questions: [...user.matchAll(/^(\d+)\. 原问题：(.*)$/gm)].map((m) => ({
            index: Number(m[1]),
            text: `${text}第${nth(m[1]!)}题`,
            evidence: m[2]!.includes('跨境电商') ? evidence : null,
          })),
        }),
      });

    it('asks about the evidence the model quotes verbatim instead of saying the resume shows nothing', async () => {
      const builtinGap = (await new BuiltinProvider().planInterview(input)).find(isGap);
      // 跨境电商 is a line of work, not a named skill: the builtin asks without saying it is absent,
      // and the model checks the premise all the same.
      expect(builtinGap?.text).toContain('你在这方面有过哪些经历');
      expect(builtinGap?.source.requirement_status).toBe('missing');
      const plan = await new OpenAiProvider(answering('负责亚马逊欧洲站和速卖通店铺的订单同步服务')).planInterview(
        input,
      );
      const asked = plan.find(isGap)!;
      expect(asked.text).toBe(
        '岗位要求「有跨境电商业务经验」。简历里提到「负责亚马逊欧洲站和速卖通店铺的订单同步服务」，讲讲你在其中负责的部分、怎么做的、结果如何。',
      );
      expect(asked.source).toMatchObject({
        requirement_status: 'met',
        premise_check: { verdict: 'refuted', evidence: '负责亚马逊欧洲站和速卖通店铺的订单同步服务' },
      });
      expect(asked.rubric.key_points).not.toContain('上手计划');
      expect(plan.filter((q) => q.text === asked.text)).toHaveLength(1);
    });

    it('keeps the premise when the quoted evidence is not in the resume, and says why', async () => {
      const plan = await new OpenAiProvider(answering('负责 Shopee 跨境店铺的运营')).planInterview(input);
      const asked = plan.find(isGap)!;
      expect(asked.source.premise_check).toEqual({ verdict: 'unchecked', reason: 'evidence_not_verbatim' });
      expect(asked.source.requirement_status).toBe('missing');
    });

    it('does not use a wording that quotes what no source holds or claims an absence the builtin did not', async () => {
      const builtin = await new BuiltinProvider().planInterview(input);
      const invented = await new OpenAiProvider(answering(null, '你在「字节跳动」的经历里，')).planInterview(input);
      const absent = await new OpenAiProvider(answering(null, '你的简历里没有看到相关经历，')).planInterview(input);
      builtin.forEach((q, i) => {
        if (q.kind !== 'resume' && q.kind !== 'requirement') return;
        expect(invented[i]!.text).toBe(q.text);
        if (!/没有看到/.test(q.text)) expect(absent[i]!.text).toBe(q.text);
      });
      const quoted = await new OpenAiProvider(answering(null, '关于「用 Go 重写库存服务」，')).planInterview(input);
      expect(quoted.some((q) => q.text.startsWith('关于「用 Go 重写库存服务」'))).toBe(true);
      // Other quotation marks, figures and other ways of saying "you lack it" are checked too.
      for (const wording of [
        '你“用 Rust 重写了核心服务”，',
        '你把 QPS 提升到 5 万，',
        '简历里没有提到这一点，',
        '看不到相关经历，',
      ]) {
        const plan = await new OpenAiProvider(answering(null, wording)).planInterview(input);
        builtin.forEach((q, i) => {
          if ((q.kind === 'resume' || q.kind === 'requirement') && !/没有看到/.test(q.text))
            expect(plan[i]!.text, wording).toBe(q.text);
        });
      }
    });

    it('takes as evidence only a clause of a job or a project, compared up to white space and full-width forms', async () => {
      // The employer's name is in the resume, but it is not something the candidate did.
      const school = await new OpenAiProvider(answering('杭州远帆科技有限公司')).planInterview(input);
      expect(school.find(isGap)!.source.premise_check).toEqual({
        verdict: 'unchecked',
        reason: 'evidence_not_verbatim',
      });
      // A half-width comma where the resume has a full-width one is the same clause.
      const comma = await new OpenAiProvider(
        answering('负责亚马逊欧洲站和速卖通店铺的订单同步服务,日均处理订单 3 万单'),
      ).planInterview(input);
      expect(comma.find(isGap)!.source.premise_check?.verdict).toBe('refuted');
    });
  });

  it('falls back to the builtin agents when the model fails', async () => {
    const builtin = new BuiltinProvider();
    const provider = new FallbackProvider(new OpenAiProvider(scriptedClient({})), builtin);
    expect(await provider.planInterview(planInput)).toEqual(await builtin.planInterview(planInput));
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinProvider, FallbackProvider, OpenAiProvider } from '../src/ai/engine.ts';
import { OpenAiJsonClient } from '../src/ai/openai-client.ts';
import type { TAnswerInput, TPlannedQuestion } from '../src/ai/provider.ts';
import { customRubric } from '../src/ai/builtin/interview/custom.ts';
import { parseResume } from '../src/text/index.ts';

// The model as the judge (issue 33, item 5): the real OpenAI-compatible client against a local
// server started here, which answers with recorded and adversarial judgements. Quotes must be
// verbatim in the answer; any failure falls back to the builtin judgement with the reason.

let server: http.Server;
let origin = '';
let reply: (res: http.ServerResponse) => void = () => undefined;
const requests: { temperature?: number; messages: { content: string }[] }[] = [];

const completion = (content: string) => (res: http.ServerResponse) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-judge',
      object: 'chat.completion',
      created: 1,
      model: 'judge-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as (typeof requests)[number]);
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const engine = () => {
  const client = new OpenAiJsonClient({ baseUrl: origin, model: 'judge-model', timeoutMs: 2000, maxRetries: 0 });
  return new FallbackProvider(new OpenAiProvider(client), new BuiltinProvider());
};

const QUESTION = 'Redis 的数据怎么持久化？';
const REFERENCE =
  '1. RDB：定期把内存数据生成快照写入磁盘，bgsave 会 fork 子进程，恢复快但可能丢最后一次快照后的数据。\n' +
  '2. AOF：把每条写命令追加到日志，appendfsync 常用 everysec，最多丢一秒数据，文件大需要重写。';
const question: TPlannedQuestion = {
  kind: 'custom',
  text: QUESTION,
  source: { type: 'custom' },
  time_limit_s: 180,
  rubric: customRubric({ text: QUESTION, reference_answer: REFERENCE }),
};
// A metaphoric answer the builtin engine cannot read, but a model can: the judge's value.
const ANSWER =
  '一种办法是隔一阵子给整个内存拍一张照片存到盘上，交给复制出来的子进程去拍，重启加载快但最后一张照片之后的改动会丢；' +
  '另一种是把每个修改操作按顺序记进流水账，可以每秒刷一次盘，最多丢一秒，流水账太长了要压缩改写。';
const input: TAnswerInput = {
  question,
  answer_text: ANSWER,
  difficulty: 'medium',
  resume: { text: '张三', json: parseResume('张三') },
  follow_ups_asked: 0,
  follow_ups_enabled: true,
};

const judgement = (points: { index: number; covered: boolean; quote: string | null }[], strengths = []) =>
  JSON.stringify({
    points,
    off_topic: false,
    strengths,
    improvements: ['可以说出 RDB 和 AOF 的名字'],
    follow_up: null,
    improved_answer: null,
  });

describe('the language model as the judge', () => {
  it('asks at temperature 0 and scores with the points it proves by verbatim quotes', async () => {
    expect(question.rubric.key_points).toEqual(['RDB', 'AOF']);
    reply = completion(
      judgement([
        { index: 0, covered: true, quote: '隔一阵子给整个内存拍一张照片存到盘上' },
        { index: 1, covered: true, quote: '把每个修改操作按顺序记进流水账' },
      ]),
    );
    requests.length = 0;
    const { feedback } = await engine().evaluateAnswer(input);
    expect(requests[0]!.temperature).toBe(0);
    expect(feedback.covered_key_points).toEqual(['RDB', 'AOF']);
    expect(feedback.judge).toMatchObject({ engine: 'model', rejected_quotes: [] });
    expect(feedback.judge!.model_score).toBe(feedback.score);
    // The builtin engine did not read the metaphor: its score is recorded beside, and the gap.
    expect(feedback.judge!.builtin_score).toBeLessThan(feedback.score);
    expect(feedback.judge!.disagreement).toBe(feedback.score - feedback.judge!.builtin_score > 25);
  });

  it('says a point the model finds missing but the built-in engine finds words of is incomplete, not missing', async () => {
    const named = { ...input, answer_text: `${ANSWER}前一种叫 RDB，后一种叫 AOF。` };
    reply = completion(
      judgement([
        { index: 0, covered: false, quote: null },
        { index: 1, covered: true, quote: '把每个修改操作按顺序记进流水账' },
      ]),
    );
    const { feedback } = await engine().evaluateAnswer(named);
    expect(feedback.judge).toMatchObject({ engine: 'model' });
    expect(feedback.missed_key_points).toEqual(['RDB']);
    expect(feedback.touched_key_points).toEqual(['RDB']);
    // Off topic by the model's judgement: nothing is said to be half there.
    reply = completion(
      JSON.stringify({
        points: [
          { index: 0, covered: false, quote: null },
          { index: 1, covered: false, quote: null },
        ],
        off_topic: true,
        strengths: [],
        improvements: [],
        follow_up: null,
        improved_answer: null,
      }),
    );
    const off = await engine().evaluateAnswer(named);
    expect(off.feedback.touched_key_points).toEqual([]);
  });

  it('counts a point whose quote the answer does not hold as not covered, and drops an unproven strength', async () => {
    reply = completion(
      JSON.stringify({
        points: [
          { index: 0, covered: true, quote: 'RDB 会定期生成快照' },
          { index: 1, covered: true, quote: '把每个修改操作按顺序记进流水账' },
        ],
        off_topic: false,
        strengths: [{ text: '讲到了 RDB', quote: '讲到了 RDB 快照' }],
        improvements: [],
        follow_up: null,
        improved_answer: null,
      }),
    );
    const { feedback } = await engine().evaluateAnswer(input);
    expect(feedback.covered_key_points).toEqual(['AOF']);
    expect(feedback.missed_key_points).toEqual(['RDB']);
    expect(feedback.judge!.rejected_quotes).toEqual(['RDB 会定期生成快照', '讲到了 RDB 快照']);
    expect(feedback.strengths.join('')).not.toContain('讲到了 RDB');
    // The improved answer suggests what the model found missing (RDB), not the builtin's misses.
    const suggested = feedback.improved_answer!.parts.filter((p) => p.kind === 'suggestion').map((p) => p.text);
    expect(suggested.join('')).toContain('「RDB」');
    expect(suggested.join('')).not.toContain('「AOF」');
  });

  it('takes no short quote and no quote twice as evidence, praises only what it proved, and leaves 不知道 to the rules', async () => {
    reply = completion(
      JSON.stringify({
        points: [
          { index: 0, covered: true, quote: '一种办法' },
          { index: 1, covered: true, quote: '把每个修改操作按顺序记进流水账' },
          { index: 0, covered: true, quote: '把每个修改操作按顺序记进流水账' },
        ],
        off_topic: false,
        strengths: [],
        improvements: [],
        follow_up: null,
        improved_answer: null,
      }),
    );
    const { feedback } = await engine().evaluateAnswer(input);
    expect(feedback.covered_key_points).toEqual(['AOF']);
    expect(feedback.judge!.rejected_quotes).toContain('一种办法');
    expect(feedback.strengths).toEqual([]);
    requests.length = 0;
    const dontKnow = await engine().evaluateAnswer({ ...input, answer_text: '不知道' });
    expect(requests).toHaveLength(0);
    expect(dontKnow.feedback.score).toBe(2);
  });

  it('shows the model’s improved answer only when no source contradicts it; else the builtin one, with the reason', async () => {
    const answer = `${ANSWER}线上流水账涨到 30 GB 就触发一次重写。`;
    const resume = '张三\n电话：13800001111\n2022-2024 星海科技 后端工程师\n负责订单缓存，Redis 命中率提升到 98%。';
    const asked = { ...input, answer_text: answer, resume: { text: resume, json: parseResume(resume) } };
    const points = [
      { index: 0, covered: true, quote: '隔一阵子给整个内存拍一张照片存到盘上' },
      { index: 1, covered: true, quote: '把每个修改操作按顺序记进流水账' },
    ];
    const withImproved = (parts: { kind: string; label: string; text: string }[]) =>
      completion(JSON.stringify({ ...JSON.parse(judgement(points)), improved_answer: { style: 'ordered', parts } }));
    const good = [
      {
        kind: 'own',
        label: '结论',
        text: '一种办法是隔一阵子给整个内存拍一张照片存到盘上，交给复制出来的子进程去拍。',
      },
      {
        kind: 'own',
        label: '细节',
        text: '另一种是把每个修改操作按顺序记进流水账，可以每秒刷一次盘，最多丢一秒，流水账涨到 30 GB 就触发一次重写。',
      },
      { kind: 'resume', label: '可引用简历', text: '你的简历里写过「Redis 命中率提升到 98%」，可以顺带说明。' },
      { kind: 'suggestion', label: '补充', text: '建议补充：说出这两种方式的名字（RDB 和 AOF）。' },
    ];
    reply = withImproved(good);
    requests.length = 0;
    const shown = (await engine().evaluateAnswer(asked)).feedback;
    const prompt = requests[0]!.messages.map((m) => m.content).join('');
    // The model sees the resume's lines with a figure, never its contact details.
    expect(prompt).toContain('Redis 命中率提升到 98%');
    expect(prompt).not.toContain('13800001111');
    // A label outside the style's (细节) is replaced by its kind's.
    expect(shown.improved_answer).toEqual({
      style: 'ordered',
      parts: [good[0], { ...good[1], label: '展开' }, good[2], good[3]],
    });
    expect(shown.judge!.improved_fallback_reason).toBeUndefined();

    const builtin = (await new BuiltinProvider().evaluateAnswer(asked)).feedback.improved_answer;
    const own = good[1]!;
    for (const [label, parts, reason] of [
      [
        'a figure no source holds',
        [good[0]!, { ...own, text: `${own.text}优化后恢复时间缩短 70%。` }],
        /没有的数字：70/,
      ],
      [
        'an employer no source holds',
        [good[0]!, { ...own, text: `${own.text}我在月海科技有限公司做过。` }],
        /月海科技有限公司/,
      ],
      [
        'a reference fact the candidate never said',
        [good[0]!, { ...own, text: `${own.text}用 bgsave 命令触发。` }],
        /bgsave/,
      ],
      [
        'words that are not the candidate’s',
        [good[0]!, { ...own, text: '持久化能保证数据在重启之后依然完整可用，业务不会受到影响。' }],
        /不是候选人自己说过的内容/,
      ],
      [
        'a figure of the answer dropped',
        [good[0]!, { ...own, text: own.text.replace('涨到 30 GB 就', '') }],
        /丢掉了回答里的数字 30/,
      ],
      [
        'a gap marker (the fact check skips its inside)',
        [good[0]!, { ...own, text: `${own.text}【待补充：恢复用了 5 分钟】` }],
        /待补充标记/,
      ],
      [
        'a resume line reworded',
        [good[0]!, own, { ...good[2]!, text: '你的简历里写过「命中率提高到 98%」。' }],
        /不是原文/,
      ],
      ['nothing of the candidate’s own', [good[3]!], /自己的内容/],
    ] as const) {
      reply = withImproved([...parts]);
      const feedback = (await engine().evaluateAnswer(asked)).feedback;
      expect(feedback.judge!.improved_fallback_reason, label).toMatch(reason);
      expect(feedback.judge!.improved_fallback_reason, label).toMatch(/^未采用模型改写的回答：/);
      // The builtin version is shown instead, in the builtin order.
      expect(
        feedback.improved_answer!.parts.filter((p) => p.kind === 'own'),
        label,
      ).toEqual(builtin!.parts.filter((p) => p.kind === 'own'));
    }
  });

  it('falls back to the builtin judgement, with the reason, on invalid output, an error or a time-out', async () => {
    const builtin = (await new BuiltinProvider().evaluateAnswer(input)).feedback;
    for (const [label, step] of [
      ['not JSON', completion('我觉得回答不错，给 90 分。')],
      ['wrong shape', completion(JSON.stringify({ score: 90 }))],
      [
        'HTTP 500',
        (res: http.ServerResponse) => {
          res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
        },
      ],
    ] as const) {
      reply = step;
      const { feedback } = await engine().evaluateAnswer(input);
      expect(feedback.score, label).toBe(builtin.score);
      expect(feedback.judge, label).toMatchObject({ engine: 'builtin', builtin_score: builtin.score });
      expect(feedback.judge!.fallback_reason, label).toMatch(/已由内置引擎完成$/);
    }
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPlannedQuestion } from '../src/ai/provider.ts';
import { improveAnswer, unsupportedFacts } from '../src/ai/builtin/interview/improve.ts';
import { customRubric } from '../src/ai/builtin/interview/custom.ts';
import { parseResume } from '../src/text/index.ts';
import { bank, custom, evaluate as evaluateWith } from './support/evaluate.ts';

// "你的回答，可以这样说" (issue 36 item 1). Answers and resume written for these tests.

const RESUME_TEXT = [
  '李静',
  '工作经历',
  '2020.07-至今 远航物流科技 后端工程师',
  '- 重构运单查询服务，接口 P99 从 900ms 降到 150ms',
  '- 负责司机端消息推送，日均推送 300 万条',
].join('\n');
const resume = { text: RESUME_TEXT, json: parseResume(RESUME_TEXT) };

const evaluate = (question: TPlannedQuestion, answer: string) => evaluateWith(question, answer, resume);

const STORY_Q: TPlannedQuestion = {
  kind: 'behavioral',
  text: '请讲一次你在很紧的期限下完成任务的经历。',
  source: { type: 'bank', skill: 'pressure' },
  time_limit_s: 180,
  rubric: customRubric({ text: '请讲一次你在很紧的期限下完成任务的经历。', reference_answer: null }),
};

describe('your answer, improved', () => {
  it('puts a story in the order 背景 → 任务 → 行动 → 结果, in the candidate’s own words, and asks for what is missing', () => {
    const answer =
      '嗯，最后我们提前一天上线了。那个，去年春节前运单查询经常超时。我先把慢查询都拉出来，然后把两个大表的联合索引重建了。';
    const fb = evaluate(STORY_Q, answer);
    const parts = fb.improved_answer!.parts;
    expect(fb.improved_answer!.style).toBe('star');
    expect(parts.slice(0, 4).map((p) => p.label)).toEqual(['背景', '任务', '行动', '结果']);
    expect(parts[0]).toMatchObject({ kind: 'own', text: '去年春节前运单查询经常超时。' });
    expect(parts[1]!.kind).toBe('suggestion');
    expect(parts[3]).toMatchObject({ kind: 'own', text: '最后我们提前一天上线了。' });
    // Fillers go; nothing else of the candidate's words changes.
    for (const p of parts.filter((x) => x.kind === 'own')) {
      expect(p.text).not.toMatch(/^(嗯|那个)/);
      expect(answer.replace(/嗯，|那个，/g, '')).toContain(p.text);
    }
    // A result without a figure: the resume's quantified line on the same subject is quoted verbatim.
    const quoted = parts.find((p) => p.kind === 'resume')!;
    expect(quoted.text).toContain('「重构运单查询服务，接口 P99 从 900ms 降到 150ms」');
    expect(unsupportedFacts(fb.improved_answer!, { answer, resume: RESUME_TEXT, rubric: STORY_Q.rubric })).toEqual([]);
  });

  it('cuts a long sentence where the story moves on, and files each piece by the step it opens with (outside try)', () => {
    const answer =
      '去年双十一前，公司要求我们在 10 天内上线新的结算功能。我的任务是把需求拆成必须上线和可以延后两部分，我先和产品逐条过了一遍，' +
      '又把回归测试提前到第五天，最后提前一天上线，零故障。';
    const parts = evaluate(STORY_Q, answer).improved_answer!.parts;
    expect(parts.slice(0, 4).map((p) => [p.label, p.kind])).toEqual([
      ['背景', 'own'],
      ['任务', 'own'],
      ['行动', 'own'],
      ['结果', 'own'],
    ]);
    expect(parts[0]!.text).toBe('去年双十一前，公司要求我们在 10 天内上线新的结算功能。');
    expect(parts[1]!.text).toBe('我的任务是把需求拆成必须上线和可以延后两部分。');
    expect(parts[2]!.text).toContain('我先和产品逐条过了一遍');
    expect(parts[3]!.text).toBe('最后提前一天上线，零故障。');
  });

  it('quotes no resume line that shares a word or less with the story (outside try)', () => {
    const answer =
      '上个月我和同事对接口的分页方式有分歧，我先把两种写法都压测了一遍，最后按数据选了游标分页，大家都认可。';
    const parts = evaluate(STORY_Q, answer).improved_answer!.parts;
    expect(parts.some((p) => p.kind === 'resume')).toBe(false);
  });

  it('puts an explanation 总分总: the direct answer first, the rest as said, missed points as suggestions', () => {
    const question = bank('redis-01');
    const answer =
      '另外它用 epoll 做 IO 多路复用，一个线程就能管很多连接。Redis 快主要因为数据都在内存里，读写不用碰磁盘。范围我不太确定。';
    const fb = evaluate(question, answer);
    const parts = fb.improved_answer!.parts;
    expect(fb.improved_answer!.style).toBe('ordered');
    expect(parts[0]!.label).toBe('结论');
    // The opening goes on from something unsaid (另外…): the first sentence that answers moves up.
    const own = parts.filter((p) => p.kind === 'own').map((p) => p.text);
    expect(own.indexOf('Redis 快主要因为数据都在内存里，读写不用碰磁盘。')).toBeLessThan(
      own.indexOf('另外它用 epoll 做 IO 多路复用，一个线程就能管很多连接。'),
    );
    // A hedged clause claims nothing and is left out.
    expect(own.join('')).not.toContain('不太确定');
    const suggested = parts.filter((p) => p.kind === 'suggestion').map((p) => p.text);
    for (const missed of fb.missed_key_points.slice(0, 3)) expect(suggested.join('')).toContain(`「${missed}」`);
  });

  it('keeps the candidate’s order: 首先 before 其次, a list joined by ； whole, their own summary last (outside try)', () => {
    const question = custom(
      'Redis 的 RDB 和 AOF 持久化有什么区别？',
      'AOF 记录每条写命令，数据更安全。RDB 是定时快照，恢复快。',
    );
    const answer =
      '首先，RDB 是定时把内存数据做快照存到磁盘，恢复快，但两次快照之间的数据可能丢。' +
      '其次，AOF 是把每条写命令追加到日志里，丢得少，但文件大；可以配置每秒刷盘；文件太大时会重写。' +
      '所以一般两个一起开，用 RDB 做备份，用 AOF 保证不丢数据。';
    const parts = evaluate(question, answer).improved_answer!.parts;
    const own = parts.filter((p) => p.kind === 'own');
    expect(own.map((p) => p.label)).toEqual(['结论', '展开', '总结']);
    expect(own[0]!.text).toMatch(/^首先/);
    expect(own[1]!.text).toBe(
      '其次，AOF 是把每条写命令追加到日志里，丢得少，但文件大；可以配置每秒刷盘；文件太大时会重写。',
    );
    // Their summary closes the answer; no suggestion to add one.
    expect(parts.at(-1)).toMatchObject({
      kind: 'own',
      label: '总结',
      text: expect.stringMatching(/^所以一般两个一起开/),
    });
    expect(parts.some((p) => p.kind === 'suggestion' && p.label === '总结')).toBe(false);
  });

  it('moves nothing past a preamble or an opening that does not answer; it suggests starting with the answer', () => {
    const question = custom('MySQL 的 InnoDB 和 MyISAM 有什么区别？');
    const answer =
      '主要几点。第一，InnoDB 支持事务，MyISAM 不支持。第二，InnoDB 有行锁，MyISAM 只有表锁。第三，InnoDB 支持外键。';
    const parts = evaluate(question, answer).improved_answer!.parts;
    expect(parts[0]).toMatchObject({ kind: 'suggestion', label: '结论' });
    expect(parts.filter((p) => p.kind === 'own').map((p) => p.text.slice(0, 2))).toEqual([
      '主要',
      '第一',
      '第二',
      '第三',
    ]);
  });

  it('quotes a resume line only when the story says one of its names or phrases word for word (outside try)', () => {
    const text = [
      '王磊',
      '工作经历',
      '2019.07-至今 星河支付 后端工程师',
      '- 负责会员积分接口开发，支撑日均 50 万次调用',
      '- 基于 Kafka 重构对账链路，对账耗时从 4 小时降到 40 分钟',
    ].join('\n');
    const withResume = { text, json: parseResume(text) };
    const payment =
      '去年我负责的支付接口上线前一周，压测发现不达标。我连夜排查了连接池配置，又和测试一起补了回归，最后按时上线了。';
    const quoted = (answer: string) =>
      evaluateWith(STORY_Q, answer, withResume).improved_answer!.parts.find((p) => p.kind === 'resume')?.text ?? '';
    // 负责 … 接口 apart is no tie to the loyalty-points line.
    expect(quoted(payment)).toBe('');
    const reconcile =
      '月底前老板要求对账必须当天出结果。我先把对账任务改成按商户分片，再用 Kafka 把消息异步化，最后赶在月底前上线了。';
    expect(quoted(reconcile)).toContain('「基于 Kafka 重构对账链路，对账耗时从 4 小时降到 40 分钟」');
  });

  it('suggests a missed point of a reference answer with the reference’s own words, cut', () => {
    const reference =
      '1. RDB：定期把内存数据生成快照写入磁盘，恢复快但可能丢最近的数据。\n2. AOF：把每条写命令追加到日志文件，更安全但文件更大，需要重写。';
    const question: TPlannedQuestion = {
      kind: 'custom',
      text: 'Redis 有哪些持久化方式？',
      source: { type: 'custom' },
      time_limit_s: 180,
      rubric: customRubric({ text: 'Redis 有哪些持久化方式？', reference_answer: reference }),
    };
    const answer = 'Redis 的持久化主要有 RDB，就是隔一段时间把内存里的数据拍个快照存到磁盘上。';
    const fb = evaluate(question, answer);
    const suggestion = fb.improved_answer!.parts.find((p) => p.kind === 'suggestion' && p.text.includes('AOF'));
    expect(suggestion?.text).toMatch(/参考答案的说法是「AOF：把每条写命令追加到日志文件/);
    expect(unsupportedFacts(fb.improved_answer!, { answer, rubric: question.rubric })).toEqual([]);
  });

  it('is not offered for an off-topic answer, a 不知道 or a skip', () => {
    const question = bank('redis-01');
    expect(evaluate(question, '不知道').improved_answer).toBeUndefined();
    expect(evaluate(question, '').improved_answer).toBeUndefined();
    const trip = '去年国庆我和朋友去了云南，在大理住了三天，每天骑车环洱海，吃了很多菌子火锅，最后一天在古城看了日落。';
    expect(evaluate(question, trip).improved_answer).toBeUndefined();
  });

  it('states nothing no source holds, whatever the answer (property)', () => {
    const question = bank('mysql-01');
    const pieces = [
      '我觉得',
      '嗯，',
      'InnoDB 支持事务',
      '，MyISAM 不支持',
      '。',
      '去年我们把 3 张表迁到了 InnoDB',
      '，查询快了 40%',
      '那个',
      '吧。',
      '\n',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 14 }), (chosen) => {
        const answer = chosen.join('');
        const improved = improveAnswer({
          question: question.text,
          style: 'ordered',
          rubric: question.rubric,
          answer,
          missed: question.rubric.key_points,
          resume,
        });
        if (!improved) return;
        expect(unsupportedFacts(improved, { answer, resume: RESUME_TEXT, rubric: question.rubric })).toEqual([]);
        // Only fillers and leading marks are taken out: every piece between them is the candidate's.
        for (const part of improved.parts)
          if (part.kind === 'own')
            for (const piece of part.text.split(/[，,。\n]/).filter((x) => x.trim())) expect(answer).toContain(piece);
      }),
      { numRuns: 200 },
    );
  });

  it('catches what a model might invent, by the resume rewrites’ check: a figure, a skill, an employer', () => {
    const improved = {
      style: 'ordered' as const,
      parts: [
        { kind: 'own' as const, label: '结论', text: 'InnoDB 支持事务，我们把延迟降了 70%，用了 TiDB。' },
        { kind: 'own' as const, label: '展开', text: '我在星海科技有限公司做过这件事。' },
      ],
    };
    const rubric = bank('mysql-01').rubric;
    const found = unsupportedFacts(improved, { answer: 'InnoDB 支持事务。', rubric });
    expect(found.join('\n')).toMatch(/没有的数字：70/);
    expect(found.join('\n')).toMatch(/没有的技能：TiDB/);
    expect(found.join('\n')).toMatch(/星海科技有限公司/);
    // What a source holds is no finding: the same text against a resume that says it.
    const resume = '王五\n2021-2023 星海科技有限公司 后端工程师\n用 TiDB 替换分库分表，延迟降低 70%。';
    expect(unsupportedFacts(improved, { answer: 'InnoDB 支持事务。', resume, rubric })).toEqual([]);
  });
});

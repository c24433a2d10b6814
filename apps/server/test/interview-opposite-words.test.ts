import { describe, expect, it } from 'vitest';
import { oppositeWords } from '../src/ai/builtin/interview/source-credit.ts';
import { termSet } from '../src/ai/builtin/interview/terms.ts';
import { WRONG_FACT_CAP } from '../src/ai/builtin/interview/evaluate.ts';
import { custom, evaluate } from './support/evaluate.ts';

// An opposite word (奇数 / 偶数, 随机 / 固定, 头插 / 尾插) said of what any sentence of the reference
// speaks of, not only the key points' sentences (issue 33). Texts written for these tests.

const Q = 'Redis 哨兵集群为什么要部署多个节点？';
const REF =
  'Redis 哨兵集群通常部署奇数个哨兵节点，选举领头哨兵时需要获得多数票，奇数个节点能避免平票并节省机器。哨兵之间通过发布订阅互相发现。';
const RIGHT = 'Redis 哨兵集群一般部署奇数个哨兵节点，选举领头哨兵需要多数票，这样能避免平票。';
const WRONG = 'Redis 哨兵集群一般部署偶数个哨兵节点，选举领头哨兵需要多数票，这样能避免平票。';

describe('an opposite word anywhere in the reference', () => {
  it('is found in the sentence that says the other word of the pair, quoting it as written', () => {
    expect(oppositeWords(WRONG, REF, termSet(Q))).toEqual([
      {
        kind: 'opposite',
        said: '偶数',
        expected: 'Redis 哨兵集群通常部署奇数个哨兵节点，选举领头哨兵时需要获得多数票，奇数个节点能避免平票并节省机器',
      },
    ]);
  });

  it('is not found in the right answer, nor in a question the answer asks itself', () => {
    expect(oppositeWords(RIGHT, REF, termSet(Q))).toEqual([]);
    expect(oppositeWords('Redis 哨兵不能部署偶数个吗？Redis 哨兵集群部署奇数个哨兵节点。', REF, termSet(Q))).toEqual(
      [],
    );
  });

  it('is not read where the reference says both words of the pair (301 永久, 302 临时)', () => {
    const q = 'HTTP 301 和 302 有什么区别？';
    const ref =
      '301 表示资源已被永久移动到新地址。302 表示资源临时移动，浏览器下次仍然请求原来的地址，搜索引擎继续收录原网址。';
    // 前者 is 301: right, though its words are those of the 302 sentence.
    expect(
      oppositeWords('前者是永久移动，浏览器下次直接请求新的地址，搜索引擎也改为收录新网址。', ref, termSet(q)),
    ).toEqual([]);
  });

  it('is told 说反了 and capped like a wrong fact; the right answer is not', () => {
    const right = evaluate(custom(Q, REF), RIGHT);
    const wrong = evaluate(custom(Q, REF), WRONG);
    expect(right.improvements.join()).not.toContain('说反了');
    expect(wrong.improvements.join()).toContain('说反了');
    expect(wrong.improvements.join()).toContain('「偶数」');
    expect(wrong.score).toBeLessThanOrEqual(WRONG_FACT_CAP);
    expect(wrong.score).toBeLessThan(right.score);
  });

  it('is not read where the answer contrasts the other case, nor in a denial (reviewer, 2026-12-06)', () => {
    const q = 'Kafka 的消费者是怎么拿到消息的？';
    const ref = 'Kafka 的消费者采用拉模式从 broker 拉取消息，消费者可以根据自己的消费能力控制拉取速率。';
    // The answer says 拉模式 of Kafka and 推模式 of RabbitMQ: both right.
    expect(
      oppositeWords(
        'Kafka 消费者采用拉模式从 broker 拉取消息，按自己的消费能力控制速率；RabbitMQ 是推模式，broker 把消息推给消费者，消费者不能根据消费能力控制拉取速率。',
        ref,
        termSet(q),
      ),
    ).toEqual([]);
    // Without the contrast the same sentence is the wrong fact.
    expect(
      oppositeWords(
        'Kafka 消费者采用推模式，broker 把消息推给消费者，消费者根据自己的消费能力控制拉取速率。',
        ref,
        termSet(q),
      ),
    ).toHaveLength(1);
    const q2 = 'MySQL 主从复制默认是怎样的？';
    const ref2 = 'MySQL 默认的主从复制是异步复制，主库提交事务后不等待从库确认就返回给客户端。';
    expect(
      oppositeWords(
        'MySQL 默认的主从复制，主库不会做同步复制，主库提交事务后不等待从库确认就返回给客户端。',
        ref2,
        termSet(q2),
      ),
    ).toEqual([]);
    expect(
      oppositeWords('MySQL 默认的主从复制是同步复制，主库提交事务后等待从库确认才返回给客户端。', ref2, termSet(q2)),
    ).toHaveLength(1);
  });

  it('reads a long answer in bounded sentences', () => {
    const q = 'MySQL 主从复制默认是怎样的？';
    const ref = 'MySQL 默认的主从复制是异步复制，主库提交事务后不等待从库确认就返回给客户端。';
    const wrong = 'MySQL 默认的主从复制是同步复制，主库提交事务后等待从库确认才返回给客户端。';
    expect(oppositeWords(`${wrong}${'同步复制的从库确认。'.repeat(3_000)}`, ref, termSet(q))).toHaveLength(1);
    // Past the first 200 sentences nothing is read.
    expect(oppositeWords(`${'甲乙丙丁。'.repeat(300)}${wrong}`, ref, termSet(q))).toEqual([]);
  });
});

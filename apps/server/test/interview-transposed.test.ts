import { describe, expect, it } from 'vitest';
import { transposedFacts } from '../src/ai/builtin/interview/transposed.ts';
import { WRONG_FACT_CAP } from '../src/ai/builtin/interview/evaluate.ts';
import { custom, evaluate } from './support/evaluate.ts';

// Two facts of the reference exchanged in its own frame (issue 33: confidently wrong answers scored
// like the full one). Questions, references and answers are written for these tests.

const REF =
  'Redis 的 RDB 是定时生成的快照文件，恢复速度快但可能丢失最近的数据；AOF 记录每一条写命令，数据更完整但文件体积大、恢复慢。两者可以同时开启。';
const RIGHT =
  'RDB 是定时生成的快照文件，恢复速度快但可能丢失最近的数据；AOF 记录每一条写命令，数据更完整但文件体积大、恢复慢。';
const EXCHANGED =
  'RDB 会记录每一条写命令，数据更完整但文件体积大、恢复慢；AOF 是定时生成的快照文件，恢复速度快但可能丢失最近的数据。';

const REF2 = '在 Java 里，一个类只能继承一个抽象类，但可以实现多个接口，所以接口更适合描述能力。';

describe('two facts exchanged in the reference’s frame', () => {
  it('are found, quoting the reference as written (its own marks) and the answer’s clauses', () => {
    const found = transposedFacts(EXCHANGED, REF);
    expect(found).toHaveLength(1);
    expect(REF).toContain(found[0]!.expected);
    expect(found[0]!.expected).toContain('；AOF 记录每一条写命令');
    expect(found[0]!.said).toMatch(/^RDB 会记录每一条写命令/);
    const modal = transposedFacts('一个类可以继承多个抽象类，但只能实现一个接口。', REF2);
    expect(modal.map((f) => f.expected)).toEqual(['一个类只能继承一个抽象类，但可以实现多个接口']);
  });

  it('are not found in the right answer, the reference itself, or the same facts in another order', () => {
    expect(transposedFacts(RIGHT, REF)).toEqual([]);
    expect(transposedFacts(REF, REF)).toEqual([]);
    const reordered =
      'AOF 记录每一条写命令，数据更完整但文件体积大、恢复慢；RDB 是定时生成的快照文件，恢复速度快但可能丢失最近的数据。';
    expect(transposedFacts(reordered, REF)).toEqual([]);
    expect(transposedFacts('一个类可以实现多个接口，但只能继承一个抽象类。', REF2)).toEqual([]);
  });

  it('does not read an enumeration’s order, a comparison, or a clause that adds a denial', () => {
    const ref =
      '定位元素是指 position 为 relative、absolute、fixed 或 sticky 的元素，static 的元素不算，它们按文档流排列。';
    expect(
      transposedFacts(
        'position 取 sticky、fixed、absolute 或 relative 的是定位元素，static 的元素不算，它们按文档流排列。',
        ref,
      ),
    ).toEqual([]);
    const locks = '乐观锁假设冲突很少，适合读多写少的场景；悲观锁假设冲突经常发生，适合写多读少的场景。';
    expect(transposedFacts('悲观锁比乐观锁更适合写多读少的场景，乐观锁比悲观锁更适合读多写少的场景。', locks)).toEqual(
      [],
    );
    expect(
      transposedFacts('RDB 不会记录每一条写命令，数据更完整但文件体积大、恢复慢；AOF 是定时生成的快照文件。', REF),
    ).toEqual([]);
  });

  it('is told 说反了 and capped like a wrong fact where no other check reads it; the right answer is not', () => {
    const q = 'MySQL 主从复制是怎么工作的？';
    const ref =
      '主库把数据变更写入 binlog。从库的 I/O 线程负责从主库拉取 binlog 并写入中继日志，从库的 SQL 线程负责读取中继日志并重放，使数据与主库一致。';
    const right =
      '主库先把变更写进 binlog，从库的 I/O 线程负责从主库拉取 binlog 并写入中继日志，从库的 SQL 线程负责读取中继日志并重放，这样数据就和主库一致了。';
    const exchanged =
      '主库先把变更写进 binlog，从库的 SQL 线程负责从主库拉取 binlog 并写入中继日志，从库的 I/O 线程负责读取中继日志并重放，这样数据就和主库一致了。';
    const good = evaluate(custom(q, ref), right);
    const wrong = evaluate(custom(q, ref), exchanged);
    expect(good.improvements.join()).not.toContain('说反了');
    expect(wrong.improvements.join()).toContain(
      '有一处说反了：参考答案是「从库的 I/O 线程负责从主库拉取 binlog 并写入中继日志，从库的 SQL…」，回答里说成了「从库的 SQL 线程负责从主库拉取 binlog',
    );
    expect(wrong.score).toBeLessThanOrEqual(WRONG_FACT_CAP);
    expect(wrong.score).toBeLessThan(good.score);
  });

  it('is not found where the reference says the answer’s arrangement too (two cases of one frame)', () => {
    const ref =
      '第一次握手后服务端知道：客户端能发，服务端能收，这个方向可达。第二次握手后客户端知道：服务端能发，客户端能收，同时确认对方收到了自己的报文。';
    expect(
      transposedFacts('第二次握手后，客户端就知道：服务端能发，客户端能收，同时确认对方收到了自己的报文。', ref),
    ).toEqual([]);
    expect(transposedFacts('第一次握手后服务端知道：服务端能发，客户端能收，这个方向可达。', ref)).toEqual([]);
  });

  it('reads a long answer in bounded windows and says at most two', () => {
    const long = `${EXCHANGED}${'甲乙丙丁，'.repeat(2_000)}${EXCHANGED.repeat(20)}`;
    const found = transposedFacts(long, REF.repeat(50));
    expect(found.length).toBeLessThanOrEqual(2);
  });

  it('does not read windows that share more than 60 words, whatever their length (reviewer, 2026-12-06)', () => {
    // Clauses of 110 characters, all shared: such a window was read in about 17 s before.
    const filler = (from: number) =>
      Array.from({ length: 100 }, (_, i) => String.fromCharCode(0x4e00 + from + i * 37)).join('');
    const ref = `RDB 是定时快照${filler(0)}，AOF 记录写命令${filler(5000)}。`;
    const exchanged = `AOF 是定时快照${filler(0)}，RDB 记录写命令${filler(5000)}。`;
    expect(transposedFacts(exchanged, ref)).toEqual([]);
    // The same exchange in clauses of speech is found.
    expect(transposedFacts(EXCHANGED, REF)).toHaveLength(1);
  });
});

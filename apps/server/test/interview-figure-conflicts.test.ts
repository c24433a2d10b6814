import { describe, expect, it } from 'vitest';
import { figureConflicts } from '../src/ai/builtin/interview/figure-conflicts.ts';
import { custom, evaluate } from './support/evaluate.ts';

// Another figure for a quantity the reference answer states anywhere, not only in the clauses its
// key points come from (issue 33: a confidently wrong figure scored like the full answer). The
// questions, references and answers are written for these tests.

describe('another figure for the same quantity', () => {
  it('reads a figure by the Latin name before it and its unit', () => {
    const ref = 'Java 中 int 占 4 字节，long 占 8 字节，char 占 2 字节。';
    expect(figureConflicts('long 占 4 个字节，int 也是 4 个字节。', ref)).toEqual([
      expect.objectContaining({ kind: 'number', expected: 'long 占 8 字节' }),
    ]);
    expect(figureConflicts('long 占 8 个字节，int 占 4 个字节。', ref)).toEqual([]);
  });

  it('reads a figure by what it counts, after its unit', () => {
    const ref = 'Raft 要获得超过半数的选票，5 个节点的集群最多容忍 2 个节点故障。';
    const wrong = figureConflicts('5 个节点的集群最多可以容忍 3 个节点故障。', ref);
    expect(wrong).toHaveLength(1);
    expect(wrong[0]!.said).toContain('3 个节点故障');
    expect(wrong[0]!.expected).toBe('5 个节点的集群最多容忍 2 个节点故障');
  });

  it('reads the end of a range with the same start', () => {
    const ref = '0 到 1023 是知名端口，1024 到 49151 是注册端口。';
    expect(figureConflicts('知名端口是 0 到 1024，再往上是注册端口。', ref)).toHaveLength(1);
  });

  it('raises no alarm for one of several, an ordinal, an example or a version', () => {
    const ref = 'MySQL 主从复制涉及三个线程：主库的 dump 线程、从库的 I/O 线程和 SQL 线程。第三次握手之后连接建立。';
    expect(figureConflicts('从库派一个 I/O 线程去拉 binlog，主库起一个 dump 线程。', ref)).toEqual([]);
    expect(figureConflicts('只握两次的话服务端会白白分配资源。', ref)).toEqual([]);
    expect(figureConflicts('比如两个线程同时写，就要加锁。', ref)).toEqual([]);
    expect(
      figureConflicts('Java 8 起 HashMap 用红黑树，Java 9 加了模块。', 'Java 8 起链表长度超过 8 转红黑树。'),
    ).toEqual([]);
  });
});

describe('an answer with a wrong figure', () => {
  const q = custom(
    '为什么 InnoDB 推荐自增主键而不是 UUID？',
    'InnoDB 的数据按主键顺序存在 B+ 树叶子节点里，自增主键顺序追加，不会页分裂。UUID 随机插入，频繁页分裂、产生碎片。UUID 字符串占 36 字节，bigint 只占 8 字节，二级索引都存主键值，主键越长索引越大。',
  );
  const right =
    '因为 InnoDB 按主键顺序把数据存在 B+ 树叶子节点，自增主键总是顺序追加，不会页分裂；UUID 是随机的，会频繁页分裂、有碎片。另外 UUID 字符串要 36 字节，bigint 只要 8 字节，二级索引都存主键，主键越长索引越大。';
  const wrong = right.replace('bigint 只要 8 字节', 'bigint 只要 4 字节');

  it('is told which figure, quoting the reference as written, and scores below the right one', () => {
    const r = evaluate(q, right);
    const w = evaluate(q, wrong);
    expect(r.improvements.join()).not.toContain('数字不对');
    const note = w.improvements.find((t) => t.includes('数字不对'));
    expect(note).toContain('bigint 只占 8 字节');
    expect(note).toContain('4 字节');
    expect(w.score).toBeLessThan(r.score);
  });
});

describe('what a reviewer found (2026-12-06)', () => {
  it('raises no alarm for one thread of three, an article, another case, or another quantity of the same name', () => {
    const ref = 'MySQL 主从复制涉及三个线程：主库的 binlog dump 线程、从库的 I/O 线程和 SQL 线程。';
    expect(figureConflicts('主库一个线程负责发送 binlog', ref)).toEqual([]);
    expect(
      figureConflicts('两个事务同时读到 a=20，一个先提交', '这就发生了在一个事务内两次读到的数据是不一样的情况'),
    ).toEqual([]);
    const raft = 'Raft 要获得超过半数的选票，5 个节点的集群最多容忍 2 个节点故障。';
    expect(
      figureConflicts('比方说 3 个节点的集群最多容忍 1 个节点故障，7 个节点的集群最多容忍 3 个节点故障。', raft),
    ).toEqual([]);
    expect(figureConflicts('redis 一共 16384 个槽', 'Redis 默认 16 个数据库，用 select 切换。')).toEqual([]);
    expect(figureConflicts('tcp 最大 60 字节', 'TCP 头部 20 字节，UDP 头部 8 字节。')).toEqual([]);
  });

  it('reads 10,000 as one number and charges one figure once', () => {
    expect(figureConflicts('上限约 10000 个请求每秒', 'QPS 上限约 10,000 个请求每秒')).toEqual([]);
    const twice = figureConflicts(
      'bigint 只占 4 字节，uuid 占 36 字节。',
      'UUID 字符串占 36 字节，bigint 只占 8 字节。',
    );
    expect(twice).toHaveLength(1);
  });

  it('stays bounded on a hostile answer: at most five conflicts however many figures', () => {
    let ref = '';
    for (let i = 0; ref.length < 4900; i++) ref += `${i + 1000} 个节点的集群最多容忍，`;
    let ans = '';
    for (let i = 0; ans.length < 9900; i++) ans += `${i + 5} 个节点的集群最多容忍，`;
    expect(figureConflicts(ans, ref).length).toBeLessThanOrEqual(5);
  });
});

describe('a quote cut to length', () => {
  it('is never cut inside a Latin word or a number (「…MyISA…」 read as a typo)', async () => {
    const { clipText } = await import('../src/text/index.ts');
    expect(clipText('InnoDB 支持事务和行锁，MyISAM 只支持表锁', 20)).toBe('InnoDB 支持事务和行锁，MyISAM…');
    expect(clipText('默认容量 16384 个槽位', 7)).toBe('默认容量 16384…');
    expect(clipText('短句', 20)).toBe('短句');
  });
});

describe('a figure the reference gives for a whole of which it names the parts (dev3, 2026-12-06)', () => {
  const ref =
    '最高 1 位是符号位。接下来 41 位是毫秒级时间戳。然后 10 位是工作机器 ID，通常拆成 5 位数据中心 ID 和 5 位机器 ID，最多支持 1024 个节点。最后 12 位是序列号。';
  it('is not another figure for a part, while the same figure moved to another named thing still is', () => {
    expect(figureConflicts('Snowflake, 41位时间戳, 10位机器ID, 1024节点, 12位序列号', ref)).toEqual([]);
    const tcp = 'TCP 首部最少 20 字节、最多 60 字节，UDP 首部固定 8 字节。';
    expect(figureConflicts('UDP 首部最少 20 字节，TCP 首部固定 8 字节。', tcp).length).toBeGreaterThan(0);
  });
});

describe('two figures exchanged between two named things (outside try, 2026-12-06)', () => {
  const ref =
    'DATETIME 没有时区信息，TIMESTAMP 和时区有关。TIMESTAMP 只需要使用 4 个字节的存储空间，但是 DATETIME 需要耗费 8 个字节的存储空间。';
  it('is one note quoting both clauses of the reference', () => {
    expect(figureConflicts('存储空间上，DATETIME 只需要 4 个字节，TIMESTAMP 需要 8 个字节。', ref)).toEqual([
      {
        kind: 'number',
        said: 'datetime 只需要 4 个字节',
        expected: 'TIMESTAMP 只需要使用 4 个字节的存储空间，但是 DATETIME 需要耗费 8 个字节的存储空间',
      },
    ]);
  });
  it('is not read in the right pairing or in a supposition, and is read across sentences', () => {
    expect(figureConflicts('存储空间上，TIMESTAMP 只需要 4 个字节，DATETIME 需要 8 个字节。', ref)).toEqual([]);
    // Said in two sentences, the exchange is the same.
    expect(figureConflicts('TIMESTAMP 占 8 个字节。DATETIME 占 4 个字节。', ref)).toHaveLength(1);
    expect(figureConflicts('假如 DATETIME 只用 4 个字节，TIMESTAMP 用 8 个字节，那范围就不一样了。', ref)).toEqual([]);
  });
  it('is told with the answer’s clause whole', () => {
    const f = evaluate(
      custom('DATETIME 和 TIMESTAMP 有什么区别？', ref),
      'DATETIME 没有时区信息，TIMESTAMP 和时区有关。存储空间上，DATETIME 只需要 4 个字节，TIMESTAMP 需要 8 个字节。',
    );
    expect(f.improvements.join()).toContain('回答里是「DATETIME 只需要 4 个字节」');
  });
});

describe('two figures of a clause that names two things (reviewer, 2026-12-06)', () => {
  it('are no exchange: 「int 比 long 少 4 个字节」', () => {
    expect(
      figureConflicts(
        'int 比 long 少 4 个字节，两个 int 加起来正好是 8 个字节，和一个 long 一样大。',
        'int 占 4 个字节，long 占 8 个字节。',
      ),
    ).toEqual([]);
  });
});

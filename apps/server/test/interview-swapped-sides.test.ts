import { describe, expect, it } from 'vitest';
import { comparedThings, swappedSides } from '../src/ai/builtin/interview/swapped-sides.ts';
import { WRONG_FACT_CAP } from '../src/ai/builtin/interview/evaluate.ts';
import { custom, evaluate } from './support/evaluate.ts';

// A property of one side of a comparison said of the other (issue 33: the largest kind of
// confidently wrong answer scored like the full one). Questions, references and answers are
// written for these tests.

const Q = 'HashMap 和 Hashtable 有什么区别？';
const REF =
  'Hashtable 的方法都用 synchronized 修饰，是线程安全的，但并发性能差。HashMap 的方法没有加锁，非线程安全，允许一个 null 键和多个 null 值。两者都实现了 Map 接口。';
const RIGHT =
  '两者都实现了 Map 接口。Hashtable 的方法都用 synchronized 修饰，线程安全，但并发性能差；HashMap 没有加锁，非线程安全，允许 null 键和 null 值。';
const SWAPPED =
  '两者都实现了 Map 接口。HashMap 的方法都用 synchronized 修饰，线程安全，但并发性能差；Hashtable 没有加锁，非线程安全，允许 null 键和 null 值。';

describe('the sides a question compares', () => {
  it('are read from the question', () => {
    expect(comparedThings('互斥锁和自旋锁有什么区别？各自适合什么场景？')).toEqual(['互斥锁', '自旋锁']);
    expect(comparedThings('说说 TCP 与 UDP 的区别')).toEqual(['tcp', 'udp']);
    expect(comparedThings('什么是闭包？')).toEqual([]);
  });
});

describe('a property said of the other side', () => {
  it('is found, quoting the reference as written and the answer’s clause', () => {
    const found = swappedSides(SWAPPED, REF, Q);
    expect(found.length).toBeGreaterThanOrEqual(1);
    expect(found[0]!.expected).toBe('Hashtable 的方法都用 synchronized 修饰');
    expect(found[0]!.said).toContain('HashMap 的方法都用 synchronized');
  });

  it('is not found in the right answer, nor for what both sides share', () => {
    expect(swappedSides(RIGHT, REF, Q)).toEqual([]);
    expect(swappedSides('两者都实现了 Map 接口，HashMap 更常用。', REF, Q)).toEqual([]);
  });

  it('is told 说反了 and capped like a wrong fact; the right answer is not', () => {
    const right = evaluate(custom(Q, REF), RIGHT);
    const wrong = evaluate(custom(Q, REF), SWAPPED);
    expect(right.improvements.join()).not.toContain('说反了');
    expect(wrong.improvements.join()).toContain('有一处说反了：参考答案是「Hashtable 的方法都用 synchronized 修饰」');
    expect(wrong.score).toBeLessThanOrEqual(WRONG_FACT_CAP);
    expect(wrong.score).toBeLessThan(right.score);
  });
});

describe('what a reviewer found (2026-12-06)', () => {
  it('is not a swap when the other side’s property is denied, or the side is an object', () => {
    expect(swappedSides('HashMap 的方法都没有用 synchronized 修饰，线程不安全，但性能更好。', REF, Q)).toEqual([]);
    expect(swappedSides('可以把 HashMap 包装成方法都用 synchronized 修饰的 Map，就线程安全了。', REF, Q)).toEqual([]);
  });
});

describe('a comparison said of the other side (outside try, 2026-12-06)', () => {
  const q = 'Cookie 和 Session 有什么区别？';
  const ref =
    'Cookie 数据保存在客户端，Session 数据保存在服务器端。Cookie 存储的数据量小，一般不超过 4KB。相对来说 Session 安全性更高，敏感信息不要写在 Cookie 里。';
  it('is told 说反了 and does not cover the point', () => {
    const wrong = swappedSides(
      'Cookie 存在客户端，Session 存在服务器端。所以 Cookie 更安全，敏感信息可以放 Cookie。',
      ref,
      q,
    );
    expect(wrong).toEqual([{ kind: 'opposite', said: '所以 Cookie 更安全', expected: '相对来说 Session 安全性更高' }]);
  });
  it('is not read for the right side, the other way round, a denial or a comparison of both', () => {
    for (const answer of [
      'Cookie 存在客户端，Session 存在服务器端。所以 Session 更安全。',
      'Cookie 存在客户端，所以 Cookie 的安全性更低。',
      'Cookie 存在客户端，Cookie 并不更安全。',
      'Session 比 Cookie 更安全。',
      // 更新 is no comparison.
      'Cookie 可以更新过期时间，Session 存在服务器端。',
    ])
      expect(swappedSides(answer, ref, q), answer).toEqual([]);
  });
});

describe('a comparison of another quality (reviewer, 2026-12-06)', () => {
  it('is not read as the reference’s: 安全风险更高 is no 安全性更高, 并发性能 no 读性能', () => {
    const q = 'Cookie 和 Session 有什么区别？';
    const ref = 'Cookie 数据保存在客户端，Session 数据保存在服务器端。相对来说 Session 安全性更高。';
    expect(swappedSides('Cookie 保存在浏览器，容易被窃取，所以 Cookie 的安全风险更高。', ref, q)).toEqual([]);
    const q2 = 'InnoDB 和 MyISAM 有什么区别？';
    const ref2 = 'InnoDB 支持事务，使用行级锁；MyISAM 不支持事务，使用表级锁，MyISAM 的读性能更好。';
    expect(swappedSides('InnoDB 支持事务和行级锁，所以 InnoDB 的并发性能更好。', ref2, q2)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { polarityFlip } from '../src/ai/builtin/interview/polarity.ts';
import { fold, termSet } from '../src/ai/builtin/interview/terms.ts';
import { custom, evaluate } from './support/evaluate.ts';

const flip = (reference: string, answer: string, question = '') =>
  polarityFlip(fold(answer), fold(reference), termSet(question));

describe('a fact said the other way round by its modal (issue 33: confidently wrong answers)', () => {
  it('finds 可以 said where the reference says 不能, of the same thing and the same act', () => {
    expect(
      flip('private 方法和 static 方法都不能被重写', '另外 static 方法也是可以重写的，只是调用看声明类型。'),
    ).toMatchObject({
      kind: 'opposite',
      said: '另外 static 方法也是可以重写的',
    });
    expect(flip('Redis Cluster 不支持跨槽位的事务', 'Redis Cluster 支持跨槽位的事务，用 MULTI 就行')).not.toBeNull();
    // 能保证 against 不能保证 (保证 read as the act of 能).
    expect(flip('volatile 不能保证原子性', 'volatile 能保证原子性，所以 count++ 是安全的')).not.toBeNull();
    expect(flip('volatile 不能保证原子性', 'volatile 也保证原子性')).not.toBeNull();
    // 会 / 不会 (an outside tester's 「volatile 会造成线程阻塞」).
    expect(flip('volatile 不会造成线程阻塞', 'volatile 会造成线程阻塞，synchronized 不会')).not.toBeNull();
    // The reverse direction; 用 for 使用.
    expect(flip('Java 8 起接口可以定义 default 方法', 'Java 8 的接口还是不能定义 default 方法')).not.toBeNull();
    expect(flip('静态成员不能使用类的类型参数 T', '静态成员也能用类的类型参数')).not.toBeNull();
  });

  it('reads 没有…保证 as a denial of 保证, like 不保证 and 没法保证 (a fresh set’s false 说反了)', () => {
    const feedback = evaluate(
      custom(
        'script 标签的 async 和 defer 有什么区别？',
        '两者都会让脚本并行下载。defer 脚本等文档解析完再按顺序执行。async 脚本下载完立刻执行，多个 async 之间执行顺序不固定，与 DOMContentLoaded 也没有先后保证。',
      ),
      '两个都是边解析边下载。defer 的要等页面解析完，按写的顺序跑；async 的下载好了马上跑，几个 async 谁先谁后说不准，和 DOMContentLoaded 的先后也没法保证。',
    );
    expect(feedback.improvements.join('')).not.toContain('说反了');
  });

  it('stays silent on a right answer: a comparison, the other thing, a denial, the right way said too', () => {
    // The other thing of a comparison (InnoDB and MyISAM are the same skill, not the same thing).
    expect(flip('MyISAM 不支持事务', 'InnoDB 支持事务和崩溃恢复，MyISAM 不支持。')).toBeNull();
    // Another thing the question names, with words in common.
    expect(flip('List 存储的元素是有序的、可以重复', 'Set 里的元素不能重复', 'List 和 Set 有什么区别？')).toBeNull();
    // 不一定能 and 不可以 are no yes.
    expect(flip('static 方法不能被重写', 'static 方法不一定能被重写，也不可以被重写')).toBeNull();
    // Said the reference's way of static, the other way only of what the reference does not name.
    expect(flip('static 方法不能被重写', 'static 方法不能重写，普通的 public 方法可以重写')).toBeNull();
    // Another act of the same thing (性能 and 可能 are no modal).
    expect(flip('static 方法不能被重写', 'static 方法可以直接通过类名调用，性能上可能也更好')).toBeNull();
    // A belief quoted to refute it.
    expect(flip('static 方法不能被重写', '很多人以为 static 方法可以重写，其实那是隐藏')).toBeNull();
    expect(flip('static 方法不能被重写', '很多人觉得 static 方法可以重写，其实不行')).toBeNull();
    // A question the answer asks itself, then answers (found by a reviewer, 2026-12-06).
    expect(flip('static 方法不能被重写', 'static 方法能重写？不能，那只是隐藏')).toBeNull();
    expect(flip('Java 7 起 switch 可以使用 String', 'switch 能不能用 String？JDK 7 之后可以')).toBeNull();
    expect(
      flip('Redis Cluster 不支持跨槽位的事务', '关于 Redis Cluster 是否支持跨槽位的事务，答案是不支持'),
    ).toBeNull();
    // Another object of the same act; the reference's way said without a subject.
    expect(flip('const 声明的对象可以修改属性', 'const 声明的对象不能修改引用，但可以修改属性')).toBeNull();
    expect(flip('volatile 只能保证可见性', 'volatile 没法保证原子性，它只保证可见性')).toBeNull();
    // 很难 before a yes is a no (bench, dev set).
    expect(flip('数据库很难直接保证全局唯一', '分库以后数据库自增主键没法保证全局唯一了')).toBeNull();
    // Two things of one name (单线程 and 多线程 Redis).
    expect(
      flip('Redis 单线程执行命令不会有并发问题', 'Redis 多线程执行命令会有并发问题', 'Redis 为什么快？'),
    ).toBeNull();
    // 会 of 会话, 学会, 机会 is no modal; 不一定会 leaves it open.
    expect(flip('Session 不会在浏览器关闭时被删除', 'Session 会话在浏览器关闭后还在服务端')).toBeNull();
    expect(flip('volatile 不会造成线程阻塞', 'volatile 不一定会造成线程阻塞')).toBeNull();
    // A condition, not a yes.
    expect(flip('HashMap 不能直接用在多线程环境', 'HashMap 要加锁才能用在多线程环境')).toBeNull();
  });

  it('is told in the feedback with the reference sentence and the answer’s own words, and scores below the right one', () => {
    const question = custom(
      '方法重写要遵守哪些规则？',
      '子类重写父类方法时，方法名和参数列表必须相同，返回类型可以是父类返回类型的子类。private 方法和 static 方法都不能被重写，final 方法同样不能被重写。重写方法的访问权限不能比父类更严格。',
    );
    const right =
      '重写时方法名和参数列表要和父类完全一样，返回类型可以是父类返回类型的子类。private、static、final 的方法都不能被重写。访问权限不能比父类更严格，比如父类是 public，子类就不能改成 protected。';
    const wrong =
      '重写时方法名和参数列表要和父类完全一样，返回类型可以是父类返回类型的子类。private 和 final 的方法不能被重写，Static 方法是可以被重写的。访问权限不能比父类更严格，比如父类是 public，子类就不能改成 protected。';
    const good = evaluate(question, right);
    const bad = evaluate(question, wrong);
    expect(good.improvements.join('')).not.toMatch(/说反了/);
    expect(bad.improvements.join('')).toMatch(
      /有一处说反了：参考答案是「private 方法和 static 方法都不能被重写」，回答里说成了「Static 方法是可以被重写的」/,
    );
    expect(bad.score).toBeLessThan(good.score - 10);
  });
});

describe('a clause without a subject takes its sentence’s (「volatile 保证可见性，但不能保证原子性」)', () => {
  const question = custom(
    'volatile 关键字有什么作用？',
    'volatile 保证变量的可见性和禁止指令重排，但不能保证原子性，count++ 这样的复合操作仍需加锁或用原子类。',
  );
  const flagged = (answer: string) => evaluate(question, answer).improvements.some((s) => /说反了/.test(s));

  it('finds the classic wrong answer, and stays silent on the right one', () => {
    expect(flagged('volatile 能保证可见性、有序性和原子性，所以 count++ 用 volatile 修饰就是线程安全的。')).toBe(true);
    expect(flagged('volatile 能保证可见性，也能禁止指令重排，但是不能保证原子性，count++ 还是要加锁。')).toBe(false);
    expect(flagged('它保证可见性和有序性；原子性它保证不了，复合操作要用 AtomicInteger。')).toBe(false);
  });
});

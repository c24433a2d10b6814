import { describe, expect, it } from 'vitest';
import { orderConflicts } from '../src/ai/builtin/interview/order-conflicts.ts';
import { WRONG_FACT_CAP } from '../src/ai/builtin/interview/evaluate.ts';
import { custom, evaluate } from './support/evaluate.ts';

// Two steps said in the other order (issue 33). Questions, references and answers written for these tests.

const Q = 'MySQL 的两阶段提交是怎么回事？';
const REF =
  '为了让 redo log 和 binlog 保持一致，InnoDB 提交事务时先写 redo log 并标记为 prepare，再写 binlog，最后把 redo log 标记为 commit。崩溃恢复时根据 binlog 是否完整决定提交还是回滚。';
const RIGHT =
  '两阶段提交是为了 redo log 和 binlog 一致：先写 redo log 标成 prepare，然后写 binlog，最后把 redo log 改成 commit。';
const WRONG = '两阶段提交是为了 redo log 和 binlog 一致：先写 binlog，然后写 redo log 标成 prepare，最后再提交。';

describe('two steps in the other order', () => {
  it('are found with 先…再 / 然后, quoting the reference sentence as written and the answer’s', () => {
    const found = orderConflicts(WRONG, REF);
    expect(found).toHaveLength(1);
    expect(found[0]!.kind).toBe('order');
    expect(REF).toContain(found[0]!.expected);
    expect(found[0]!.said).toMatch(/^先写 binlog，然后写 redo log/);
  });

  it('are found with 先于, and through the concepts (setTimeout is a macrotask, Promise.then a microtask)', () => {
    const ref = '一轮事件循环里，同步代码执行完后先清空微任务队列，再取下一个宏任务执行，所以微任务先于宏任务执行。';
    expect(orderConflicts('同步代码跑完以后，会先执行 setTimeout 的回调，然后才执行 Promise.then。', ref)).toHaveLength(
      1,
    );
    expect(orderConflicts('setTimeout 的回调先于 Promise.then 执行。', ref)).toHaveLength(1);
    expect(orderConflicts('同步代码跑完后先执行 Promise.then，再执行 setTimeout 的回调。', ref)).toEqual([]);
  });

  it('takes the step a clause names before its marker (「重做日志先标成准备」)', () => {
    expect(orderConflicts('提交分两步走：重做日志先标成准备，接着写 binlog，最后把重做日志标成已提交。', REF)).toEqual(
      [],
    );
  });

  it('takes the thing a clause ends on before 先 over an action after it (「重做日志先落盘」: not 落盘’s disk)', () => {
    expect(
      orderConflicts('提交分两段：重做日志先落盘并打上预提交标记，接着归档日志落盘，最后把重做日志标成已提交。', REF),
    ).toEqual([]);
    expect(orderConflicts('归档日志先落盘，接着重做日志落盘并标成已提交。', REF)).toHaveLength(1);
    // A frame before 先 is no subject (提交事务时 names the transaction, not the first step).
    expect(orderConflicts('提交事务时先写 binlog，再写 redo log。', REF)).toHaveLength(1);
  });

  it('is not read where the reference states both orders (一轮里先宏任务、执行完毕后清空微任务; then 先于 setTimeout)', () => {
    const ref =
      '每一轮事件循环先取出一个宏任务执行，执行完毕后清空微任务队列。因此同一段代码里 Promise.then 的回调先于 setTimeout 的回调执行。';
    expect(orderConflicts('每一轮先跑一个宏任务，紧接着把微任务队列清空。', ref)).toEqual([]);
  });

  it('is not read in a sentence that supposes, warns, denies or asks, nor where the answer also says the right order', () => {
    for (const answer of [
      '如果先写 binlog 再写 redo log，崩溃后两者就可能不一致。',
      '要避免先写 binlog 再写 redo log 的做法。',
      '它不是先写 binlog 再写 redo log。',
      '是先写 binlog 再写 redo log 吗？',
      '先写 redo log 再写 binlog；有人说先写 binlog 再写 redo log，这不对。',
    ])
      expect(orderConflicts(answer, REF)).toEqual([]);
  });

  it('is told 顺序说反了 and capped like a wrong fact; the right answer is not', () => {
    const right = evaluate(custom(Q, REF), RIGHT);
    const wrong = evaluate(custom(Q, REF), WRONG);
    expect(right.improvements.join()).not.toContain('说反了');
    expect(wrong.improvements.join()).toContain('有一处顺序说反了：参考答案是「为了让 redo log 和 binlog 保持一致');
    expect(wrong.score).toBeLessThanOrEqual(WRONG_FACT_CAP);
    expect(wrong.score).toBeLessThan(right.score);
  });

  it('reads a long answer in bounded sentences', () => {
    const long = `${'甲乙丙丁。'.repeat(3_000)}${WRONG}`;
    expect(orderConflicts(long, REF)).toEqual([]);
    expect(orderConflicts(`${WRONG}${'先甲再乙。'.repeat(3_000)}`, REF.repeat(30))).toHaveLength(1);
  });

  it('is not read for another process with the same things, 首先 / 假设 / …的话, a cycle, a version, or ok / for (reviewer, 2026-12-06)', () => {
    for (const answer of [
      // Crash recovery reads binlog first: another process than the commit.
      '崩溃恢复的时候先看 binlog 是否完整，再决定 redo log 是提交还是回滚。',
      '首先 binlog 是 server 层的日志，其次 redo log 是 InnoDB 的。',
      '假设先写 binlog 再写 redo log，崩溃后就不一致了。',
      '先写 binlog 再写 redo log 的话，崩溃后就不一致了。',
      // Each 先 starts its own order: the second says the reference's.
      '崩溃恢复时先看 binlog 再看 redo log，提交时先写 redo log 再写 binlog。',
    ])
      expect(orderConflicts(answer, REF), answer).toEqual([]);
    const loop = '一轮事件循环里，同步代码执行完后先清空微任务队列，再取下一个宏任务执行。';
    expect(orderConflicts('先执行一个宏任务，然后清空所有微任务，再执行下一个宏任务。', loop)).toEqual([]);
    expect(orderConflicts('先执行宏任务，然后清空微任务队列。', loop)).toHaveLength(1);
    const hashmap = 'HashMap 在 JDK 8 之前用头插法，扩容时可能形成环。';
    expect(orderConflicts('而 HashMap 在 JDK 8 之后改用尾插法，避免了扩容成环。', hashmap)).toEqual([]);
    const calls = '先调用 init 方法，再调用 start 方法。';
    expect(orderConflicts('先说 ok，然后说 for 循环。', calls)).toEqual([]);
    expect(orderConflicts('ok，在 for 循环里先 start 再 init。', calls)).toHaveLength(1);
  });

  it('quotes the clause of 在…之前 that says the order', () => {
    const ref = '浏览器先解析 HTML 构建 DOM 树，再解析 CSS 构建 CSSOM。';
    const found = orderConflicts('渲染的时候，解析 CSS 在解析 HTML 之前。', ref);
    expect(found).toHaveLength(1);
    expect(found[0]!.said).toBe('解析 CSS 在解析 HTML 之前');
  });

  describe('steps in sentences of their own (outside try, 2026-12-06)', () => {
    const list =
      '打开网页大致分几步：\n1. 用户在地址栏输入网址。\n2. 浏览器通过 DNS 查询，拿到域名对应的 IP 地址。\n3. 浏览器按 IP 和端口向服务器发起 TCP 连接。\n4. 连接建好后，浏览器发送 HTTP 请求并接收响应。';

    it('reads a numbered list of the reference against steps the answer opens with 然后 / 接着', () => {
      const wrong = orderConflicts(
        '用户先输入网址。然后，浏览器按端口向服务器发起 TCP 连接。接着，浏览器通过 DNS 查询拿到域名对应的 IP 地址。最后发送 HTTP 请求。',
        list,
      );
      expect(wrong).toHaveLength(1);
      expect(wrong[0]!.expected).toContain('浏览器通过 DNS 查询');
      expect(wrong[0]!.said).toMatch(/^然后，浏览器按端口向服务器发起 TCP 连接/);
      expect(
        orderConflicts(
          '用户先输入网址。然后浏览器通过 DNS 查询拿到 IP 地址。接着按 IP 和端口发起 TCP 连接。最后发送 HTTP 请求。',
          list,
        ),
      ).toEqual([]);
      // A step that names the earlier thing again (在这之前 DNS 已经返回) is no other order.
      expect(
        orderConflicts(
          '输入网址后，浏览器先走 DNS 把域名解析成 IP。然后建立 TCP 连接，这时 DNS 早已返回。最后发 HTTP 请求。',
          list,
        ),
      ).toEqual([]);
    });

    it('reads 先… in one sentence and 再… in the next as one order', () => {
      const ref = '更新数据时的做法：\n1. 先更新数据库。\n2. 再删除缓存中对应的数据。';
      expect(orderConflicts('写的时候先删除缓存中对应的数据，然后再更新数据库。', ref)).toHaveLength(1);
      expect(orderConflicts('写的时候先更新数据库，然后删除缓存中对应的数据。', ref)).toEqual([]);
    });

    it('reads no order from a list of things that is no process (1. String 2. Hash…), the answer’s 首先…然后… neither', () => {
      const ref = 'Redis 常用的数据结构有：\n1. String，最简单的键值。\n2. Hash，存对象。\n3. List，做队列。';
      expect(orderConflicts('首先是 Hash，存对象。然后是 String，最简单的键值。', ref)).toEqual([]);
      // The same list said to be steps is read.
      expect(
        orderConflicts(
          '首先是 Hash，存对象。然后是 String，最简单的键值。',
          `按顺序分三步：${ref.slice(ref.indexOf('\n'))}`,
        ),
      ).toHaveLength(1);
    });

    it('reads no order from steps that suppose (如果…)', () => {
      const ref =
        '1. 如果线程数小于核心线程数，就新建线程执行任务。\n2. 如果核心线程已满，就把任务放进队列。\n3. 如果队列也满了，就新建非核心线程。';
      expect(orderConflicts('如果队列满了就新建非核心线程。然后如果核心线程已满，就把任务放进队列。', ref)).toEqual([]);
    });
  });
});

describe('what a reviewer found in the step reading (2026-12-06, sixth session)', () => {
  const url =
    '从输入 URL 到页面展示的过程：\n1. 浏览器通过 DNS 解析域名得到服务器 IP。\n2. 浏览器与服务器建立 TCP 连接。\n3. 浏览器发送 HTTP 请求。';

  it('reads no steps from sentences that open with 然后 / 最后总结 / 再比如 after one that says no 先', () => {
    for (const answer of [
      '浏览器通过 DNS 解析域名拿到 IP，再和服务器建立 TCP 连接，最后发 HTTP 请求。这里展开说一下 TCP，它建立连接需要三次握手。然后 DNS 解析一般走 UDP 协议。',
      'TCP 连接建立需要三次握手。最后总结一下，DNS 解析域名得到 IP 是整个过程的第一步。',
      'TCP 建立连接需要三次握手。再比如 DNS 解析域名时也有多级缓存。',
    ])
      expect(orderConflicts(answer, url), answer).toEqual([]);
  });

  it('reads 首先 … 然后 as an order again, both the wrong one and the right one', () => {
    expect(orderConflicts('首先写 binlog，然后写 redo log 标成 prepare。', REF)).toHaveLength(1);
    expect(
      orderConflicts(
        'binlog 是 server 层的归档日志。然后 redo log 是 InnoDB 特有的。两阶段提交就是首先写 redo log 处于 prepare 状态，然后写 binlog。',
        REF,
      ),
    ).toEqual([]);
    // An enumeration with 其次 states no order.
    expect(orderConflicts('首先 binlog 是 server 层的日志，其次 redo log 是 InnoDB 的。', REF)).toEqual([]);
  });

  it('reads at most twelve steps after one 先', () => {
    const filler = Array.from({ length: 13 }, () => '然后做点别的').join('，');
    expect(orderConflicts(`先做 A，${filler}，然后写 binlog，然后写 redo log。`, REF)).toEqual([]);
  });
});

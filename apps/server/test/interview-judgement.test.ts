import { describe, expect, it } from 'vitest';
import type { TReportInput } from '../src/ai/provider.ts';
import { planInterviewBuiltin, reportInterviewBuiltin } from '../src/ai/builtin/interview/index.ts';
import { keyPhrases } from '../src/ai/builtin/interview/custom.ts';
import { starSteps } from '../src/ai/builtin/interview/story-cues.ts';
import { countFillers } from '../src/ai/builtin/interview/terms.ts';
import { parseResume } from '../src/text/index.ts';
import { PREMISE_PAIRS } from './fixtures/premises/pairs.ts';
import { bank, custom, evaluate } from './support/evaluate.ts';

// Answers written for these tests, at the levels the judgement bench uses (full, partial,
// reworded, term list, another question's answer); none is made from the rubric the evaluator reads.
// The reworded answer names the question's subject (Redis) and says everything else in other words:
// without a reference, an answer that never names what was asked is judged by nothing but its words.

const resume = { text: '张三', json: parseResume('张三') };

const PERSISTENCE_Q = 'Redis 的数据怎么持久化？';
const PERSISTENCE_REF = [
  'Redis 提供两种持久化方式，另外还有两者结合的方式。',
  '1. RDB：按配置的时间间隔把内存中的数据集生成快照写入磁盘，bgsave 会 fork 子进程来做，恢复速度快，但两次快照之间的数据可能丢失。',
  '2. AOF：把每一条写命令追加到日志文件末尾，appendfsync 可设为 always、everysec 或 no，everysec 最多丢一秒数据，文件会越来越大，需要重写。',
  '3. 混合持久化：Redis 4.0 起 AOF 重写时先写入 RDB 格式的全量数据，再追加增量命令，兼顾恢复速度和数据安全。',
  '说实话这块要是没配好，线上一宕机就死定了，头发都白了啊。',
].join('\n');
const PERSISTENCE = {
  full:
    'Redis 有 RDB 和 AOF 两种持久化，也可以混着用。RDB 是定期给内存里的数据拍一个快照存到磁盘上，一般用 bgsave，' +
    '它会 fork 出一个子进程去写，所以恢复起来很快，缺点是两次快照之间宕机的话这段数据就丢了。AOF 是把每个写命令追加到日志里，' +
    '刷盘策略 appendfsync 有 always、everysec 和 no，常用 everysec，最多丢一秒的数据，但是文件会越来越大，所以要做 AOF 重写。' +
    '4.0 以后还有混合持久化，重写的时候先写一份 RDB 格式的全量数据，后面再追加增量的命令，这样恢复快，数据也比较安全。',
  partial: 'Redis 可以用 RDB 做持久化，就是定期把内存数据做成快照保存到磁盘，恢复的时候直接加载这个文件，速度比较快。',
  reworded:
    'Redis 有两套把数据落盘的办法，还能组合起来用。第一套是 snapshot：隔一段时间把整个数据集的某一时刻状态导出成一个二进制文件，' +
    '通常由后台子进程完成，主进程不受影响，重启加载很快，可是两次导出之间如果机器挂掉，新写入的内容就没了。第二套是 append only 日志：' +
    '每执行一个修改操作就记一笔，同步到硬盘的频率可以选每次、每秒或交给系统，按秒同步的话最坏损失一秒，日志会膨胀，要定期压缩改写。' +
    '新版本里组合方案是改写日志时开头先放一份快照格式的完整数据，后面接上增量操作，启动快又不太丢数据。',
  terms: 'RDB、AOF、bgsave、fork、appendfsync、everysec、混合持久化、AOF 重写',
  other:
    'TCP 建立连接要三次握手：客户端先发 SYN，服务端回 SYN+ACK，客户端再回 ACK，这样双方都确认了自己和对方的收发能力正常，' +
    '也能防止已经失效的连接请求突然又传到服务端导致错误建立连接。断开的时候是四次挥手，因为 TCP 是全双工的，两个方向要分别关闭。',
};

describe('key points of a reference answer', () => {
  it('are taken by content: its list items, never its asides or opinions', () => {
    const points = keyPhrases(PERSISTENCE_REF, PERSISTENCE_Q);
    expect(points.map((p) => p.point)).toEqual(['RDB', 'AOF', '混合持久化']);
    for (const p of points) expect(p.source).not.toMatch(/死定|头发/);
  });

  it('keep a technical sentence of a reference without a list, and drop the talk around it', () => {
    const points = keyPhrases(
      '缓存穿透是指请求的 key 在缓存和数据库里都不存在，每次请求都会打到数据库。说白了这个时候就死定了啊。' +
        '常见做法是缓存空值并设置较短的过期时间，或者用布隆过滤器先判断 key 是否可能存在。',
      '什么是缓存穿透？',
    );
    expect(points.length).toBeGreaterThanOrEqual(2);
    expect(points.map((p) => p.source).join('')).not.toContain('死定');
  });

  it('read an inline list by its items: no 「3）」 in a point, no heading such as 问题 or 主要区别 as one', () => {
    const points = keyPhrases(
      '主要区别：1）作用域：var 是函数作用域，let 和 const 是块级作用域；2）变量提升：var 会提升，let 和 const 有暂时性死区；' +
        '3）重复声明：var 可以重复声明，let 和 const 不行。问题：全局作用域里用 var 声明的变量会挂到 window 上，容易污染全局。',
      'var、let 和 const 有什么区别？会有什么问题？',
    ).map((p) => p.point);
    expect(points.slice(0, 3)).toEqual(['作用域', '变量提升', '重复声明']);
    expect(points.every((p) => !/^\d|）/.test(p))).toBe(true);
    expect(points).not.toContain('问题');
    expect(points).not.toContain('主要区别');
    expect(points.some((p) => p.startsWith('全局作用域里用 var'))).toBe(true);
  });

  it('never take a line of code as a point: a fenced block or a bare statement is an example', () => {
    const points = keyPhrases(
      '数组去重最常见的写法是借助 Set，它只保留不重复的值，再展开回数组。\n```js\nconst unique = (arr) => [...new Set(arr)];\nunique([1, 1, 2]);\n```\n' +
        'let seen = {}; arr.filter((x) => !seen[x] && (seen[x] = true));\n' +
        '对象数组要按某个字段去重时，可以用 Map 以字段值为键保存第一次出现的元素。注意 NaN 在 Set 里只会保留一个，indexOf 却找不到 NaN。',
      'JavaScript 里数组怎么去重？',
    );
    expect(points.length).toBeGreaterThanOrEqual(2);
    for (const p of points) expect(`${p.point} ${p.source}`).not.toMatch(/const unique|unique\(|seen\[x\]/);
  });

  it('read a command line as code, a Latin colon as no heading, and a heading of a kind (产生条件) by its content', () => {
    const shell = keyPhrases(
      '可以先用 ps 找到进程号：\nps -ef | grep nginx\n再查看它打开的文件：\nlsof -p 1234\n排查时还要留意文件描述符是否接近上限，必要时调高 ulimit 的限制值。',
      'Linux 下怎么看一个进程打开了哪些文件？',
    ).map((p) => p.point);
    expect(shell.join()).not.toMatch(/ps -ef|lsof -p/);
    const css = keyPhrases(
      '父元素设置 display: flex，再配合 justify-content: center 让内容水平居中。也可以父元素 display: grid 并设置 place-items: center。',
      '怎么让元素水平垂直居中？',
    ).map((p) => p.point);
    expect(css.some((p) => p.startsWith('父元素设置 display: flex'))).toBe(true);
    expect(css).not.toContain('父元素设置 display');
    const kinds = keyPhrases(
      '活锁是线程不断重试却始终无法推进。产生条件：多个线程同时检测到冲突并以相同节奏退让。解决办法：退让时加入随机等待时间，打破同步。',
      '什么是活锁？',
    ).map((p) => p.point);
    expect(kinds).not.toContain('产生条件');
    expect(kinds).not.toContain('解决办法');
    expect(kinds.some((p) => p.startsWith('退让时加入随机等待时间'))).toBe(true);
  });
});

describe('the built-in evaluator judges meaning', () => {
  it('a point the answer says is not needed is not covered (不需要互斥, 没必要高可用)', () => {
    const question = custom(
      '分布式锁应该具备哪些条件？',
      '分布式锁需要满足：1）互斥：同一时刻只能有一个客户端持有锁；2）防死锁：持锁方宕机后锁能自动释放，一般靠过期时间；' +
        '3）解铃还须系铃人：只能由加锁的客户端解锁；4）高可用：锁服务本身不能单点。',
    );
    const denied = evaluate(question, '分布式锁不需要互斥，只要能自动过期、谁加锁谁解锁就行，也没必要高可用。');
    expect(denied.missed_key_points).toEqual(expect.arrayContaining(['互斥', '高可用']));
    const said = evaluate(
      question,
      '分布式锁首先要互斥，同一时刻只能一个客户端拿到；还要能自动过期防死锁，谁加锁谁解锁，锁服务要高可用。',
    );
    expect(said.covered_key_points).toEqual(['互斥', '防死锁', '解铃还须系铃人', '高可用']);
    expect(said.score).toBeGreaterThan(denied.score);
    // A point that itself says what is not is still covered by saying so.
    const rollback = evaluate(
      custom('Redis 事务支持回滚吗？', '不支持回滚：某条命令执行出错时，其余命令照常执行，已执行的不会撤销。'),
      'Redis 事务不支持回滚，中间某条命令出错了，其他命令还是会执行，已经执行的也不会撤销。',
    );
    expect(rollback.covered_key_points.length).toBeGreaterThan(0);
  });

  it('credits a complete answer with the reference points, and the reference does not lower it', () => {
    const withRef = evaluate(custom(PERSISTENCE_Q, PERSISTENCE_REF), PERSISTENCE.full);
    const without = evaluate(custom(PERSISTENCE_Q, null), PERSISTENCE.full);
    expect(withRef.covered_key_points).toEqual(['RDB', 'AOF', '混合持久化']);
    // The coverage explanation names both parts of the figure.
    expect(withRef.explanations.coverage).toMatch(/完整讲到 3\/3 个要点.*讲解的充实程度 \d+\/100 也计入本项。/);
    expect(withRef.score).toBeGreaterThanOrEqual(without.score - 3);
  });

  it('ranks a correct answer in other words above a correct third of it, with and without a reference', () => {
    for (const reference of [PERSISTENCE_REF, null]) {
      const q = custom(PERSISTENCE_Q, reference);
      const reworded = evaluate(q, PERSISTENCE.reworded).score;
      expect(reworded, String(reference !== null)).toBeGreaterThan(evaluate(q, PERSISTENCE.partial).score);
    }
  });

  it('gives a bare list of the terms less than a correct partial answer (reference, none, bank)', () => {
    for (const q of [custom(PERSISTENCE_Q, PERSISTENCE_REF), custom(PERSISTENCE_Q, null), bank('redis-03')]) {
      const terms = evaluate(q, PERSISTENCE.terms);
      expect(terms.score, q.text).toBeLessThan(evaluate(q, PERSISTENCE.partial).score);
    }
    const noRubric = evaluate(
      custom('微服务之间的调用怎么做治理？', null),
      '服务治理、调用链路、TP50、TP99、retries、timeout',
    );
    expect(noRubric.score).toBeLessThan(50);
  });

  it('caps an answer to another question, with and without a reference', () => {
    for (const reference of [PERSISTENCE_REF, null]) {
      const other = evaluate(custom(PERSISTENCE_Q, reference), PERSISTENCE.other);
      expect(other.score).toBeLessThanOrEqual(25);
      expect(other.explanations.relevance).toContain('离题');
    }
  });

  it('covers a point named in other words (以百分号开头 = 左模糊) but not one the answer hedges', () => {
    const q = bank('mysql-04');
    expect(q.rubric.key_points).toContain('范围查询后列失效');
    const hedged = evaluate(q, '联合索引要满足最左前缀，从最左边的列开始用，范围查询这个我不太确定。');
    expect(hedged.covered_key_points).not.toContain('范围查询后列失效');
    const said = evaluate(q, '联合索引要满足最左前缀，从最左边的列开始用，遇到范围查询后面的列就用不上索引了。');
    expect(said.covered_key_points).toContain('范围查询后列失效');
    const reworded = evaluate(q, '以百分号开头的模糊查询用不了索引，因为 B+ 树按前缀有序，开头不确定就没法定位。');
    expect(reworded.covered_key_points).toContain('左模糊 LIKE');
  });

  it('a concept covers a point only where it is what the point names (同步 is not 「手动同步提交 commitSync()」)', () => {
    const q = custom(
      'Kafka 消费者提交 offset 有哪几种方式？',
      '1. 自动提交：enable.auto.commit=true，每隔 5 秒在 poll 时提交上次拉到的最大 offset。\n2. 手动同步提交 commitSync()：阻塞到提交成功为止，失败会重试。\n3. 手动异步提交 commitAsync()：不阻塞，可以传回调，失败不重试。',
    );
    expect(q.rubric.key_points).toEqual(expect.arrayContaining(['手动同步提交 commitSync()']));
    const react = evaluate(
      q,
      'setState 调用本身是同步的，但状态更新会被合并后异步生效。React 18 以后默认自动批处理，setTimeout 和 Promise 回调里的多次更新也只渲染一次，要立刻刷新就用 flushSync，渲染分成 render 和 commit 两个阶段。',
    );
    expect(react.covered_key_points).toEqual([]);
    // The point said in other words is still heard.
    const kafka = evaluate(
      q,
      '一种是自动提交，消费者每过几秒在拉消息的时候把位移交上去。另一种是自己调 commitSync 同步提交，等 broker 确认成功才往下走；还有 commitAsync 异步提交，不等结果，可以传个回调看失败。',
    );
    expect(kafka.covered_key_points).toEqual(
      expect.arrayContaining(['手动同步提交 commitSync()', '手动异步提交 commitAsync()']),
    );
  });

  it('hears the leftmost prefix and the range stop described, not named (never said missing)', () => {
    const q = bank('mysql-04');
    for (const answer of [
      '联合索引 (a,b,c) 先按 a 排，a 相同再按 b、c，所以查询要从最左边的列开始连续用。范围条件 b>2 之后 c 列不能再用索引定位。',
      '联合索引按列的顺序排好，查询得从第一列开始用，跳过中间列后面的就用不上。如果某一列用了 between 或者大于小于，它后面的列就没法走索引了。',
    ]) {
      const feedback = evaluate(q, answer);
      expect(feedback.covered_key_points).toEqual(expect.arrayContaining(['最左前缀匹配', '范围查询后列失效']));
      expect(feedback.improvements.join('')).not.toMatch(/最左前缀匹配|范围查询后列失效/);
    }
    // A queue or a list after 大于 is no index column.
    const queue = evaluate(
      q,
      '联合索引要从第一列开始用。QPS 大于阈值后，后续请求进入队列；结果大于一页后面的列表分页。',
    );
    expect(queue.covered_key_points).not.toContain('范围查询后列失效');
    // Naming the question's own words is not describing: an echo still covers nothing.
    const echo = evaluate(q, '最左前缀原则就是联合索引的最左前缀原则，会导致索引失效。');
    expect(echo.covered_key_points).not.toContain('范围查询后列失效');
  });
});

describe('stories and fillers', () => {
  it('reads an outcome that is a decision, and a time as the situation', () => {
    expect(starSteps('主管看了数据后同意了。')).toContain('结果');
    expect(starSteps('去年三月我们赶一个版本。')).toContain('情境');
  });

  it('counts 就是 as a filler only where it pads, not as a copula', () => {
    expect(countFillers('惰性求值就是用到的时候才计算。')).toBe(0);
    expect(countFillers('就是，嗯，这个问题就是说比较复杂。')).toBe(3);
  });
});

describe('the report holds to the transcript', () => {
  const sessionOf = (answers: string[]): TReportInput => ({
    mode: 'mock',
    title: '测试',
    resume,
    questions: answers.map((answer, i) => {
      const question = custom(PERSISTENCE_Q, PERSISTENCE_REF);
      return {
        id: i + 1,
        order: i + 1,
        parent_id: null,
        question,
        answer_text: answer,
        duration_ms: 60_000,
        speech: null,
        feedback: evaluate(question, answer),
      };
    }),
  });

  it('says 答偏了 only of answers judged off-topic, not of short or weak ones', () => {
    const weak = reportInterviewBuiltin(sessionOf([PERSISTENCE.partial, '用 RDB。', PERSISTENCE.terms]));
    expect(weak.next_steps.join('')).not.toContain('答偏了');
    const off = reportInterviewBuiltin(sessionOf([PERSISTENCE.full, PERSISTENCE.other]));
    expect(off.next_steps.join('')).toContain('有 1 道题答偏了');
  });
});

describe('variety across sessions', () => {
  it('asks other questions in a second and third session with the same inputs (≤ 3 of 10 body questions again)', () => {
    for (const pair of PREMISE_PAIRS) {
      const resumeOf = { text: pair.resumeText, json: parseResume(pair.resumeText) };
      const body = (seed: number, asked_before: string[]) =>
        planInterviewBuiltin({
          mode: 'mock',
          resume: resumeOf,
          position: pair.position,
          difficulty: 'medium',
          question_count: 12,
          answer_time_limit_s: 180,
          template: { type: 'comprehensive' },
          seed,
          asked_before,
        }).filter((q) => q.kind !== 'opening' && q.kind !== 'closing');
      const plan = (seed: number, asked_before: string[]) => body(seed, asked_before).map((q) => q.text);
      const first = plan(11, []);
      const second = plan(12, first);
      const third = plan(13, [...first, ...second]);
      // A model rewords resume and requirement questions: their quotes still mark them as asked.
      const firstPlanned = body(11, []);
      const stored = firstPlanned.flatMap((q) =>
        q.kind === 'resume' || q.kind === 'requirement'
          ? [`（改写）${q.text}`, ...(q.source.quote ? [`quote:${q.source.quote}`] : [])]
          : [q.text],
      );
      const afterReworded = plan(12, stored);
      expect(afterReworded.filter((t) => first.includes(t)).length, pair.field).toBeLessThanOrEqual(3);
      expect(first).toHaveLength(10);
      expect(second.filter((t) => first.includes(t)).length, pair.field).toBeLessThanOrEqual(3);
      expect(third.filter((t) => first.includes(t) || second.includes(t)).length, pair.field).toBeLessThanOrEqual(3);
    }
  });
});

describe('what an outside try found (answers written by a reviewer)', () => {
  it('hears a failure story told without the word 失败 as on topic', () => {
    const story =
      '实习时我负责一个数据导出功能，上线前只在小数据量上测过，结果上线当天用户导出十万行时接口超时，导致客服收到二十多条投诉。' +
      '这是我的责任，没有做大数据量测试。我当晚先把导出改成异步任务加下载通知，第二天恢复了服务，并给受影响用户补发了文件。' +
      '我学到的是上线前一定要按真实数据规模做压测，之后我在每个需求的测试清单里都加了数据量和超时这一项，后面几个功能再没出过类似问题。';
    for (const reference of ['讲清楚失败的经过、自己的责任、采取的补救措施和学到的教训。', null]) {
      const fb = evaluate(custom('讲一次你失败的经历，你从中学到了什么？', reference), story);
      expect(fb.explanations.relevance).not.toContain('离题');
      expect(fb.score).toBeGreaterThan(50);
    }
  });

  const PROCESS_Q = '进程和线程有什么区别？';
  const PROCESS_REF =
    '进程是资源分配的基本单位，拥有独立地址空间；线程是 CPU 调度的基本单位，同一进程内线程共享地址空间、文件描述符等资源，但有独立的栈和寄存器；' +
    '线程创建和切换开销小；进程间通信需 IPC（管道、消息队列、共享内存），线程间可直接共享内存但需同步；一个线程崩溃可能导致整个进程崩溃。';

  it('credits a point that states several facts fact by fact, and never says a fact said word for word is missing', () => {
    const fb = evaluate(custom(PROCESS_Q, PROCESS_REF), '进程是资源分配的基本单位，线程是 CPU 调度的基本单位。');
    const missing = /没有讲到(「[^」]*」)+/.exec(fb.improvements.join(''))?.[0] ?? '';
    expect(missing).not.toContain('线程是 CPU 调度的基本单位');
    expect(missing).not.toContain('进程是资源分配的基本单位');
    expect(fb.explanations.coverage).toContain('只对上了一部分（算半个）');
    // Key points are named without their closing punctuation.
    for (const p of custom(PROCESS_Q, PROCESS_REF).rubric.key_points) expect(p).not.toMatch(/[；。，]$/);
  });

  it('says when an answer states a point of the wrong thing or with another figure, and credits neither', () => {
    const q = custom(PROCESS_Q, PROCESS_REF);
    const wrong = evaluate(
      q,
      '线程是资源分配的基本单位，进程是 CPU 调度的基本单位。不同进程之间共享同一个地址空间，而同一进程内的线程各自拥有独立内存。',
    );
    expect(wrong.improvements.join('')).toContain(
      '有一处说反了：参考答案是「进程是资源分配的基本单位」，回答里说成了「线程」',
    );
    expect(wrong.covered_key_points.join('')).not.toContain('进程是资源分配的基本单位');
    const right = evaluate(q, '进程是资源分配的基本单位，线程是 CPU 调度的基本单位。');
    expect(right.improvements.join('')).not.toContain('说反了');
    expect(wrong.score).toBeLessThan(right.score + 5);

    const map = custom(
      'Java 中 HashMap 的底层实现原理是什么？',
      'JDK8 采用数组+链表+红黑树；链表长度超过 8 且数组长度≥64 时转红黑树；默认容量 16、负载因子 0.75，超过阈值扩容为两倍。',
    );
    const figures = evaluate(
      map,
      'JDK8 的 HashMap 是数组加链表加红黑树，链表长度超过 8 并且数组长度到 64 转红黑树。默认容量是 10，负载因子是 1.0，满了扩容成三倍。',
    );
    expect(figures.improvements.join('')).toContain('有一处数字不对');
    expect(figures.covered_key_points.join('')).not.toContain('默认容量');
    const fine = evaluate(
      map,
      'JDK8 是数组加链表加红黑树，默认容量 16，负载因子 0.75，超过阈值扩容为两倍，JDK7 没有红黑树。',
    );
    expect(fine.improvements.join('')).not.toContain('数字不对');
  });

  it('review: a point said the wrong way is never also covered; 超过 is no quantity; a question the answer asks itself claims nothing', () => {
    const q = custom(PROCESS_Q, PROCESS_REF);
    const wrong = evaluate(q, '线程是资源分配的基本单位，拥有独立地址空间。线程是 CPU 调度的基本单位。');
    expect(wrong.improvements.join('')).toContain('说反了');
    expect(wrong.covered_key_points.join('')).not.toContain('进程是资源分配的基本单位');
    expect(wrong.strengths.join('')).not.toContain('进程是资源分配的基本单位');
    const asked = evaluate(q, '线程是资源分配的基本单位吗？不是的，进程才是资源分配的基本单位，拥有独立的地址空间。');
    expect(asked.improvements.join('')).not.toContain('说反了');
    const map = custom('HashMap 什么时候转红黑树？', '链表长度超过 8 时转成红黑树。');
    const fb = evaluate(map, '链表长度到 8 就会树化，而且数组容量超过 64 时才会转换成红黑树，否则先扩容。');
    expect(fb.improvements.join('')).not.toContain('数字不对');
  });

  it('review: SQL select is not I/O multiplexing', () => {
    const fast = evaluate(
      custom(
        'Redis 为什么这么快？',
        '1. 纯内存操作。\n2. I/O 多路复用：单线程事件循环同时处理多个连接。\n3. 高效的数据结构。',
      ),
      'Redis 数据都在内存里，读写不用像 MySQL 那样 select 查磁盘，数据结构也做了很多优化。',
    );
    expect(fast.covered_key_points.join('')).not.toContain('多路复用');
  });

  it('does not call a self-introduction or a right answer in the topic’s own words off-topic (no reference)', () => {
    const intro = evaluate(
      custom('请你做一下自我介绍。', null),
      '面试官好，我叫王磊，做了四年 Java 后端，在上一家公司负责订单系统，把下单接口的耗时从 800ms 降到了 200ms，平时喜欢看源码。',
    );
    expect(intro.explanations.relevance).not.toContain('离题');
    const tuning = evaluate(
      custom('MySQL 性能怎么优化？', null),
      '我一般先开慢查询日志找出慢 SQL，用 EXPLAIN 看执行计划，看有没有走索引、有没有回表和文件排序，再按最左前缀建联合索引，把大分页改成延迟关联。',
    );
    expect(tuning.explanations.relevance).not.toContain('离题');
  });

  it('is not fooled by an alias an unrelated answer happens to say (bank)', () => {
    const story =
      '去年部门投票选新的代码规范，大家意见很不一致。我先把几种方案的优缺点整理成表，拉着组里每个人单独聊了一遍，最后开会时大家很快达成了一致，规范两周内就落地了。';
    const fb = evaluate(bank('nodejs-02'), story);
    expect(fb.score).toBeLessThanOrEqual(25);
  });

  it('claims nothing of a clause ending in 吧, and reads 第二天 as no order word', () => {
    const q = bank('mysql-04');
    const hedged = evaluate(q, '联合索引要满足最左前缀，从最左边的列开始用。范围查询后面的列会失效吧。');
    expect(hedged.covered_key_points).not.toContain('范围查询后列失效');
    const fb = evaluate(custom('线上接口超时你怎么排查？', null), '第二天我先看监控和日志，再用 arthas 看慢方法。');
    expect(fb.explanations.structure).not.toContain('第二');
  });
});

describe('what an answer is about, without a reference (answers written for these tests)', () => {
  it('does not take a technical "为什么要…" question for a question about the candidate', () => {
    // Any first-person account once answered "为什么要用线程池？": 为什么要 was read as 为什么想加入.
    const story =
      '我们组去年把发布流程重新梳理了一遍，我负责写上线检查清单，后来每次发版前大家都按清单过一遍，线上事故少了一半。';
    const fb = evaluate(custom('为什么要用线程池？', null), story);
    expect(fb.off_topic).toBe(true);
    expect(fb.score).toBeLessThanOrEqual(25);
    // A question that is about the candidate still takes a first-person account.
    const why = evaluate(
      custom('你为什么要离开上一家公司？', null),
      '我在上一家公司做了三年支付系统，业务稳定以后我想去做规模更大的系统，所以开始看新的机会。',
    );
    expect(why.off_topic).toBeUndefined();
  });

  it('caps an answer about something else that names the question’s word once in passing', () => {
    const question = custom('什么是死锁？', null);
    // An answer about connection pools that says 死锁 once, late, in passing.
    const pools =
      '连接池就是提前建好一批数据库连接放着复用，避免每次请求都重新建连接。常见参数有最大连接数、最小空闲数和获取连接的超时时间。' +
      '连接数设太小，高峰期请求会排队；设太大，数据库那边线程太多反而更慢。我们线上一般按 CPU 核数的两到三倍来配，再配合监控看等待时间，' +
      '排查慢请求时也会顺手看看有没有事务之间的死锁。';
    const off = evaluate(question, pools);
    expect(off.off_topic).toBe(true);
    expect(off.score).toBeLessThanOrEqual(25);
    // An answer about deadlocks names it where it starts and is judged on its merits.
    const right = evaluate(
      question,
      '死锁是两个或多个线程互相等对方手里的资源，谁也不肯先放，结果都卡住。要同时满足互斥、占有并等待、不可抢占和循环等待四个条件才会发生，' +
        '破坏其中一个就能避免，比如所有线程都按同样的顺序加锁，或者加锁时设超时。',
    );
    expect(right.off_topic).toBeUndefined();
    expect(right.score).toBeGreaterThan(50);
  });

  it('hears 两者 / 前者…后者 and 它 as the subject the question names', () => {
    const comparison = evaluate(
      custom('进程和线程有什么区别？', null),
      '两者最大的差别在于资源。前者是操作系统分配资源的单位，有独立的地址空间，切换代价大；后者共享所属的地址空间和打开的文件，' +
        '只有自己的栈和寄存器，切换快得多，但一个出错可能连累整个程序。',
    );
    expect(comparison.off_topic).toBeUndefined();
    expect(comparison.score).toBeGreaterThan(40);
    const pronoun = evaluate(
      custom('什么是 CDN？', null),
      '它是把静态资源缓存到离用户近的边缘节点上，用户访问时由调度系统把请求指到最近的节点，命中就直接返回，没命中再回源站拉取，' +
        '这样延迟低，源站压力也小。',
    );
    expect(pronoun.off_topic).toBeUndefined();
    // Another question's answer that says 它 is still capped when its words are all another subject's.
    const other = evaluate(
      custom('进程和线程有什么区别？', null),
      '我觉得面试时最重要的是把自己的项目讲清楚，讲清楚背景、做法和结果，面试官一般会顺着项目追问。',
    );
    expect(other.score).toBeLessThanOrEqual(25);
  });

  it('answers 反问 with questions of the candidate’s own', () => {
    const fb = evaluate(
      custom('你还有什么问题要问我吗？', null),
      '有两个想了解的。这个岗位入职后前三个月主要负责哪块业务？团队现在的技术栈和发布节奏大概是怎样的？',
    );
    expect(fb.off_topic).toBeUndefined();
  });

  it('reads a term the answer defines as its subject, wherever the definition stands', () => {
    const fb = evaluate(
      custom('什么是幂等？', null),
      '下单接口被用户连点两次、网关超时重试，都会让同一个请求到达两次。幂等就是同一个操作执行一次和执行多次，结果都一样。',
    );
    expect(fb.off_topic).toBeUndefined();
  });

  it('judges the user’s own self-introduction like the opening, and a question about how they act as a story', () => {
    const intro = custom('请你做一下自我介绍。', null);
    expect(intro.rubric.key_points).toContain('可量化的成果');
    const fb = evaluate(
      intro,
      '面试官好，我叫周航，硕士毕业后做了三年前端，在上一家公司负责商家后台，把首屏时间从 3 秒降到了 1.2 秒，所以很想做这个岗位。',
    );
    expect(fb.covered_key_points).toEqual(expect.arrayContaining(['教育与工作背景', '可量化的成果']));
    // 61 characters for a self-introduction: on topic and covered, short of a full score.
    expect(fb.off_topic).toBeUndefined();
    expect(fb.score).toBeGreaterThan(40);
    const story = custom('你如何与总是拖延的队友合作？', null);
    expect(story.rubric.key_points).toEqual(['背景与目标', '本人的具体行动', '结果与数据']);
    const told = evaluate(
      story,
      '去年做活动页时，有个队友的接口总是晚交。我先单独找他聊，发现他同时被拉去支援另一个项目，就和组长一起把他的任务拆小、每天早上对一次进度，最后活动按时上线，他后面的任务也没再延期。',
    );
    expect(told.off_topic).toBeUndefined();
    expect(told.explanations.structure).not.toContain('缺少');
    expect(told.score).toBeGreaterThan(50);
  });

  it('hears a first-person action in everyday verbs (我先排查…，我加了…) as the candidate’s own action', () => {
    const fb = evaluate(
      custom('讲一次你解决线上故障的经历。', null),
      '去年大促前夜，支付回调大量超时。我先排查了网关日志，发现是连接池被打满，我加了连接数上限告警，又把回调改成异步重试，半小时后恢复正常。',
    );
    expect(fb.covered_key_points).toContain('本人的具体行动');
    expect(fb.explanations.specificity).not.toContain('0 处"我做了什么"');
  });

  it('meets a subject named in other words: HA = 高可用, 远程过程调用 = RPC, 大键 = bigkey', () => {
    const ha = evaluate(
      custom('什么是高可用？', null),
      '所谓 HA，就是机器宕了、网络抖了，服务也尽量不停：靠多副本和自动主备切换去掉单点，靠限流熔断保护依赖，靠监控告警缩短恢复时间。',
    );
    expect(ha.off_topic).toBeUndefined();
    const rpc = evaluate(
      custom('RPC 的原理是什么？', null),
      '远程过程调用让调用方像调本地方法一样调别的服务：本地代理把方法名和参数序列化，经网络发到服务端，服务端反序列化后执行，再把结果原路送回。',
    );
    expect(rpc.off_topic).toBeUndefined();
  });
});

describe('questions of the position’s field', () => {
  it('asks a Java backend engineer no data-analysis question, and a data analyst may get one', () => {
    const backendText =
      '王磊\n工作经历\n2021.07-至今 杭州某科技有限公司 Java 后端工程师\n- 用 Spring Boot 开发订单服务，编写复杂 SQL 报表查询，慢查询从 3s 降到 200ms\n' +
      '- 用 Redis 缓存热点商品\n专业技能\nJava、Spring Boot、MySQL、SQL、Redis';
    const backend = {
      resumeText: backendText,
      position: {
        ...PREMISE_PAIRS.find((p) => p.field === 'backend')!.position,
        name: 'Java 后端工程师',
        requirements: ['熟悉 Java 与 Spring Boot', '熟练编写 SQL，熟悉 MySQL 索引与调优', '熟悉 Redis'],
      },
    };
    const data = PREMISE_PAIRS.find((p) => p.field === 'data')!;
    const asked = (pair: Pick<(typeof PREMISE_PAIRS)[number], 'resumeText' | 'position'>, seed: number) =>
      planInterviewBuiltin({
        mode: 'mock',
        resume: { text: pair.resumeText, json: parseResume(pair.resumeText) },
        position: pair.position,
        difficulty: 'medium',
        question_count: 15,
        answer_time_limit_s: 180,
        template: { type: 'technical' },
        seed,
      }).map((q) => q.text);
    const analytics = /留存|转化|漏斗|GMV|DAU|周报|销售数据|看板|透视表|数据倾斜|连续登录/;
    for (let seed = 1; seed <= 8; seed++) expect(asked(backend, seed).filter((t) => analytics.test(t))).toEqual([]);
    expect(
      Array.from({ length: 8 }, (_, i) => asked(data, i + 1)).some((plan) => plan.some((t) => analytics.test(t))),
    ).toBe(true);
  });
});

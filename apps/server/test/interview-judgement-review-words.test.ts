import { describe, expect, it } from 'vitest';
import { conceptsOf } from '../src/ai/builtin/interview/concepts.ts';
import { OFF_TOPIC_CAP } from '../src/ai/builtin/interview/evaluate.ts';
import { orderConflicts } from '../src/ai/builtin/interview/order-conflicts.ts';
import { custom, evaluate } from './support/evaluate.ts';

// A reviewer of the concepts added on 2026-12-06 (night) found names that carry a concept in
// ordinary technical speech, and right answers told they were off topic or said the other way
// round because of them. The sentences are written for these tests.

describe('the new concepts’ names in ordinary speech (a review of 2026-12-06)', () => {
  it('does not read words of other senses as these concepts', () => {
    const not = (text: string, id: string) => expect(conceptsOf(text), `${text} → ${id}`).not.toContain(id);
    not('页表负责把虚拟地址转换成物理地址', 'mac-address');
    not('页表负责把虚拟地址做地址转换', 'nat');
    not('Vue 的生命周期钩子里发请求', 'template-method');
    not('从根节点一路往下找到叶子', 'event-capture');
    not('props 向下传，emit 向上传', 'event-capture');
    not('用 Thread.sleep(1000) 模拟耗时', 'blind-injection');
    not('把 OR 改写成 UNION ALL', 'union-injection');
    not('QPS 大概 500 多，延迟 200 左右', 'success-code');
    not('QPS 大概 500 多，延迟 200 左右', 'server-error');
    not('大多数情况下走缓存', 'majority');
    not('线程陷入阻塞', 'trap');
    not('用户密码泄漏了', 'memory-leak');
    not('Object.defineProperty 的属性描述符', 'file-descriptor');
    not('JS 里 == 会做隐式转换', 'index-invalid');
    not('AOF 重写会压缩日志', 'override');
    not('AOF 重写会压缩日志', 'polymorphism');
    not('Java 8 的 stream 流式处理', 'redis-types');
    not('List、Set、Map 是 Java 的集合接口', 'redis-types');
    not('任务执行线程和 IO 线程分开', 'replay-thread');
    not('核心交换机和汇聚交换机', 'exchange');
    not('ARP 先查网关的 MAC', 'api-gateway');
    not('synchronized 用的是监视器锁', 'watch');
    not('Go 的 CSP 并发模型', 'csp');
    // …while the concepts are still found where they are meant.
    expect(conceptsOf('返回 200 表示成功，404 是找不到')).toContain('success-code');
    expect(conceptsOf('Redis 用 WATCH 命令监视 key')).toContain('watch');
    expect(conceptsOf('要设置 CSP 头限制脚本来源')).toContain('csp');
  });

  it('right answers that say 物理地址, 钩子 or a word on XSS are on topic', () => {
    const memory = evaluate(
      custom('什么是虚拟内存？'),
      '每个进程看到的是一整块连续的虚拟地址空间，页表做地址转换，把虚拟页映射到物理地址。物理内存不够时，不常用的页换到磁盘上，用到时再产生缺页中断调回来。',
    );
    expect(memory.off_topic).toBeUndefined();
    const hooks = evaluate(
      custom('说说 Vue 的生命周期。'),
      '组件从创建到销毁会依次经过几个钩子：创建前后、挂载前后、更新前后、销毁前后。一般在创建后的钩子里发请求，在挂载后的钩子里操作 DOM，在销毁前的钩子里清理定时器和事件监听。',
    );
    expect(hooks.off_topic).toBeUndefined();
    const csrf = evaluate(
      custom('什么是 CSRF 攻击？如何防御？'),
      'CSRF 是攻击者诱导已登录的用户访问恶意页面，页面替用户向目标网站发请求，浏览器会带上用户的 cookie，服务器以为是用户本人操作。防御可以加随机 token 并在服务端校验，检查 Referer，设置 SameSite，重要操作加验证码或二次确认。顺便说一句，它和 XSS 不同，XSS 是注入脚本，防御靠转义输出和 HttpOnly。',
    );
    expect(csrf.off_topic).toBeUndefined();
    expect(csrf.score).toBeGreaterThan(OFF_TOPIC_CAP + 20);
  });

  it('无锁也能保证 affirms 保证, and 「A 比 B 先写」 puts A first', () => {
    const feedback = evaluate(
      custom('CAS 是什么？', 'CAS 是比较并交换，CPU 提供的原子指令，能保证原子性。它不加锁，但有 ABA 问题。'),
      'CAS 就是比较并交换，由 CPU 的一条原子指令完成，无锁也能保证原子性，不过会有 ABA 问题。',
    );
    expect(feedback.improvements.join('')).not.toContain('说反了');
    const ref = '提交时先写 redo log 并标记为 prepare，再写 binlog，最后把 redo log 标记为 commit。';
    expect(orderConflicts('redo log 比 binlog 先落盘，然后写 binlog，最后把 redo log 标成 commit。', ref)).toEqual([]);
    expect(orderConflicts('binlog 比 redo log 先落盘，然后再写 redo log。', ref)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { countFillers, fillersSaid } from '../src/ai/builtin/interview/terms.ts';
import { custom, evaluate } from './support/evaluate.ts';

// What the feedback claims about how an answer was said must be true of the answer: the filler
// words it quotes were said, the connectives it praises order the answer, the figure it praises
// is a figure. Found by an outside try (2026-12-06, evening); the answers are written for these tests.

describe('feedback on how an answer was said claims only what the answer shows', () => {
  it('那个 before a noun points, it does not pad; the note quotes the fillers actually said', () => {
    expect(countFillers('交给最顶上那个加载器，我写的那个根本加载不进来')).toBe(0);
    expect(countFillers('那个，我觉得嗯，那个那个就是说')).toBeGreaterThanOrEqual(3);
    expect(fillersSaid('嗯嗯，那个，就是说这个')).toEqual(['嗯', '那个', '就是']);
    const feedback = evaluate(
      custom('什么是双亲委派模型？'),
      '那个，就是说，类加载器收到请求先交给上一级，嗯，一级一级往上推。那个，上面的找不到，嗯，才让下面的自己加载。就是，这样同一个类不会加载两遍，嗯，也更安全。',
    );
    const note = feedback.improvements.find((t) => t.startsWith('口头语偏多'));
    expect(note).toBeDefined();
    expect(note).toContain('"那个"');
    expect(note).not.toContain('"然后"');
  });

  it('第三方, 第二版 and 再次输入 order nothing; connectives are listed in the order of a plan', () => {
    const thirdParty = evaluate(
      custom('什么是 CSRF？如何防御？'),
      '攻击者让用户在已登录的情况下访问第三方页面，页面偷偷向目标站点发请求，浏览器自动带上 Cookie。防御是加随机 token、校验 Referer、设置 SameSite，敏感操作要求再次输入密码。',
    );
    expect(thirdParty.strengths.join('')).not.toMatch(/「第三」|「再次」/);
    const plan = evaluate(
      custom('MVCC 是怎么实现的？'),
      '最后说结论之前先讲原理。首先，每行有两个隐藏列，记录事务 id 和回滚指针。其次，修改时旧版本写进 undo log，形成版本链。最后，读的时候用 Read View 判断哪个版本可见。',
    );
    const praised = plan.strengths.find((t) => t.startsWith('条理清楚')) ?? '';
    expect(praised.indexOf('「首先」')).toBeLessThan(praised.indexOf('「最后」'));
  });

  it('第一印象, 第一时间 and 第一道 order nothing either (outside review, 2026-12-08)', () => {
    const feedback = evaluate(
      custom('新用户的引导页应该怎么设计？'),
      '引导页决定了用户的第一印象，所以只放一屏，讲清楚产品能帮他做什么。登录是第一道门槛，允许先体验再注册。用户卡住时客服要第一时间响应。上线后看完成引导的比例，再决定要不要加内容。',
    );
    expect(feedback.strengths.join('')).not.toContain('「第一」');
    expect(feedback.explanations.structure).not.toContain('「第一」');
  });

  it('a version (1.1 版本, Vue 3, HTTP/2) is not praised as a figure', () => {
    const feedback = evaluate(
      custom('HTTP/2 相比 HTTP/1.1 有哪些改进？'),
      '在 1.1 版本里请求要排队，HTTP/2 把数据拆成帧，在一条连接上多路复用，还压缩了头部，服务器也能主动推送。',
    );
    expect(feedback.strengths.join('')).not.toContain('给出了具体的数字');
  });
});

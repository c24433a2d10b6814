import { extractSkills } from '../../../text/index.ts';

/**
 * 算法 after the name of what it does (页面置换算法, 调度算法, 限流算法, 拥塞控制算法) is that field's
 * method, not data structures and algorithms: the vocabulary of 数组 and 链表 does not put an answer
 * on a page-replacement question's topic.
 */
const FIELD_ALGORITHM =
  /(置换|调度|限流|拥塞控制|拥塞|负载均衡|淘汰|加密|签名|摘要|垃圾回收|回收|选举|共识|一致性|压缩|推荐|路由|同步|分配|寻址|纠错|校验)算法/;

/** The lexicon skills a question names, the algorithms skill left out where 算法 is a field's method. */
export function questionSkills(text: string): string[] {
  return extractSkills(text)
    .filter((m) => !(m.id === 'algorithms' && m.matched === '算法' && FIELD_ALGORITHM.test(text)))
    .map((m) => m.id);
}

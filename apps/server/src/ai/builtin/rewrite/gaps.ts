import { gap, GAP_PATTERN } from '@offerpilot/shared';
import { hasFigureOrVersion } from '../../../text/index.ts';
import { isZh } from './text.ts';
import { splitBullet } from './bullets.ts';

/** Quantification gaps 【待补充：…】: the hint chosen from the bullet's words, never a number. */

// ── Quantification gaps ──────────────────────────────────────────────────────────────────────

export const ZH_HINTS: [RegExp, string][] = [
  [/性能|延迟|加载|耗时|响应|速度|首屏|并发|吞吐|QPS|TPS/i, '结果数据，如耗时降低 x%'],
  [/测试|用例|缺陷|bug|质量/i, '结果数据，如缺陷数下降 x%'],
  [/销售|客户|渠道|签约|业绩|回款|商务/, '业绩数据，如销售额 x 万元'],
  [/教学|学生|班级|课程|辅导|成绩|培训/, '结果数据，如平均分提升 x 分'],
  [/报表|财务|审计|税|成本|预算|核算|账/, '结果数据，如节省 x 天'],
  [/数据(?!库)|分析|模型|算法|指标|特征/, '结果数据，如准确率提升 x%'],
  [/开发|系统|模块|平台|接口|服务|架构|重构|部署|上线|事务|数据库|后端|前端|程序|脚本/, '结果数据，如效率提升 x%'],
  [/用户|增长|转化|留存|活跃|拉新|粉丝|社群|会员|活动|运营|推广|曝光|内容/, '结果数据，如转化率提升 x%'],
  [/界面|页面|视觉|交互|UI|原型|品牌|设计规范|设计稿|组件/i, '结果数据，如覆盖 x 个页面'],
  [/团队|带领|小组|招聘/, '规模数据，如 x 人团队'],
];
export const EN_HINTS: [RegExp, string][] = [
  [/performance|latency|load|speed|response|throughput|qps/i, 'result, e.g. x% faster'],
  [/test|qa|quality|bug|defect/i, 'result, e.g. x% fewer defects'],
  [/sales|client|customer|revenue|account|deal/i, 'result, e.g. $x revenue'],
  [/user|growth|conversion|retention|campaign|marketing|content|social/i, 'result, e.g. x% more users'],
  [/team|led|managed|mentor|hire|recruit/i, 'scope, e.g. team of x'],
  [/data|analy|model|report|dashboard/i, 'result, e.g. x% more accurate'],
];

export function quantifyHint(body: string): string {
  if (isZh(body)) return ZH_HINTS.find(([re]) => re.test(body))?.[1] ?? '结果数据，如规模或效率提升 x%';
  return EN_HINTS.find(([re]) => re.test(body))?.[1] ?? 'result, e.g. x% more efficient';
}

export const hasGap = (text: string) => new RegExp(GAP_PATTERN.source).test(text);
export const withoutGaps = (text: string) => text.replace(GAP_PATTERN, '');

/**
 * The sentence with a quantification gap appended at its end, as a clause of its own (never a
 * number): "…，使【待补充】" left 使 without its object, so the gap follows a ；.
 */
export function withQuantifyGap(body: string): string {
  const hint = quantifyHint(body);
  const zh = isZh(body);
  const end = (zh ? /[。.]$/ : /\.$/).exec(body.trim())?.[0] ?? '';
  const core = body
    .trim()
    .slice(0, body.trim().length - end.length)
    .replace(/[\s,，;；、:：]+$/, '');
  return zh ? `${core}；${gap(hint)}${end}` : `${core}; ${gap(hint)}${end}`;
}

export function needsQuantifying(text: string): boolean {
  const { body, kind } = splitBullet(text);
  return kind === 'action' && body.trim().length >= 4 && !hasGap(body) && !hasFigureOrVersion(body);
}

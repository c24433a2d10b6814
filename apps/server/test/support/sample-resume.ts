/**
 * A short backend resume (written for the tests): one job with two quantified bullets, education
 * and a skill line. Used where a test or a bench needs any real-looking resume to interview on.
 */
export const SAMPLE_RESUME = [
  '林知远',
  '电话：13700002222  邮箱：zhiyuan.lin@example.com',
  '工作经历',
  '2021.07-2024.06 杭州云栈科技有限公司 后端工程师',
  '• 负责订单服务的重构，把单体应用拆分为 6 个微服务，接口平均响应时间从 320ms 降到 90ms',
  '• 主导引入 Redis 缓存热点商品数据，数据库 QPS 峰值下降 60%',
  '教育背景',
  '2017.09-2021.06 浙江工业大学 计算机科学与技术 本科',
  '专业技能',
  'Java、Spring Boot、MySQL、Redis、Kafka',
].join('\n');

import { extractSkills } from './skills.ts';

/**
 * Concept indicators: the words and figures by which a resume shows a skill of the lexicon without
 * naming it. 秒杀 1.2 万 QPS shows 高并发, 99.9% → 99.99% 可用性 shows 高可用, 首屏 3.2 s → 1.1 s
 * shows 性能优化, 集团客户 shows 大客户. Written by us for Chinese (and English) resumes.
 *
 * Indicators are evidence only: they make a line of a resume *demonstrate* a concept, never make a
 * job advert ask for one (an advert asking for 秒杀 asks for 秒杀). The evidence index of the
 * analysis (ai/builtin/analysis/sources.ts, `indexSkills`) adds what they show to what the lexicon names;
 * docs/ai-engine.md ("Evidence index") lists where it is consulted.
 *
 * Two kinds of entry:
 * - `patterns`: regular expressions over one line; each match is a verbatim span of it;
 * - `skills`: lexicon skills whose mention shows the concept too (RocketMQ shows 分布式).
 * Keep each pattern specific enough that a line of another trade does not match it: 99.9% alone is
 * a success rate as often as an availability, so it needs 可用性 or SLA beside it.
 */

export interface TConceptIndicators {
  /** A lexicon skill id (text/skill-lexicon.ts). */
  id: string;
  patterns?: readonly RegExp[];
  skills?: readonly string[];
}

/** A figure: 1.2 万, 300, 2,000, 3.2. */
const FIG = String.raw`\d[\d.,]*\s*(?:万|千|百万|千万|亿|[kKwW])?`;
/** A time or size unit after a figure. */
const UNIT = String.raw`(?:s|秒|ms|毫秒|分钟|min|小时|h|MB|KB|M|K|G|%|倍)?`;
/** Words of speed, latency and load that a before → after figure must sit beside to show performance work. */
const PERF_WORD = String.raw`(?:Lighthouse|性能评分|性能分|首屏|白屏|加载|渲染|启动|冷启动|耗时|延迟|时延|响应时间|响应|RT|P9\d|TP9\d|停顿|卡顿|吞吐|QPS|TPS|构建|打包|编译|体积|内存|CPU|慢查询|查询|接口|页面|LCP|FCP|TTI|FPS|帧率)`;
/** A before → after figure: 从 3.2 s 降到 1.1 s, 3.2s → 1.1s, 缩短 60%, 提升 3 倍. */
const BEFORE_AFTER = String.raw`(?:(?:从|由)\s*${FIG}\s*${UNIT}\s*(?:降|减|缩短|压缩|优化|下降|降低|提升|提高|减少|缩小)(?:到|至)\s*${FIG}\s*${UNIT}|${FIG}\s*${UNIT}\s*(?:→|->|=>|⇒)\s*${FIG}\s*${UNIT}|(?:缩短|降低|减少|减小|缩小|下降|提升|提高|加快)(?:了)?\s*(?:约|近)?\s*${FIG}\s*(?:%|倍)|(?:降|减|缩短|压缩)(?:到|至)\s*${FIG}\s*${UNIT}|减半|翻倍)`;
/** The same in English: "reduced p99 latency from 800ms to 120ms", "cut load time by 60%". */
const PERF_EN =
  /(?:latency|load(?:ing)? time|response time|page speed|throughput|start-?up time|build time|render(?:ing)? time)[^.;,\n]{0,30}?(?:from\s+\d[\d.,]*\s*\w*\s+to\s+\d|by\s+\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s*x\b)/i;

const SALES_INDICATORS = /签约额?|签单|签下|成单|赢单|回款|成交额?|销售额|业绩|完成率|合同额|销售目标|业绩目标/;
const DATA_ANALYSIS = [
  /转化漏斗|漏斗分析|漏斗|转化率|留存率|复购率|归因|同比|环比|埋点|指标体系|用户分层|价值分层|RFM|下滑原因|波动原因/,
];

export const CONCEPT_INDICATORS: readonly TConceptIndicators[] = [
  // ── Back end ───────────────────────────────────────────────────────────────────────────────
  {
    id: 'high-concurrency',
    patterns: [
      new RegExp(
        String.raw`(?:QPS|TPS|RPS|并发量|并发数|峰值)\s*(?:峰值)?\s*(?:达到?|超过|突破|约|近|为|从|由)?\s*${FIG}`,
        'i',
      ),
      new RegExp(String.raw`${FIG}\s*\+?\s*(?:QPS|TPS|RPS|并发)`, 'i'),
      /(?:请求|调用|访问)量?\s*(?:达到?|超过|约|近)?\s*\d[\d.,]*\s*(?:万|亿)|\d[\d.,]*\s*(?:万|亿)\s*次?\s*(?:请求|调用|访问|PV)/,
      /秒杀|抢购|抢券|峰值|流量洪峰|削峰|限流|流量控制|Sentinel|读写分离|分库|分表|\d+\s*库\s*\d+\s*表/,
      /\b(?:peak traffic|high[- ]traffic|requests per second)\b/i,
      /(?:十万|百万|千万|亿|万)级\s*(?:并发|流量|请求|调用|访问|QPS|TPS)/i,
    ],
  },
  {
    id: 'high-availability',
    patterns: [
      /(?:可用性|可用率|SLA|稳定性|在线率|uptime)[^，。；;\n]{0,16}?99\.9\d*\s*%/i,
      /99\.9\d*\s*%\s*(?:的)?\s*(?:可用|高可用|SLA)/i,
      /主备|主从切换|主从同步|主从复制|容灾|灾备|故障转移|failover|多活|双活|熔断|服务降级|降级策略|降级方案|自动切换|故障自愈|无单点/i,
      /99\.9\d*\s*%\s*(?:uptime|availability)|(?:uptime|availability)\s*(?:of\s*)?99\.9\d*\s*%/i,
    ],
  },
  {
    id: 'distributed-systems',
    patterns: [
      /分库分表|分库|分表|\d+\s*库\s*\d+\s*表|分布式锁|分布式事务|最终一致性|事务消息|TCC|Seata|注册中心|服务治理|一致性哈希|Raft|Paxos|ZooKeeper|Nacos/i,
    ],
    skills: ['message-queue', 'kafka', 'rocketmq', 'rabbitmq', 'microservices', 'dubbo', 'grpc', 'spring-cloud'],
  },
  {
    id: 'microservices',
    patterns: [
      /(?:拆分为|拆成|拆分成)\s*\d+\s*个\s*(?:微)?服务|单体[^，。；;\n]{0,12}拆分|服务拆分|服务发现|服务注册|注册中心|Consul|Nacos|Eureka|链路追踪|服务网格|Istio/i,
    ],
    skills: ['spring-cloud', 'dubbo', 'grpc'],
  },
  {
    id: 'system-architecture',
    patterns: [
      /(?:架构|方案|链路|系统|服务)(?:设计|重构|改造|演进|拆分)|技术选型|服务拆分|重构[^，。；;\n]{0,10}(?:链路|系统|架构|服务)/,
    ],
  },
  // HiveSQL is SQL in the lexicon; it is Hive too.
  { id: 'hive', patterns: [/HiveSQL|Hive\s+SQL|\bHQL\b/i] },
  {
    id: 'jvm',
    patterns: [
      /Full\s*GC|Young\s*GC|Minor\s*GC|Major\s*GC|GC\s*(?:日志|停顿|调优|优化|次数|频繁|参数)|堆转储|heap\s*dump|(?:堆|内存)\s*dump|dump\s*文件|\bMAT\b|新生代|老年代|元空间|jstack|jmap|jstat|G1\s*(?:收集器|GC)|CMS\s*(?:收集器|GC)/i,
    ],
  },
  {
    id: 'performance-optimization',
    patterns: [
      new RegExp(String.raw`${PERF_WORD}[^，。；;\n]{0,24}?${BEFORE_AFTER}`, 'i'),
      new RegExp(String.raw`${BEFORE_AFTER}[^，。；;\n]{0,4}?${PERF_WORD}`, 'i'),
      PERF_EN,
    ],
  },
  {
    id: 'sql',
    patterns: [/窗口函数|多表关联|多表连接|子查询|联表查询|存储过程|执行计划|\bJOIN\b|GROUP\s+BY/i],
  },
  // ── Front end ──────────────────────────────────────────────────────────────────────────────
  {
    id: 'frontend-engineering',
    patterns: [
      /脚手架|Monorepo|组件库|CI\s*(?:\/\s*CD)?\s*流水线|ESLint|Prettier|Lerna|微前端|qiankun|Module Federation|(?:构建|打包)(?:速度|耗时|时间|体积|流程)/i,
    ],
    skills: ['webpack', 'vite', 'babel'],
  },
  {
    id: 'data-visualization',
    patterns: [/看板|仪表盘|大屏|可视化|dashboard|图表联动/i],
    skills: ['echarts', 'tableau', 'power-bi', 'bi'],
  },
  // ── Product ────────────────────────────────────────────────────────────────────────────────
  // B 端 (SaaS) products: built for companies.
  {
    id: 'saas',
    patterns: [/B\s*端|企业(?:客户|用户|服务|级)|付费客户|商家后台|私有化部署/],
    skills: ['crm', 'erp'],
  },
  // ── Product (documents, research, design) ──────────────────────────────────────────────────
  { id: 'prd', patterns: [/需求规格说明|功能说明(?:书|文档)|交互说明|需求说明|用例文档|需求评审/] },
  { id: 'user-research', patterns: [/访谈|问卷|用户画像|焦点小组|用户旅程|可用性测试/] },
  { id: 'ab-testing', patterns: [/分流实验|对照组|实验组|灰度实验|A\s*\/\s*B\s*实验|AB\s*实验|随机分组实验/i] },
  {
    id: 'project-management',
    patterns: [
      /里程碑|排期|按期交付|如期上线|按期上线|如期交付|项目进度|甘特图/,
      /协调[^，。；;\n]{0,16}\d+\s*个(?:团队|部门)/,
    ],
  },
  {
    id: 'copywriting',
    patterns: [
      /推文|公众号文章|软文|爆文|广告语|slogan|(?:文章|稿件)\s*\d+\s*(?:余)?篇|\d+\s*(?:余)?篇[^，。；;\n]{0,8}(?:文章|推文|稿)|阅读量?\s*(?:\d|10\s*万)/i,
    ],
  },
  { id: 'event-planning', patterns: [/策划[^，。；;\n]{0,10}活动|活动(?:方案|执行|复盘)/] },
  { id: 'competitive-analysis', patterns: [/同类(?:产品|功能|应用|App|软件|竞品)|竞品|竞争对手|对标/i] },
  {
    id: 'requirements-analysis',
    patterns: [/需求池|排优先级|需求优先级|需求评审|痛点|走访[^，。；;\n]{0,8}客户|(?:用户|客户|业务)需求/],
  },
  {
    id: 'product-design',
    patterns: [/从\s*0\s*到\s*1|交互方案|(?:设计|规划)[^，。；;\n]{0,12}(?:模块|功能|产品|流程)/],
  },
  { id: 'prototyping', patterns: [/高保真|低保真|原型|线框/] },
  {
    id: 'stakeholder-management',
    patterns: [/跨团队|跨部门|协调[^，。；;\n]{0,8}(?:研发|设计|销售|市场|运营|测试|后端|前端|产品)/],
  },
  // ── Data ───────────────────────────────────────────────────────────────────────────────────
  { id: 'data-analysis', patterns: DATA_ANALYSIS },
  { id: 'data-operations', patterns: DATA_ANALYSIS },
  {
    id: 'statistics',
    patterns: [
      /假设检验|显著性检验|[tT]\s*检验|卡方检验|方差分析|ANOVA|回归分析|线性回归|逻辑回归|置信区间|统计显著|差异显著|[pP]\s*[<＜≤]\s*0?\.\d+/,
    ],
  },
  { id: 'etl', patterns: [/清洗|宽表|数仓|数据仓库|数据同步|ODS|DWD|DWS/] },
  {
    id: 'user-growth',
    patterns: [/DAU|MAU|日活|月活|拉新|召回|激活率|复购率|留存率|次留|次日留存|\d+\s*日留存|裂变|新增用户/],
  },
  // ── Sales ──────────────────────────────────────────────────────────────────────────────────
  { id: 'sales', patterns: [SALES_INDICATORS] },
  {
    id: 'key-accounts',
    patterns: [
      /(?:中大型|大中型|大型|集团|头部|战略|重点|核心|政企|世界\s*500\s*强|500\s*强)\s*(?:企业|行业)?\s*客户|企业客户|集团客户|央企|世界\s*500\s*强/,
    ],
  },
  {
    id: 'customer-acquisition',
    patterns: [
      /新(?:开拓|开发|签|拓展|增)\s*\d+\s*(?:家|个|位)|新增[^，。；;\n]{0,6}客户\s*\d+\s*家|开拓\s*\d+\s*家|陌拜|陌生拜访|地推|首次拜访|线索转化/,
    ],
  },
  {
    id: 'business-development',
    patterns: [/新(?:开拓|拓展)\s*\d+\s*(?:家|个)|开拓\s*\d+\s*家|空白市场|新市场|新区域|新行业/],
    skills: ['customer-acquisition'],
  },
  { id: 'client-relationships', patterns: [/续约率?|续费率?|复购|追加采购|客户回访|季度回访|客户满意度|NPS/] },
  { id: 'negotiation', patterns: [/磋商|价格谈|商务条款|合同条款|压价|报价策略/] },
  { id: 'bidding', patterns: [/中标|政府采购|招标|应答文件|比选|竞标|述标/] },
  { id: 'crm', patterns: [/纷享销客|销售易|客户档案|跟进记录|商机(?:管理|转化|阶段)|销售漏斗|销售管道/] },
  { id: 'channel-sales', patterns: [/代理商|经销商|分销商|渠道(?:伙伴|商|合作)|区域代理/] },
  // ── Soft skills, shown by what the line did ────────────────────────────────────────────────
  // 对接 only with people: 对接支付宝接口 is integration work.
  {
    id: 'communication',
    patterns: [/对齐|协调|沟通|汇报|宣讲|说服|对接(?:客户|业务|需求|产品|运营|销售|部门|团队|各方|多方|甲方)/],
  },
  { id: 'teamwork', patterns: [/联调|协作|配合|共同完成|跨团队|跨部门/] },
  { id: 'independent-work', patterns: [/独立(?:负责|承担|开发|设计|搭建|主导)|一人负责|独自/] },
];

/** A concept a line shows through an indicator, with the verbatim span that shows it. */
export interface TIndication {
  id: string;
  /** Verbatim text of the line. */
  matched: string;
  start: number;
  end: number;
}

const BY_SKILL = (() => {
  const out = new Map<string, string[]>();
  for (const entry of CONCEPT_INDICATORS)
    for (const skill of entry.skills ?? []) out.set(skill, [...(out.get(skill) ?? []), entry.id]);
  return out;
})();

/**
 * The concepts a line of a resume shows through indicators, first span of each, in order of the
 * line. `mentions` are the line's lexicon mentions when the caller has them (else they are read).
 */
export function findIndicators(
  text: string,
  mentions: readonly { id: string; matched: string; start: number; end: number }[] = extractSkills(text),
): TIndication[] {
  const found = new Map<string, TIndication>();
  const keep = (one: TIndication) => {
    const seen = found.get(one.id);
    if (!seen || one.start < seen.start) found.set(one.id, one);
  };
  for (const entry of CONCEPT_INDICATORS)
    for (const pattern of entry.patterns ?? []) {
      const m = pattern.exec(text);
      if (m) keep({ id: entry.id, matched: m[0], start: m.index, end: m.index + m[0].length });
    }
  for (const m of mentions)
    for (const id of BY_SKILL.get(m.id) ?? []) keep({ id, matched: m.matched, start: m.start, end: m.end });
  return [...found.values()].sort((a, b) => a.start - b.start);
}

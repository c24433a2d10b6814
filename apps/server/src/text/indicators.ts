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
  /透视表|数据透视|(?:对比|比较)[^，。；;\n]{0,10}(?:前后|同期)[^，。；;\n]{0,8}(?:销量|销售额|数据|转化|指标|GMV|营收|订单|留存)|前后[^，。；;\n]{0,4}(?:对比|比较)[^，。；;\n]{0,8}(?:销量|销售额|数据|转化|指标|GMV|营收|订单|留存)|转化漏斗|漏斗分析|漏斗|转化率|留存率|复购率|归因|同比|环比|埋点|指标体系|用户分层|价值分层|RFM|下滑原因|波动原因/,
];

/** Costs kept in hand: a budget held, variations and settlements checked. */
const COST_DOWN_SKILL =
  /(?:成本|费用|开支|支出)(?:控制在|压降|节约|节省)|(?:签证|变更|结算)[^，。；;\n]{0,10}(?:审核|核减|控制)|核减|(?:少花|省下|省去|节省|节约|少支出)[^，。；;\n]{0,10}(?:\d[\d.,]*\s*(?:万|千|亿)?\s*元|成本|费用|开支|预算|材料费|物料费|人工费|采购费)/;
const SCOPE = String.raw`[^，。；;\n]`;
/** Costs brought down: 行政开支由 380 万元降到 310 万元, 物料费用从 4.8 万元降到 3.1 万元, 少支出 2100 万元. */
const COST_DOWN = new RegExp(
  String.raw`(?:成本|费用|开支|支出|物料费|损耗|占营收比)${SCOPE}{0,10}(?:由|从)${SCOPE}{0,16}(?:降|减)|(?:降低|下降|减少|压缩)${SCOPE}{0,8}(?:成本|费用|开支|支出)|降本|(?:少支出|节省|节约|少花|省下|省去)${SCOPE}{0,10}(?:\d[\d.,]*\s*(?:万|千|亿)?\s*元|成本|费用|开支|预算|材料费|物料费|人工费|采购费)`,
);
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
      // Modularisation is architecture work: 单体工程拆为 14 个业务模块, 组件化, 模块间解耦.
      /模块化|组件化|(?:拆|拆分)[为成][^，。；;\n]{0,18}(?:模块|Pod|组件|服务)|(?:模块间|路由|依赖注入)[^，。；;\n]{0,16}解耦|分层架构/i,
    ],
  },
  // HiveSQL is SQL in the lexicon; it is Hive too.
  { id: 'hive', patterns: [/HiveSQL|Hive\s+SQL|\bHQL\b/i] },
  // Languages by the work only they are written for: a microcontroller's drivers and boot code are
  // C; Python by its own libraries and files.
  {
    id: 'c',
    patterns: [
      // A line of microcontroller work naming no other language (Rust, MicroPython) is written in C.
      /^(?![^\n]*(?:Rust|Python|C\+\+|Java(?!Script)|Golang|汇编))[^\n]*?(?:STM32|GD32|单片机|裸机|寄存器|Keil|Bootloader|(?:SPI|I2C|UART|CAN|GPIO|Flash|EEPROM|RS-?485|外设)[^，。；;\n]{0,10}驱动)/im,
    ],
  },

  // Elasticsearch by its short name where it is run or queried (IK 分词 serves Solr too).
  { id: 'elasticsearch', patterns: [/\bES\s*(?:集群|索引|查询|检索|节点|分片)/] },
  { id: 'python', patterns: [/pyserial|pytest|pandas|numpy|matplotlib|\w\.py\b/i] },
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
  // Pipelines by their tools: 对接 GitLab CI, 挂到 Jenkins 流水线, 代码合并后自动跑.
  {
    id: 'ci-cd',
    // 流水线 only beside code, builds or releases: an assembly or kitchen line is no pipeline.
    patterns: [
      /GitLab\s*CI|GitHub\s*Actions|Jenkins|(?:CI|构建|部署|发布|代码|测试|交付)[^，。；;\n]{0,6}流水线|流水线[^，。；;\n]{0,6}(?:构建|部署|发布|自动化测试|冒烟)|自动化部署|自动构建|合并后自动|发布平台|一键回滚/i,
    ],
  },
  // Page styling: 1px 边框, 移动端适配, 样式兼容 are CSS work, whatever the stylesheet language.
  {
    id: 'css',
    patterns: [
      /1px|移动端适配|屏幕适配|多端适配|响应式(?:布局|页面|设计)|页面布局|样式(?:兼容|适配|问题|重构|规范|隔离|冲突)|Flex\s*布局|Grid\s*布局|栅格布局|CSS\s*动画/i,
    ],
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
    patterns: [
      /B\s*端|企业(?:客户|用户|服务|级)|付费(?:客户|商户|企业)|订阅制|按年续费|多租户|商家后台|私有化部署|政企客户|\d[\d,]*\s*余?家(?:中小)?企业|(?:集团|政企|央企|国企|电网|供电局|园区)[^，。；;\n]{0,4}客户|签下[^，。；;\n]{0,10}(?:公司|集团)/,
    ],
    skills: ['crm', 'erp'],
  },
  // ── Product (documents, research, design) ──────────────────────────────────────────────────
  { id: 'prd', patterns: [/需求规格说明|功能说明(?:书|文档)|交互说明|需求说明|用例文档|需求评审/] },
  {
    id: 'user-research',
    patterns: [/访谈|问卷|用户画像|焦点小组|用户旅程|可用性测试|用户测试|从用户(?:任务|场景|视角|需求)出发/],
  },
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
  {
    id: 'event-planning',
    patterns: [/策划[^，。；;\n]{0,10}活动|活动(?:方案|执行|复盘|报名)|大促|(?<!\d)618|双11|双十一|促销|快闪/],
  },
  { id: 'competitive-analysis', patterns: [/同类(?:产品|功能|应用|App|软件|竞品)|竞品|竞争对手|对标/i] },
  {
    id: 'requirements-analysis',
    patterns: [/需求池|排优先级|需求优先级|需求评审|痛点|走访[^，。；;\n]{0,8}客户|(?:用户|客户|业务)需求/],
  },
  {
    id: 'product-design',
    patterns: [
      /从\s*0\s*到\s*1|交互方案|(?:设计|规划)[^，。；;\n]{0,12}(?:模块|功能|产品|流程)|产品线[^，。；;\n]{0,14}设计/,
    ],
  },
  { id: 'prototyping', patterns: [/高保真|低保真|原型|线框/] },
  { id: 'ux-design', patterns: [/交互(?:说明|稿|方案|细节|设计|流程)|用户体验|可用性测试|动效原型/] },
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
  {
    id: 'etl',
    patterns: [
      /清洗|宽表|数仓|数据仓库|数据同步|ODS|DWD|DWS|剔除重复(?:单|数据|记录|订单)|数据去重|去除重复记录|补齐缺失字段|缺失值(?:处理|填充|填补)|填补空值/,
    ],
  },
  // Members run by segment and brought back: 会员分层, 召回沉睡会员, RFM (not 会员积分 at a till, not
  // 召回 of a recommender or of a product).
  {
    id: 'user-operations',
    patterns: [
      /会员[^，。；;\n]{0,3}分层|用户分层|\bRFM\b|(?:沉睡|流失)(?:会员|用户)|召回(?:沉睡|流失)(?:会员|用户)|(?:会员|用户)(?:促活|唤醒)/i,
    ],
  },
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
      // A buyer of a size: a provincial grid, a group's purchasing centre; an order of millions.
      /(?:省级|集团|央企|国企)[^，。；;\n]{0,6}(?:公司|采购中心)|单笔[^，。；;\n]{0,6}(?:合同|订单)?额?\s*\d[\d,.]*\s*万/,
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
    patterns: [
      /对齐|拉齐|拉通|协调|沟通|汇报|宣讲|说服|讲解|答疑|例会|过会|谈判|协商|对接(?:客户|业务|需求|产品|运营|销售|部门|团队|各方|多方|甲方|达人|候选人)/,
    ],
  },
  {
    id: 'teamwork',
    patterns: [/联调|协作|协同|配合|共同完成|跨团队|跨部门|带领|带\s*\d+\s*(?:名|人|位)|组内|技术分享|传帮带/],
  },
  {
    id: 'independent-work',
    patterns: [/独立(?:负责|承担|开发|设计|搭建|主导|完成|承接|处理)|一人负责|独自|全程(?:主导|负责|跟进)/],
  },
  // ── Trades whose work names its parts, not the trade's word ─────────────────────────────────
  {
    id: 'automated-testing',
    patterns: [/(?:接口|UI|用例|回归)自动化|自动化(?:用例|平台|框架|回归|脚本)|Pytest|TestNG|Selenium|Appium|Cypress/i],
  },
  {
    id: 'deep-learning',
    patterns: [/\bDIN\b|DeepFM|双塔|Transformer|\bCNN\b|\bLSTM\b|注意力机制/i],
    skills: ['pytorch', 'tensorflow'],
  },
  { id: 'cost-accounting', patterns: [/成本(?:核算|分摊|归集|差异|计算)|单位成本|料工费|标准成本/] },
  { id: 'financial-reporting', patterns: [/资产负债表|利润表|现金流量表|损益表|合并报表/] },
  { id: 'employee-relations', patterns: [/劳动争议|劳动合同|劳动仲裁|入转调离|员工关怀|绩效改进/] },
  { id: 'organisational-development', patterns: [/人才盘点|组织架构调整|组织诊断|人效|继任计划|梯队建设/] },
  { id: 'compliance', patterns: [/个人信息保护|隐私政策|数据安全(?:法|合规)|专项检查|监管报送|反洗钱|GDPR/i] },
  { id: 'erp', patterns: [/进销存/], skills: ['kingdee', 'sap'] },
  {
    id: 'supply-chain',
    patterns: [/仓储|采购|库存|物流|进销存|\bWMS\b|供应商|交期|缺料|拣货|备货/i],
    skills: ['erp', 'kingdee', 'sap'],
  },
  { id: 'data-warehouse', patterns: [/\bODS\b|\bDWD\b|\bDWS\b|数仓|宽表|分层建模|离线表/] },
  { id: 'short-video', patterns: [/Vlog|短视频|视频号/i] },
  // 电商 in an advert is often the trade the work was in: a shop's peak sales, its orders.
  {
    id: 'ecommerce-operations',
    patterns: [/\bGMV\b|大促|双十一|双11|(?<!\d)618|购物车|生鲜到家|商城|收银台/i],
  },
  { id: 'private-domain', patterns: [/企微|企业微信|社群|会员体系|添加[^，。；;\n]{0,4}(?:助教|顾问|客服|好友)/] },
  {
    id: 'product-management',
    patterns: [/需求(?:评审|分析|调研|池)|版本(?:规划|迭代)|立项|首版上线|产品(?:规划|路线图)|\bPRD\b/i],
    skills: ['prd', 'product-design', 'requirements-analysis'],
  },
  {
    id: 'troubleshooting',
    patterns: [/排查|根因|故障定位|定位[^，。；;\n]{0,8}(?:问题|故障|瓶颈|原因)|Arthas|jstack/i],
  },
  // Managing people: a team of a size led, people hired, reviewed or brought on.
  {
    id: 'team-management',
    patterns: [
      /带(?:领)?\s*\d+\s*(?:人|名|位)|(?:管理|带领|负责)[^，。；;\n]{0,8}\d+\s*人(?:的)?(?:团队|小组)?|\d+\s*人(?:的)?(?:团队|小组)|下属\s*\d+|组建[^，。；;\n]{0,8}团队|(?:负责|主导)[^，。；;\n]{0,10}(?:招聘|绩效(?:考核|评估)?|晋升)[^，。；;\n]{0,6}(?:组员|下属|团队)/,
    ],
  },
  { id: 'customer-service', patterns: [/客服|咨询机器人|坐席|转人工|工单|呼叫中心/] },
  { id: 'compensation', patterns: [/宽带工资|计件|薪酬(?:方案|结构|体系|带宽|调研)|调薪|薪资结构|职级体系/] },
  { id: 'payroll', patterns: [/工资表|算薪|发薪|个税申报|社保公积金/] },
  { id: 'logistics', patterns: [/物流|冷链|配送|仓储|运输|快递|分拣|干线|站点/] },
  {
    id: 'marketing',
    patterns: [/品牌(?:传播|推广|营销|经理)|营销|推广|投放|达人|社媒|发布会?|campaign|促销|堆头|地推|试吃/i],
  },
  {
    id: 'stakeholder-management',
    patterns: [
      /跨部门|(?:与|和|联合|协调)[^，。；;\n]{0,12}(?:研发|销售|售后|产品|运营|财务|法务|测试|品质|计划)[^，。；;\n]{0,12}(?:三方|多方|对齐|协同|沟通|配合|评审)/,
    ],
  },
  { id: 'mandarin-certificate', patterns: [/普通话水平测试|普通话[^，。；;\n]{0,6}[一二]级[甲乙]等/] },
  {
    id: 'curriculum-design',
    patterns: [/设计[^，。；;\n]{0,16}(?:单元|课时|课程|教案|学习任务)|公开课|教案|备课/],
  },
  { id: 'teaching-research', patterns: [/教研|公开课|课题|听评课|磨课|学习任务群/] },
  { id: 'test-case-design', patterns: [/用例(?:设计|评审)|边界值|等价类|场景法|判定表|正交/] },
  // Trades by their daily work, when the resume never names the trade.
  {
    id: 'recruitment',
    patterns: [/寻访|候选人|到岗|(?:发放|谈)\s*offer|简历(?:筛选|初筛)|人才库|面试(?:安排|邀约|官)|入职\s*\d+\s*人/i],
  },
  {
    id: 'penetration-testing',
    patterns: [/SQL\s*注入|XSS|越权|提权|Burp|靶场|\bCTF\b|\bSRC\b|漏洞(?:挖掘|复现|验证|利用)|红队|攻防演练|护网/i],
  },
  { id: 'junior-accountant', patterns: [/会计(?:专业技术)?资格\s*[（(]?\s*初级|初级会计(?:师|职称|资格)/] },
  // Costing work is cost control too (成本核算, 成本分析 in an accountant's resume).
  { id: 'cost-control', patterns: [COST_DOWN_SKILL, COST_DOWN], skills: ['cost-accounting'] },
  // Design patterns by name: 观察者、对象池和状态机模式.
  {
    id: 'design-patterns',
    patterns: [/观察者|单例|工厂模式|策略模式|对象池|状态模式|责任链|装饰器模式|适配器模式|模板方法|发布订阅/],
  },
  { id: 'photography', patterns: [/外拍|跟拍|跟组|机位|掌机|航拍|摄像机|布光/] },
  // Database tuning shows the relational database the resume lists (慢查询, 执行计划, 联合索引).
  {
    id: 'relational-databases',
    patterns: [
      /慢查询|(?:SQL|查询|语句)[^，。；;\n]{0,6}执行计划|EXPLAIN|联合索引|覆盖索引|回表|索引优化|事务隔离级别|binlog|InnoDB/i,
    ],
  },
  {
    id: 'official-documents',
    patterns: [/制度汇编|红头文件|发文|会议纪要|(?<!申)请示|(?:通知|制度)[^，。；;\n]{0,8}模板/],
  },
  { id: 'teaching', patterns: [/授课|学员|班课|讲师|课堂|备课|课时|一对一辅导|带班/] },
  // A controller by its model or its ladder logic: 西门子 S7-1200, 梯形图, 三菱 FX.
  {
    id: 'plc',
    patterns: [/S7-\d{3,4}|(?<!阶)梯形图|三菱\s*FX|欧姆龙\s*C[PJ]|博途|TIA\s*Portal|GX\s*Works|ladder logic/i],
  },
  // Quality systems by their audits and records: 飞行检查, GSP / GMP 检查, 8D, CAPA.
  {
    id: 'quality-management',
    patterns: [
      /(?:药监|药品|GSP|GMP)[^，。；;\n]{0,8}飞行检查|\bG[SM]P\b|\bIATF\b|\b8D\s*(?:报告|分析|改善|整改|问题)|\bCAPA\b|纠正预防|不合格品|质量(?:体系|审核|整改|追溯)|来料检验|首件检验/,
    ],
  },
  { id: 'copywriting', patterns: [/撰写|推文|稿件|文章\s*\d+\s*篇|标题|执笔|写了\s*\d+/] },
  {
    id: 'data-analysis',
    patterns: [/完播率|阅读量|打开率|点击率|跳出率|互动率|数据(?:复盘|拆解|分析)|按[^，。；;\n]{0,10}拆解/],
  },
  {
    id: 'key-accounts',
    patterns: [/三甲医院|三级医院|省级[^，。；;\n]{0,6}(?:医院|公司|单位)|(?:头部|重点)(?:医院|客户)/],
  },
  { id: 'sales', patterns: [/装机|入院|中标|签约|成交|回款|完成率|销售额|年销量/] },
  // The platforms a social-media account is run on are new media; what is written for them is content work.
  {
    id: 'new-media',
    patterns: [/社媒|自媒体|微博(?:运营|账号|号|粉丝|内容)|粉丝[^，。；;\n]{0,8}(?:从|由|增至|涨到|突破|\d)/],
    skills: ['xiaohongshu', 'short-video', 'livestreaming'],
  },
  {
    id: 'content-operations',
    patterns: [
      /选题|话题方向|推文|爆款|阅读量|完播率|(?:写|产出|发布|执笔)[^，。；;\n]{0,8}\d+\s*(?:余|多)?\s*篇|(?:图文|笔记|推文|文章|脚本|文案)[^，。；;\n]{0,6}\d+\s*(?:余|多)?\s*(?:篇|条)/,
    ],
    skills: ['copywriting'],
  },
  // Operations of one kind are operations work (新媒体运营 for 运营).
  {
    id: 'operations',
    skills: [
      'new-media',
      'content-operations',
      'xiaohongshu',
      'user-operations',
      'community-operations',
      'ecommerce-operations',
    ],
  },
  // Learning shown by what was taken up: a new technique tried out, a move into a new role, a qualification earned.
  {
    id: 'learning-ability',
    patterns: [
      /自学|(?:调研|引入|试点)[^，。；;\n]{0,12}(?:技术|框架|方案|工具|新)|新技术|转型|转岗|(?:考取|取得|通过)[^，。；;\n]{0,12}(?:证书|资格|认证|考试)/,
    ],
  },
  // Pressure shown by the duty itself: on-call rotas, incidents handled at night or in peak seasons.
  {
    id: 'stress-resistance',
    patterns: [
      /值班|值守|轮值|on-?call|7\s*[×xX*]\s*24|(?:处置|处理|响应)[^，。；;\n]{0,8}故障|故障[^，。；;\n]{0,6}(?:处置|响应|抢修)|深夜|攻坚|(?:大促|高峰|旺季)[^，。；;\n]{0,8}(?:保障|值守|期间)/i,
    ],
  },
  // Care shown by checks that came out clean: 逐笔核对, 差异当月清零, 零差错, 年审无重大调整.
  {
    id: 'attention-to-detail',
    patterns: [
      /逐笔|逐项|核对|零差错|无差错|差错率|零失误|差异[^，。；;\n]{0,6}清零|无重大(?:调整|差错|问题)|走查|一次(?:性)?通过/,
    ],
  },
  {
    id: 'influencing',
    patterns: [
      /说服|促成|带动|影响[^，。；;\n]{0,6}(?:决策|团队|方向)|推动[^，。；;\n]{0,16}(?:落地|改为|采纳|上线|全量)/,
    ],
  },
  // The official names of the qualification: 会计专业技术资格（中级）, 中级职称（会计）.
  { id: 'intermediate-accountant', patterns: [/会计(?:专业技术)?资格\s*[（(]?\s*中级|中级(?:职称)?\s*[（(]\s*会计/] },
  // Decisions taken from data: experiments, a control group, metrics watched before a roll-out, a rate moved.
  {
    id: 'data-operations',
    patterns: [
      /据此[^，。；;\n]{0,8}(?:调整|上调|下调|优化|决定|倾斜)|(?:回归|相关性|归因)分析|分桶|对照(?:组|实验|平台)|A\s*\/\s*B|AB\s*(?:实验|测试)|(?:指标|数据)(?:看板|大盘|复盘)|(?:按|根据)[^，。；;\n]{0,12}(?:率|数据)[^，。；;\n]{0,6}(?:拆解|分析|调整)|[\u4e00-\u9fff]{1,4}率\s*(?:从|由)\s*\d[\d.]*\s*%?\s*(?:提升|提高|提|增长|升)(?:到|至)/,
    ],
  },
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

/**
 * Words of adverts that are no skill of the lexicon (稳定性, 量产, 增值税…), with the words and figures
 * by which a resume line shows them without saying them: 崩溃率从 0.32% 降至 0.05% shows 稳定性,
 * EVT、DVT 到 MP shows 量产, 销项发票…进项抵扣 shows 增值税. Evidence only, like the concept
 * indicators above: they never make an advert ask for anything. Keys are the words as the keyword
 * reader gives them (ai/builtin/analysis/find.ts `findKeyword` consults this table when the word
 * itself is not in the resume).
 */
const STABILITY = /崩溃率?|Crash|ANR|可用率|可用性|SLA|不可用时长|零故障|故障(?:率|恢复|处置|演练)|宕机|稳定运行/i;
const FINANCE = /金融|银行|证券|券商|基金|保险|信贷|贷款|支付|收单|清结算|清算|持牌|理财|风控|财富管理/;
const CONSUMER = /消费|零售|门店|连锁|快消|餐饮|烘焙|茶饮|咖啡|美妆|食品|服饰|母婴|家居|日化/;
/** Fast-moving consumer goods by what was sold: 乳业, 酸奶, 饮料. */
const FMCG = /快消|饮料|饮品|零食|日化|乳制品|乳品|乳业|酸奶|牛奶|方便面|啤酒|商超|便利店|食品/;
/** A red team in a national attack-and-defence exercise (护网 / HW). */
const RED_TEAM = /护网|\bHW\b|红队|蓝队|红蓝对抗|实网对抗|攻防演练/i;
/** Tables split across databases, written as a grid (16 库 × 64 表) or by the tool. */
const SHARDED = /\d+\s*库\s*[×xX*]?\s*\d+\s*表|Sharding|MyCat/i;
export const KEYWORD_INDICATORS: Readonly<Record<string, readonly RegExp[]>> = {
  稳定性: [STABILITY],
  治理: [
    new RegExp(
      String.raw`(?:崩溃|ANR|故障|缺陷|告警|噪音|慢查询|泄漏|卡顿|OOM|技术债|逃逸)${SCOPE}{0,20}(?:降|减少|清零|下降|收敛)`,
      'i',
    ),
    /专项治理|攻坚/,
    // Data quality kept by checks that stop bad data.
    /数据质量|(?:数据|字段|空值|主键|一致性)[^，。；;\n]{0,6}校验|稽核|空值率|主键重复|脏数据|阻断下游|数据对账/,
  ],
  组件: [/组件|控件|模块化|(?:拆|拆分)[为成][^，。；;\n]{0,18}(?:模块|Pod)|设计系统|Design System/i],
  组件化: [/组件化|模块化|(?:拆|拆分)[为成][^，。；;\n]{0,18}(?:模块|Pod)/i],
  监控: [/监控|告警|Prometheus|Grafana|Zabbix|大盘|可观测|APM|SkyWalking/i],
  自动化: [/自动(?:化|触发|扩缩容|巡检|部署|发布|回滚|生成|注入|重建)|Ansible|流水线|一键(?:发布|部署|回滚|重建)/i],
  自动化测试: [
    /(?:接口|UI|用例)自动化|自动化(?:用例|平台|框架|回归)|Pytest|TestNG|JUnit|Selenium|Appium|Playwright|Cypress/i,
  ],
  值班: [/值班|值守|轮值|on-?call|7\s*[×xX*]\s*24/i],
  'on-call': [/值班|值守|轮值|on-?call|7\s*[×xX*]\s*24/i],
  召回: [/召回|候选(?:生成|集)|双塔|向量(?:检索|召回)|近邻检索|Faiss|Milvus/i],
  规则: [/规则|机制|违规|规范/],
  复盘: [
    /复盘|归因|透视表|(?:按|根据)[^，。；;\n]{0,12}(?:拆解|分析)|(?:数据|指标)[^，。；;\n]{0,8}(?:汇总|拆解|分析)/,
  ],
  消费: [CONSUMER],
  餐饮: [/餐饮|餐厅|烘焙|茶饮|咖啡|菜品|外卖|美食|食品|堂食/],
  金融: [FINANCE],
  支付: [/支付|收单|清结算|清算|资金划付|钱包|收银/],
  制造业: [/制造|工厂|产线|车间|机械|汽配|零部件|精工|量产|BOM|MES/],
  成本核算: [/成本(?:核算|分摊|归集|差异|计算)|单位成本|料工费|标准成本/],
  增值税: [/增值税|销项|进项|流转税|发票[^，。；;\n]{0,8}(?:抵扣|认证|勾选)|\bVAT\b/i],
  企业所得税: [/企业所得税|所得税|汇算清缴|加计扣除/],
  财务报表: [/财务报表|资产负债表|利润表|现金流量表|损益表|合并报表/],
  财务软件: [/用友|金蝶|\bSAP\b|浪潮|Oracle\s*EBS|财务软件/i],
  低功耗: [/低功耗|功耗|待机电流|休眠|睡眠模式|唤醒|续航|[μu]A\b|微安/],
  量产: [/量产|出货|\bEVT\b|\bDVT\b|\bPVT\b|\bMP\b|良率|返修率|批量(?:交付|生产|供货)|试产|小批/],
  示波器: [/示波器|示波|波形|泰克|Tektronix|Rigol|普源|鼎阳|Keysight|是德/i],
  分析仪: [/分析仪|逻辑分析|Saleae|DSLogic|抓取?[^，。；;\n]{0,8}时序/i],
  逻辑分析仪: [/逻辑分析|Saleae|DSLogic|抓取?[^，。；;\n]{0,8}时序/i],
  渠道: [/渠道|猎聘|脉脉|猎头|内推|BOSS|拉勾|前程无忧|智联|校招|社招|LinkedIn|领英|经销商|分销|代理商|网点/i],
  offer: [/offer|录用|谈薪|薪酬(?:包)?谈判|薪资谈判|定级/i],
  组织发展: [/组织发展|人才盘点|组织架构|组织诊断|\bOD\b|人效|梯队|继任/],
  员工关系: [/员工关系|劳动争议|劳动合同|仲裁|入转调离|员工关怀|绩效改进|裁员/],
  风险: [
    /风险|预案|缓冲|兜底|预警|应急|合规|规避|隐患|高危|拒赔|骗保|欺诈|(?:审出|识别出?|发现)[^，。；;\n]{0,12}(?:条款|问题|漏洞|作弊|异常)/,
  ],
  风险意识: [/风险|预案|缓冲|兜底|预警|应急|合规|规避|隐患|审计|逐笔核对/],
  IPO: [/\bIPO\b|上市申报|首发上市|(?:创业板|科创板|主板|北交所)[^，。；;\n]{0,6}上市|上市辅导/],
  设计方案: [/设计(?:思路|方案|稿|决策)|高保真|交互说明/],
  瀑布: [/瀑布|WBS|甘特图|里程碑|阶段评审/],
  深度学习: [/深度学习|神经网络|PyTorch|TensorFlow|DIN|DeepFM|双塔|Transformer|CNN|RNN|LSTM/i],
  研发: [/研发|开发/],
  线上: [/线上|上线|全量|日活|月活|DAU|MAU/i],
  // Industries, shown by what the employer or the product was.
  游戏: [/游戏|手游|端游|网游|电竞|玩家/],
  直播: [/直播|主播|连麦|弹幕|推流/],
  家电: [/家电|空调|冰箱|洗衣机|热水器|净水器|厨电|小家电/],
  建材: [/建材|瓷砖|涂料|卫浴|地板|门窗|管材|水泥|五金/],
  水处理: [/水处理|净水|滤芯|纯水|污水|软水/],
  硬件: [/硬件|手机|耳机|音箱|手环|扫地机|IoT|物联网|智能设备|可穿戴/i],
  消费电子: [/消费电子|手机|耳机|平板|智能手表|手环|音箱|笔记本电脑/],
  智能硬件: [/智能硬件|智能家居|IoT|物联网|扫地机|智能门锁|可穿戴|手环|音箱/i],
  物流: [/物流|快递|冷链|配送|仓储|运输|货运|分拣|站点/],
  零售: [/零售|门店|连锁|商超|便利店|超市|导购/],
  连锁: [/连锁|门店|加盟|直营店|\d+\s*家(?:门店|店)/],
  美妆: [/美妆|彩妆|护肤|化妆品|口红|面膜|香水|精华/],
  个护: [/个护|洗护|洗发|沐浴|牙膏|身体乳|护发|剃须/],
  汽车: [/汽车|整车|汽配|主机厂|车身|底盘|新能源车|车企|零部件/],
  客服: [/客服|客户服务|售后|工单|在线咨询|呼叫中心/],
  对话系统: [/对话|问答|多轮|意图识别|槽位|机器人|Chatbot|聊天/i],
  电商: [/电商|GMV|购物车|收银台|下单|大促|双十一|双11|618|SKU|生鲜|到家|商城/i],
  交易系统: [/交易(?:系统|链路)|下单|收银台|退款|订单(?:系统|链路|中心)|支付链路/],
  出行: [/出行|网约车|打车|顺风车|司机端|乘客端|共享单车|派单/],
  地图: [/地图|导航|高德|百度地图|定位|路线|\bLBS\b|\bPOI\b/i],
  电力: [/电力|电网|供电|变电|输变电|配网|发电|开关柜|环网柜/],
  能源: [/能源|电网|发电|光伏|风电|储能|石油|燃气|石化|煤炭/],
  能源行业: [/能源|电网|发电|光伏|风电|储能|石油|燃气|石化|煤炭/],
  短视频: [/短视频|Vlog|抖音|快手|视频号|直播/i],
  社区: [/社区|笔记|帖子|发帖|UGC|图文|创作者|论坛/i],
  互联网: [/互联网|\bApp\b|小程序|线上平台|注册用户|日活|月活|DAU|MAU/i],
  元器件: [/元器件|MLCC|电容|电阻|电感|连接器|PCB|芯片|被动器件/i],
  供应链管理: [/供应链|仓储|\bWMS\b|\bSCM\b|进销存|采购|库存|拣货|交期/i],
  WMS: [/\bWMS\b|仓储管理系统|仓储系统|仓库管理系统/i],
  SCM: [/\bSCM\b|供应链(?:管理)?系统/i],
  ERP: [/\bERP\b|进销存|金蝶|用友|\bSAP\b/i],
  // Scale and results said in figures.
  费用: [/费用|预算|开支|成本|报销/],
  管控: [/管控|控制在|压降|预算/, COST_DOWN],
  成本: [/成本|损耗/, COST_DOWN],
  降本: [COST_DOWN],
  新品: [/新品|首发|上新|新款|发布会|新产品/],
  上市: [/上市|首发|发布会|上新/],
  全案: [/全案|整合营销|全渠道|campaign|从策划到执行|线上线下联动|统筹[^，。；;\n]{0,24}(?:\d+\s*条线|渠道|环节)/i],
  整合: [/整合|全渠道|线上线下|联动|多渠道|统筹[^，。；;\n]{0,24}(?:\d+\s*条线|渠道|环节)/],
  保障体系: [
    new RegExp(
      String.raw`(?:建立|搭建|制定|完善|推动)${SCOPE}{0,24}(?:标准|机制|规范|流程|体系|准入|准出|门禁|预案|演练)`,
    ),
    /(?:故障|应急)(?:处理|处置)?(?:手册|预案)|(?:断网|宕机|容灾|故障)演练/,
  ],
  家校: [/家长|家访|家委会|家校|亲子/],
  从0到1: [
    /此前(?:没有|只有|只按|在[^，。；;\n]{0,6}没有)|原本没有|原先只有|从零|从无到有|从\s*0\s*到\s*1|首版上线|从立项|(?<!重)新做|新建[^，。；;\n]{0,8}(?:产品|平台|系统|业务)/,
  ],
  业财: [/业财|经营分析|测算模型|单店测算|选址评估|经营会|营运部|业务部门[^，。；;\n]{0,8}(?:共建|对接|测算)/],
  融合: [/业财|经营分析|测算模型|单店测算|选址评估|经营会|营运部/],
  转化: [/转化|成交率|下单率|支付率|\bCVR\b/i],
  bad: [/bad\s*case|误判|错例|逐条归因|错误类型/i],
  case: [/bad\s*case|误判|错例|逐条归因|错误类型/i],
  攻防: [RED_TEAM, /攻防|靶场/],
  演练: [RED_TEAM, /演练|攻防/],
  护网: [RED_TEAM],
  HW: [RED_TEAM],
  // A funnel written as its stages: 简历→初面→offer→入职.
  漏斗: [
    /漏斗|转化率|(?:[^\s→>，。；]{1,8}\s*(?:→|->|＞|>)\s*){2,}[^\s→>，。；]{1,8}[^。；\n]{0,20}(?:转化|流失|留存|通过率)/,
  ],
  撰写: [/撰写|执笔|写出|编写|起草|主笔|写作|写了/],
  选题: [/选题|话题|题材|栏目/],
  漏洞: [/漏洞|SQL\s*注入|XSS|越权|提权|CSRF|SSRF|RCE|反序列化/i],
  OWASP: [/OWASP|SQL\s*注入|XSS|越权|CSRF|SSRF/i],
  // A hospital is where devices are sold, not a device: a monitor at a hospital shows none.
  医疗器械: [
    /医疗器械|器械|设备科|\bIVD\b|耗材|检测仪|诊断试剂|化学发光|监护仪|彩超|超声(?:设备|诊断|科)|内窥镜|呼吸机|(?:医院|科室|三甲)[^，。；;\n]{0,12}(?:装机|设备|仪器)/i,
  ],
  招标: [/招标|投标|竞标|挂网|入院|中标|比选|遴选|竞争性谈判/],
  采购: [/采购|招标|投标|竞标|挂网|设备科|入院|设备论证/],
  房建: [/房建|住宅|商业综合体|写字楼|框架结构|主体结构|封顶|楼栋|\d+\s*层/],
  分包: [/分包|劳务(?:队|班组)?|班组|总包|专业队伍/],
  单位: [/单位|分包|监理|甲方|设计院|班组/],
  统筹: [/统筹|协调|调度|牵头|组织[^，。；;\n]{0,8}(?:例会|协调)/],
  应收: [/应收|回款|账龄|催收|收款|开票/],
  应付: [/应付|付款|供应商款|账期|支付[^，。；;\n]{0,6}(?:货款|款项)/],
  应付账款: [/应付|付款|供应商款|账期/],
  往来: [/往来|对账|账龄|核销|挂账/],
  账目: [/账目|对账|账务|核销|挂账|科目/],
  FICO: [/FICO|\bFI\b|\bCO\b|过账|T-?code/i],
  快消品: [FMCG],
  快消: [FMCG],
  路演: [/路演|地推|快闪|堆头|试吃|扫楼|摆摊|展会/],
  地推: [/地推|路演|扫楼|摆摊|试吃|堆头/],
  活动: [/活动|促销|大促|路演|地推|快闪|发布会|展会|试吃|堆头/],
  策划: [/策划|方案|设计[^，。；;\n]{0,6}活动|组织[^，。；;\n]{0,6}活动/],
  执行: [/执行|落地|组织|举办|开展|完成/],
  首屏: [/首屏|白屏|\bLCP\b|\bFCP\b|加载(?:时间|耗时|速度)|打开速度/i],
  打包: [/打包|构建|bundle|主包|分包|包体|chunk|拆包|Tree\s*Shaking|gzip/i],
  体积: [/体积|包大小|bundle|(?<![A-Za-z])[KM]B\b|gzip|压缩/i],
  崩溃: [/崩溃|Crash|dump|闪退|异常退出|WinDbg/i],
  内存: [
    /内存|泄漏|Valgrind|ASan|堆|OOM|(?<!(?:磁盘|硬盘|存储|空间|带宽)[^，。；;\n]{0,4})占用[^，。；;\n]{0,12}\d[\d.]*\s*(?:GB|MB|G|M)\b/i,
  ],
  定位: [/定位|排查|根因|复现|抓包|WinDbg|gdb/i],
  交付: [/交付|上线|发布|验收|投产|落地/],
  海量: [/\d[\d.,]*\s*(?:亿|万亿|千亿|百亿)\s*(?:条|行|次|笔|级)|\d[\d.,]*\s*[PT]B\b|亿级/],
  流量: [/流量|QPS|TPS|峰值|大促|双十一|日活\s*\d|DAU\s*\d/i],
  故障排查: [/排查|根因|定位[^，。；;\n]{0,8}(?:问题|故障|瓶颈|原因)|Arthas|复盘/i],
  降本增效: [COST_DOWN, /资金占用[^，。；;\n]{0,8}(?:下降|降低|减少)|议价/],
  客户端: [/客户端|\biOS\b|Android|\bApp\b|移动端|Swift|Kotlin|Objective-C/i],
  模块化: [/组件化|模块化|(?:拆|拆分)[为成][^，。；;\n]{0,14}(?:模块|Pod|组件)|私有\s*Pod/i],
  开拓: [/开拓|拓展|新开|此前(?:在[^，。；;\n]{0,6})?没有|从零|首单|新市场|新区域/],
  区域: [/华东|华南|华北|华中|西南|西北|东北|区域|大区|\S{2}省|地市/],
  客户资源: [/(?:集团|企业|政企|央企|国企|电网|供电局|园区|地市)[^，。；;\n]{0,4}客户|签约客户|客户关系/],
  售前支持: [/售前|方案(?:讲解|宣讲|编写|演示)|技术交流|\bPOC\b|投标方案/i],
  合规: [/合规|个人信息保护|隐私(?:政策|合规)|数据安全法|网络安全法|GDPR|监管|专项检查|整改/i],
  知识产权: [/知识产权|专利|商标|著作权|版权|侵权/],
  法律法规: [/《[^》]{2,16}(?:法|条例|规定|办法)》|法律法规|司法解释/],
  指标体系: [/指标体系|北极星指标|(?:指标|口径)[^，。；;\n]{0,12}(?:拆解|分级|统一|定义)|\d+\s*个指标/],
  基础设施: [/基础设施|脚手架|组件库|UI\s*库|\bCLI\b|\bBFF\b|Monorepo|pnpm\s*workspace|构建(?:工具|体系|流程)/i],
  运动: [/运动|健身|跑步|瑜伽|减脂|骑行|户外|体育/],
  健康: [/健康|健身|医疗|医药|问诊|体检|养生|减脂/],
  取数: [/取数|拉数|数据提取|\bSQL\b/i],
  私域: [/私域|企微|企业微信|社群|会员体系/],
  // Online travel agencies by name.
  // A hotel's side of the platform (房价房量, 后台, 渠道), not a trip booked through it.
  OTA: [
    /(?:携程|去哪儿|飞猪|美团|艺龙|同程|Booking|Agoda|Expedia)[^，。；;\n]{0,10}(?:ebooking|后台|渠道|房价|房量|商家|上架|排名|点评回复)|ebooking/i,
  ],
  供应商: [/供应商|二供|原厂|代理商|厂家|供方|\bQCD\b|来料/i],
  // Databases split and moved: 16 库 × 64 表, 双写比对后切换.
  分库分表: [/分库|分表/, SHARDED],
  分库: [/分库/, SHARDED],
  分表: [/分表/, SHARDED],
  迁移: [/迁移|割接|搬迁|双写/],
  数据量: [/\d[\d.,]*\s*(?:亿|万亿|千万|百万)\s*(?:条|行|笔|级)|\d[\d.,]*\s*[PT]B\b|亿级|千万级/],
  // Renewals and targets of account management.
  续费: [/续费|续约|续订|续保/],
  增购: [/增购|加购|追加采购|交叉销售/],
  指标: [/指标|KPI|OKR|达成率|完成率|(?:销售|业绩|续约|回款|年度)目标|目标\s*\d/],
  达成: [/达成|超额|(?:目标|指标)\s*\d/],
  // A store's figures said plainly: 每单平均金额 is 客单价, 每单件数 连带率.
  客单价: [/客单价?|每单(?:平均)?金额|笔单价|ATV/],
  连带率: [/连带|每单件数|件数\s*(?:从|由|提升)|搭配销售|UPT/],
  // Film work said by what was done on set and in the cut.
  镜头: [/镜头|分镜|机位|景别|运镜|跟拍/],
  叙事: [/叙事|剧情|故事线|情节|起承转合|铺冲突|结尾反转/],
  节奏感: [/节奏感|剪辑节奏|卡点|完播率|开头\s*\d+\s*秒|前\s*\d+\s*秒/],
  灯光: [/灯光|布光|补光|打光|光位/],
  // Insurance lines by their products.
  医疗险: [/医疗险|百万医疗|中端医疗|高端医疗|住院医疗|医疗保险/],
  重疾险: [/重疾|重大疾病|恶性肿瘤|心梗|脑中风/],
  欺诈: [/欺诈|骗保|拒赔|虚假|伪造|雷同|冒名|调查(?:组|取证)|异常(?:案件|理赔)/],
  // Job schedulers by name: 「Airflow、DolphinScheduler等任务调度工具」 is met by Azkaban.
  任务调度: [
    /任务调度|调度(?:系统|平台|工具)|Azkaban|Airflow|DolphinScheduler|Oozie|XXL-?JOB|crontab|定时任务|依赖任务/i,
  ],
  DrawCall: [/Draw\s*Call|批次\s*(?:由|从)?\s*\d|合批|SetPass|图集合并/i],
  // Certificates by their Chinese names.
  CPSM: [/CPSM|供应管理专业人士/],
  CPPM: [/CPPM|采购与供应(?:链)?管理专业/],
};

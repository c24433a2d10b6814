import { gerundOfPast, isKnownPast, pastOfBase, pastOfGerund } from '../inflection.ts';
import { extractSkills, getSkill, isQuantified } from '../../../text/index.ts';
import { isZh, uniq } from './text.ts';

/** The wording rules (ZH_RULES / EN_RULES), past tenses from the table, splits and result-first (shared with chat.ts). */

// ── Wording rules ────────────────────────────────────────────────────────────────────────────

export interface TWording {
  text: string;
  /** Chinese notes for the reason, one per kind of change. */
  notes: string[];
}

export interface TRule {
  re: RegExp;
  to: string | ((...m: string[]) => string);
  note: string;
  /** Only when asked to be concise. */
  concise?: boolean;
}

/** What 做 means before an object, by the object's head (做预算 → 编制预算); null when unclear. */
const DONE_AS: [RegExp, string][] = [
  [/(?:预算|计划|规划|报表|台账)$/, '编制'],
  [/(?:话术|脚本|文案|稿件|推文|报告|总结|周报|月报)$/, '撰写'],
  [/(?:规范|制度|标准|流程|策略|排期)$/, '制定'],
  [/(?:盘点|对账|测试|需求梳理|联调|验收)$/, '完成'],
  [/(?:调研|分析|复盘|访谈)$/, '开展'],
  [/活动$/, '策划'],
];
function doneAs(object: string): string | null {
  const head = object.replace(/的/g, '');
  // Every object of the joint takes the same act (年度预算和市场调研 take two: left as written).
  const parts = head.split(/和|与|及|、/).map((p) => p.trim());
  for (const [re, verb] of DONE_AS) if (parts.length && parts.every((p) => re.test(p))) return verb;
  return null;
}

export const ZH_RULES: TRule[] = [
  // 我们 is a word of its own: never cut to 们.
  {
    re: /^(?:我们(?=团队|小组))|^(?:我(?!们)|本人)(?:主要|曾经|曾|还)?(?=\S)/,
    to: '',
    note: '去掉第一人称「我 / 本人」',
  },
  {
    re: /([，,；;、])\s*(?:我(?!们)|本人)(?:主要|还|也)?(?=[\u4e00-\u9fa5])/g,
    to: '$1',
    note: '去掉第一人称「我 / 本人」',
  },
  { re: /(?:我|本人)的(?=[\u4e00-\u9fa5])/g, to: '', note: '去掉第一人称「我 / 本人」' },
  { re: /主要负责/g, to: '负责', note: '删去冗余词「主要」' },
  { re: /(负责|参与|协助|主导|完成|并|及时|定期|开展|组织)进行了?/g, to: '$1', note: '删去冗余词「进行」' },
  { re: /对([^，。；;,]{1,12}?)进行了?(?=[\u4e00-\u9fa5])/g, to: '对$1', note: '删去冗余词「进行」' },
  {
    re: /(负责|参与|完成|处理|开展|协助|承担)(?:了)?(?:一些)?相关(?:的)?/g,
    to: '$1',
    note: '删去空泛的「一些」「相关」',
  },
  { re: /等相关(?:的)?/g, to: '等', note: '删去空泛的「相关」' },
  {
    // 「订单中心相关模块」, 「编写相关技术文档」: 相关 before what it qualifies says nothing.
    re: /相关(?:的)?(?=模块|技术|文档|产品|业务|功能|系统|数据|接口|工具|需求|报表|流程|规范|资料|方案)/g,
    to: '',
    note: '删去空泛的「相关」',
  },
  { re: /一些/g, to: '', note: '删去空泛的「一些」' },
  { re: /等等/g, to: '等', note: '「等等」改为「等」' },
  { re: /各种各样的?|各种/g, to: '多种', note: '「各种」改为「多种」' },
  { re: /大量的/g, to: '大量', note: '删去多余的「的」' },
  { re: /一定的/g, to: '', note: '删去空泛的「一定的」' },
  { re: /的([\u4e00-\u9fa5]{2,4})工作(?=$|[，。；;,、])/g, to: '$1', note: '删去冗余的「…的工作」' },
  { re: /([\u4e00-\u9fa5]{2})等工作(?=$|[，。；;,])/g, to: '$1等', note: '删去冗余的「工作」' },
  { re: /(?<=[\u4e00-\u9fa5]{2})的工作(?=$|[，。；;,])/g, to: '', note: '删去冗余的「…的工作」' },
  { re: /(?<=[A-Za-z0-9+#]\s?)进行了?(?=[\u4e00-\u9fa5]{2})/g, to: '', note: '删去冗余词「进行」' },
  {
    re: /(开发|优化|测试|设计|运维|维护|编写|运营|推广|分析|对接|部署|配置|审核|核算|整理|策划|招聘|培训|调研)工作(?=$|[，。；;,、])/g,
    to: '$1',
    note: '删去冗余的「工作」',
  },
  {
    re: /(完成|参与|实现|负责|搭建|设计|开发|编写|推动|优化|建立|组织|策划|撰写|主导|带领|协助|处理|制定|整理|取得|保证|确保|选择|替换|上线|交付|引入|沉淀|输出|执行|举办|开展|接入|修复)了(?![解])/g,
    to: '$1',
    note: '删去多余的「了」',
  },
  {
    // 「进行慢 SQL 的排查和优化」 → 「排查并优化慢 SQL」: the acts first, 进行 gone.
    re: /^(每天|每周|每月|定期|日常)?进行([^，。；;,、]{2,16}?)的(排查|优化|统计|整理|分析|测试|维护|开发|设计|部署|梳理|审核|核对|监控|复盘)(?:(和|与|及|、)(排查|优化|统计|整理|分析|测试|维护|开发|设计|部署|梳理|审核|核对|监控|复盘))?(?:工作)?(?=$|[，。；;,])/,
    to: (_m, when, what, a, joint, b) => `${when ?? ''}${a}${b ? `${joint === '、' ? '、' : '并'}${b}` : ''}${what}`,
    note: '「进行…的排查和优化」改为动词在前（排查并优化…），删去「进行」',
  },
  {
    // 「完成对账系统的开发」 → 「开发对账系统」: the act itself.
    // Not after 按时 / 提前 / 如期: there completing on schedule is the claim (「按时完成项目的开发」 stays).
    re: /(?<!按时|提前|如期|准时|按期|及时)完成(?:了)?([^，。；;,、]{2,16}?)的(开发|设计|搭建|重构|测试|部署|编写|改造|迁移)(?:工作)?(?=$|[，。；;,])/g,
    to: (_m, what, act) => `${act}${what}`,
    note: '「完成…的开发」改为直接的动词（开发…）',
  },
  {
    // 「撰写 PRD 文档和原型图，使用 Axure 和墨刀」 → 「使用 Axure 和墨刀撰写 PRD 文档和原型图」.
    re: /^(撰写|编写|开发|设计|制作|绘制|搭建|实现)([^，。；;,]{2,24})[，,]\s*(?:使用|利用|采用|基于)([^，。；;,]{2,24})[。]?$/,
    to: (_m, act, what, tools) => `使用${tools}${/[A-Za-z0-9]$/.test(tools) ? ' ' : ''}${act}${what}`,
    note: '把工具放到动作前（使用…撰写…），句子更紧凑',
  },
  {
    re: /^(负责|参与|主导|协助)([^，。；;,、]{2,20}?)的(开发|设计|测试|维护|优化|搭建|重构|部署|运营|推广|实施|落地|建设|迭代|管理|编写)(?=$|[，。；;,])/,
    to: (_m, role, what, act) => `${role}${act}${what}`,
    note: '「负责…的开发」改为动词在前的「负责开发…」，先说做了什么',
  },
  {
    // 「平时还会帮助新同事…」: how often says nothing a reader needs; the duty opens the bullet.
    re: /^(?:平时|平常|日常工作中|工作中|另外|此外)(?:还|也)?(?:会|要)?(?=[\u4e00-\u9fa5]{2})/,
    to: '',
    note: '删去口语化的开头（平时还会…），直接以动作开头',
  },
  {
    // 「写了一个埋点 SDK」 → 「编写埋点 SDK」: the written verb, the count word gone.
    // Only the spoken forms (写了 / 写过 / 写一个): not 写字楼, 写作.
    re: /^写(?:(?:过|了)(?:一个|一套|一些|几个)?|一个|一套|一些|几个)(?=[\u4e00-\u9fa5A-Za-z])/,
    to: '编写',
    note: '口语「写了一个」改为书面的「编写」',
  },
  {
    // 「做过一些 H5 活动页面」 → 「开发 H5 活动页面」: 做 of a thing that is built is 开发.
    // Only what is built, not what is run (做过淘宝、京东等电商平台 is operations), nor a duration (做过 3 年).
    re: /^做(?![过了]?[\d一二三四五六七八九十两半]+\s*(?:年|个月|月))(?:过|了)?(?:一些|一个|几个|多个)?(?=[^，,；;。]{0,16}(?:页面|工具|SDK|组件|小程序|接口|插件|脚本|模块)(?:[，,；;。]|$))/,
    to: '开发',
    note: '口语「做过」改为具体的「开发」',
  },
  {
    // 「做过用户调研和竞品分析」 → 「开展用户调研和竞品分析」.
    re: /^做(?![过了]?[\d一二三四五六七八九十两半]+\s*(?:年|个月|月))(?:过|了)?(?:一些|几次)?(?=[^，,；;。]{0,10}(?:调研|分析|研究|访谈|测试)(?:[，,；;。和与及、]|$))/,
    to: '开展',
    note: '口语「做过」改为书面的「开展」',
  },
  // 「跟 15 所高校建立合作」: the written 与.
  // Not 跟 of a word (跟进, 跟踪, 跟单, 跟随, 跟着).
  {
    re: /跟(?![进踪单随着])(?=[^，,；;。]{1,14}(?:建立|合作|对接|沟通|协作|签订|达成|洽谈))/g,
    to: '与',
    note: '口语「跟」改为「与」',
  },
  {
    // 「大概有 200 多万」「约 30 多个」: 多 / 余 is the figure's own hedge; the other goes, 有 stays.
    // Not the 约 of a word (节约, 签约, 预约, 合约, 履约, 制约).
    re: /(?:大概|大约|大致|差不多|(?<![节签预合履制邀公条隐])约)\s*(有|是)?(?=\s*\d[\d.,]*\s*[万千百亿]?\s*(?:多|余))/g,
    to: '$1',
    note: '「大概 / 大约…左右」改为「约」',
  },
  {
    // 「大概要写 200 条左右」: the two hedges around one figure become one 约 before it.
    re: /(?:大概|大约|大致|差不多)([^，,；;。\d]{0,6}?)(\d[\d.,]*(?:\s*[-~～–—]\s*\d[\d.,]*)?\s*(?:[万千百亿]?[%％]|[万千百亿]?[\u4e00-\u9fa5]{0,2}))\s*左右/g,
    to: '$1约$2',
    note: '「大概 / 大约…左右」改为「约」',
  },
  {
    // 「大概 70%」「大约 200 万条」 → 「约…」: one hedge, the written one.
    re: /(?:大概|大约|大致|差不多)(?=\s*\d)/g,
    to: '约',
    note: '「大概 / 大约…左右」改为「约」',
  },
  {
    // 「120 人左右」 → 「约 120 人」: the figure with its unit or measure word, whatever the unit.
    // A range is one figure: 「约 300-400 张左右」 → 「约 300-400 张」, never 「约 300-约 400 张」.
    re: /((?<![节签预合履制邀公条隐])约\s*)?(\d[\d.,]*(?:\s*[-~～–—]\s*\d[\d.,]*)?\s*(?:[万千百亿]?[%％]|[万千百亿]?[\u4e00-\u9fa5]{0,2}))\s*左右/g,
    // 「200 多人左右」: 多 / 余 already hedges it, 左右 just goes.
    to: (_m, _about, figure: string) => (/多|余/.test(figure) ? figure : `约${figure}`),
    note: '「大概 / 大约…左右」改为「约」',
  },
  // 「节省金额约 420 万元」: the figure says it is an amount.
  { re: /节省(?:了)?金额/g, to: '节省', note: '删去冗余的「金额」' },
  {
    // 「从 1200 提升到了 3500」 → 「从 1200 提升至 3500」: the written form of a change.
    re: /(提升|提高|增长|增加|降低|下降|缩短|减少|上升|压缩)(?:了)?到了?(?=\s*\d)/g,
    to: '$1至',
    note: '「提升到」改为书面的「提升至」',
  },
  {
    // 「开发效率提高了很多」 → 「开发效率大幅提高」: the same claim, said once and in writing.
    re: /(提高|提升|增加|减少|降低|缩短|加快)了?(?:很多|不少|许多|很大)/g,
    to: '大幅$1',
    note: '口语「提高了很多」改为「大幅提高」',
  },
  {
    // The whole clause only (「收集反馈很好地推动…」 is another sentence); 还行 is not 良好.
    re: /(?:大家|同事们?|领导)?的?反馈(?:都)?(?:还)?(?:不错|挺好|很好)(?=$|[，,；;。])/g,
    to: '反馈良好',
    note: '口语「大家反馈都还不错」改为「反馈良好」',
  },
  {
    // 「通过对表单组件的重构，代码量减少 30%」 → 「重构表单组件，…」: the act opens the bullet.
    re: /^通过(?:对)?([^，,；;。]{2,16}?)的?(?:进行)?(重构|优化|改造|升级|迁移|梳理|整合|治理|拆分|分析|调研)(?=[，,])/,
    to: (_m, what, act) => `${act}${what}`,
    note: '「通过对…的重构，…」改为动词开头（重构…），成果接在后面',
  },
  {
    // 「通过引入内推奖励机制，内推占比提升至 35%」 → 「引入内推奖励机制，…」.
    re: /^通过(?=(?:引入|建立|搭建|设计|开发|推行|优化|重构|制定|梳理|上线|改造|实施|推动|组织|策划)[^，,；;。]{2,24}[，,])/,
    to: '',
    note: '删去句首的「通过」，直接以动作开头',
  },
  {
    // 「进行简历筛选和电话邀约」 → 「筛选简历和电话邀约」: the act before its object.
    // Only an object (简历筛选 → 筛选简历), not a manner (回归测试, 压力测试, 初步筛选, 定期维护).
    re: /进行(简历|数据|报表|账目|凭证|票据|合同|订单|库存|日志|代码|需求|文档|资料|信息|客户|用户|样本|问卷)(筛选|分析|统计|整理|测试|评估|审核|核对|排查|维护|录入)/g,
    to: (_m, what, act) => `${act}${what}`,
    note: '删去冗余词「进行」',
  },
  {
    // 「带 3 个采购员」 → 「带领 3 名采购员」: people are counted by 名.
    // Not a bare 人 (带 5 个人的团队 → 名人 would be wrong).
    re: /^带(?:了)?(\d+|[两二三四五六七八九十]+)个(?!人)(?=[\u4e00-\u9fa5]{0,4}(?:员|同事|实习生|新人|工程师|专员|设计师|编辑))/,
    to: '带领$1名',
    note: '「带 3 个…」改为「带领 3 名…」',
  },
  {
    // 「和设计同事一起做了…」 → 「与设计同事共同…」.
    // Only before an act that reads formally after 共同 (「跟仓库一起盘」 stays), and 跟着 is one word.
    re: /(?:^|(?<=[，,；;]))(?:和|跟着|跟|与)([^，,；;。]{1,10}?)一起(?=做|完成|制定|推进|策划|梳理|搭建|开发|设计|处理|分析|组织|推动|编写|撰写|对接|排查|优化|测试|评审|复盘)/g,
    to: '与$1共同',
    note: '口语「和…一起」改为「与…共同」',
  },
  {
    // 「写了很多文案」 → 「撰写大量文案」.
    re: /写了?(?:很多|大量|不少|许多)(?=文案|稿件|文章|脚本|方案|推文|笔记|软文)/g,
    to: '撰写大量',
    note: '口语「写了很多」改为「撰写大量」',
  },
  { re: /^帮(?:助|忙)(?=[\u4e00-\u9fa5])/, to: '协助', note: '「帮助 / 帮忙」改为更书面的「协助」' },
  {
    // 「做年度预算」「做了品牌的视觉规范」「做直播间的话术」: 做 said as the act its object takes.
    // The object up to the clause's end (a longer one is not read: 「做…活动的执行」 is no 策划).
    re: /(?<=^|[，,；;]|协助[^，,；;。]{1,8}|共同|配合[^，,；;。]{1,8})做(?:了|过)?(?=([^，,；;。]{0,14})(?:[，,；;。]|$))/g,
    to: (m: string, object: string) => doneAs(object) ?? m,
    note: '口语「做…」改为具体的动词（编制 / 制定 / 撰写…）',
  },
  { re: /^做了(?=[\u4e00-\u9fa5])/, to: '完成', note: '口语「做了」改为「完成」' },
  {
    // Not when the owned part leans on the first for its object (「负责测试和培训同事使用」).
    // Nor when what follows elaborates the owned part (「…，包括物料主数据、…」 would then hang on the project).
    re: /^(参与了?|协助|配合)([^，。；;,]+)[，,；;]\s*((?:独立)?负责)((?![^，。；;,]*(?:使用|操作|上线|落地|其|它|该)(?:[，。；;,]|$))[^，。；;,]+)(?=$|[，,；;。])(?![，,；;]\s*(?:包括|包含|如|例如|比如|涉及|涵盖|覆盖))(.*)$/,
    to: (_m, weak, what, own, owned, rest) => `${own}${owned}，${weak.replace(/了$/, '')}${what}${rest}`,
    note: '把你负责的部分放到句首、参与的部分放在后面，主次更清楚（「参与」仍写作参与，没有拔高）',
  },
  { re: /(?:积极|认真|努力|有效|成功|顺利|很好)地/g, to: '', note: '删去修饰性的副词', concise: true },
  { re: /(?:积极|认真|努力)(?=参与|负责|完成|配合|协助)/g, to: '', note: '删去修饰性的副词', concise: true },
  { re: /非常|十分/g, to: '', note: '删去修饰性的副词', concise: true },
  {
    re: /[，,]?\s*(?:并)?(?:取得了?良好(?:的)?效果|得到(?:了)?(?:领导|客户|用户|同事)?(?:的)?(?:一致)?(?:好评|认可))/g,
    to: '',
    note: '删去没有具体内容的评价（如「取得良好效果」）',
  },
];

/** A verb form the skills lexicon reads as a skill ("Organized") would state a skill the bullet never wrote. */
export const readsAsSkill = (word: string) =>
  extractSkills(word).some((m) => m.matched.trim().toLowerCase() === word.toLowerCase());
export const safePastOfGerund = (gerund: string) => {
  const past = pastOfGerund(gerund);
  return past && !readsAsSkill(past) ? past : null;
};
export const safePastOfBase = (base: string) => {
  const past = pastOfBase(base);
  return past && !readsAsSkill(past) ? past : null;
};

/**
 * "developing" → "Developed", "planning" → "Planned", "leading" → "Led", from the inflection table
 * (inflection.ts); a word the table does not know comes back as written ("Preforming", "Having").
 */
export function pastTense(gerund: string): string {
  const past = safePastOfGerund(gerund);
  return past ? past[0]!.toUpperCase() + past.slice(1) : gerund;
}

export const NOUN_VERB: Record<string, string> = {
  development: 'Developed',
  design: 'Designed',
  implementation: 'Implemented',
  maintenance: 'Maintained',
  testing: 'Tested',
  creation: 'Created',
  analysis: 'Analyzed',
  planning: 'Planned',
  coordination: 'Coordinated',
  delivery: 'Delivered',
  deployment: 'Deployed',
  integration: 'Integrated',
  migration: 'Migrated',
  optimization: 'Optimized',
  optimisation: 'Optimised',
  preparation: 'Prepared',
  introduction: 'Introduced',
  support: 'Supported',
  configuration: 'Configured',
  installation: 'Installed',
  automation: 'Automated',
  administration: 'Administered',
  management: 'Managed',
  placement: 'Placed',
  formation: 'Built',
  renewal: 'Renewed',
  modernization: 'Modernized',
  modernisation: 'Modernised',
  refactoring: 'Refactored',
  monitoring: 'Monitored',
  research: 'Researched',
};
export const NOUNS = Object.keys(NOUN_VERB).join('|');
/** A task named by a compound noun, said as its act ("bug fixes" → "fixed bugs"). */
const COMPOUND_ACTS: Record<string, string> = {
  'bug fixes': 'fixed bugs',
  'bug fixing': 'fixed bugs',
  'code reviews': 'reviewed code',
  'code review': 'reviewed code',
  'data analysis': 'analyzed data',
  'root cause analysis': 'analyzed root causes',
};
/** Gerunds that are usually nouns at the start of a bullet (Marketing campaigns…). */
export const NOUN_GERUNDS =
  /^(?:engineering|marketing|accounting|training|banking|consulting|networking|programming|manufacturing|scheduling|budgeting|reporting|pricing|advertising|branding|recruiting|housing|catering|nursing|lodging|shipping|clothing|funding|billing|hiring|onboarding|offboarding|modeling|modelling|mapping|writing|building|meeting|understanding|learning|everything|something|nothing|anything|booking|sorting|receiving|routing|loading|dispatching|packing|filtering|searching|importing|hosting|cloning|patching|refreshing|invoicing|uploading|downloading)$/i;

/** People one works with (product managers, the design team, clients), not tools one uses. */
export const PEOPLE =
  /\b(?:managers?|teams?|colleagues|engineers?|developers?|designers?|analysts?|stakeholders?|clients?|customers?|users?|partners?|vendors?|suppliers?|departments?|leadership|executives?|peers|members?|staff|people|students?|teachers?|doctors?|nurses?|owners?|founders?|researchers?|scientists?|marketers?|recruiters?|sales|qa|ops|others|everyone)\b/i;

/**
 * "Working with X": "Used X" only when X is a tool (a lexicon skill, not a soft skill) and no
 * people; people become "Collaborated with X"; anything else stays "Worked with X".
 */
export function workingWith(_m: string, object: string): string {
  const head = object.split(/\s+(?:to|on|for|in|at|during|while)\s+|[,;.]/i)[0] ?? object;
  const tools = extractSkills(head).filter((m) => getSkill(m.id)?.category !== 'soft-skill');
  if (PEOPLE.test(head)) return `Collaborated with ${object}`;
  return tools.length ? `Used ${object}` : `Worked with ${object}`;
}

/** Base forms that are as often nouns (Process improvement, Support for QA): changed only before an article. */
export const NOUN_LIKE_BASES =
  /^(?:search|bill|import|book|pack|load|sort|patch|route|filter|clone|grant|dispatch|upload|download|refresh|process|report|design|test|plan|model|direct|complete|correct|secure|double|select|record|study|research|review|service|support|train|market|program|interview|lecture|document|budget|campaign|file|code|source|screen|schedule|structure|target|track|update|upgrade|work|check|close|balance|audit|brief|draft|chair|champion|coach|pilot|prototype|release|register|render|repair|script|start|survey|tailor|tune|use|supply|serve|move|join|help|fix|forge|edit|estimate|interview|monitor|present|project|purchase|record|service|transfer|drop|map|log|control|set|cut|put|run|lead|show|deal|feed|shoot|stand|win|spin|catalogue|package|order|contact|email|phone|quote|host|access|trade|sale|benchmark|author|engineer|volunteer|mentor|source|compute|debug|clean|answer|question|visit|travel)$/i;
export const OBJECT_START =
  /^(?:a|an|the|all|new|and|multiple|daily|weekly|monthly|over|up|out|key|internal|external|several|various|their|its|team|teams|staff|customer|customers|client|clients)$/i;

/** "Maintain X" → "Maintained X", only for verbs the inflection table knows (never "Haved"). */
/** Base verbs the table may not hold that often follow "and" in a duty ("and act as deputy"). */
const LATER_BASES =
  /^(?:act|discuss|ensure|document|provide|support|help|attend|prepare|review|report|update|track|maintain|monitor|coordinate|communicate|assist|follow|respond|handle|resolve|perform|manage|train|guide)$/i;

/**
 * A capitalised -ing verb inside a sentence ("…non-conformance Spearheading…"): another duty whose
 * line break was lost. Not a name that ends in -ing (Spring Boot, Beijing, Marketing).
 */
export function hasRunOnGerund(text: string): boolean {
  for (const m of text.matchAll(/\s([A-Z][a-z]+ing)\b/g))
    if (pastOfGerund(m[1]!) && !NOUN_GERUNDS.test(m[1]!)) return true;
  return false;
}

/** A later clause opens on a verb of the same form ("…, and ensure …", "…, pitching …"). */
export function hasLaterVerb(rest: string, form: 'base' | 'gerund'): boolean {
  for (const m of rest.matchAll(/(?:\band\b|[,;])\s+(?:(?:and|also|then)\s+)*([A-Za-z]+)\b/gi)) {
    const w = m[1]!;
    if (
      form === 'gerund'
        ? // Known or not ("preforming"): a later -ing duty would stay -ing next to the past; a
          // later duty in the base form ("Creating X and prepare Y") mixes forms already: leave it.
          (/ing$/i.test(w) && !NOUN_GERUNDS.test(w)) ||
          (/^[a-z]/.test(w) && !!pastOfBase(w) && !NOUN_LIKE_BASES.test(w))
        : pastOfBase(w) || LATER_BASES.test(w)
    )
      return true;
  }
  return false;
}

export function baseToPast(
  m: string,
  verb: string,
  joint: string | undefined,
  second: string | undefined,
  next: string,
  offset: string,
  whole: string,
): string {
  if (
    !/^[A-Z][a-z]+$/.test(verb) ||
    !safePastOfBase(verb) ||
    /^(?:of|for|on|in|to|with|at|by|from|as|is|are|was|were|:)$/i.test(next)
  )
    return m;
  if (NOUN_LIKE_BASES.test(verb) && !OBJECT_START.test(next)) return m;
  // "Prepare and Review …" (the joint not changed whole) or "… and ensure …" (a later duty that
  // would stay in the base form next to the past): the bullet keeps one tense as written.
  if (/^(?:and|or|&)$/i.test(next) || hasLaterVerb(String(whole).slice(Number(offset) + m.length), 'base')) return m;
  if (!second) return safePastOfBase(verb)!;
  const past2 = safePastOfBase(second);
  return past2 && !/ing$|ed$/.test(second) ? `${safePastOfBase(verb)}${joint}${past2.toLowerCase()}` : m;
}

export const EN_RULES: TRule[] = [
  {
    // Only where what follows reads as a bullet on its own: "I was handling…", "I am responsible
    // for…", "I built…" — not "I have a experience…" ("Have a experience" is worse).
    re: /^I\s+((?:was|am|have been|had been)\s+)?([A-Za-z]+)/,
    to: (m, aux: string | undefined, next: string) =>
      aux || isKnownPast(next) || /^(?:responsible|in charge|involved)$/i.test(next) ? next : m,
    note: '去掉第一人称「I」',
  },
  {
    re: /^(?:(?:was|were)\s+)?responsible\s+for\s+(?:the\s+)?(development|design|implementation|maintenance|testing|creation|analysis|planning|coordination|delivery|deployment|integration|migration|optimi[sz]ation)\s+of\s+/i,
    to: (_m, noun) => `${NOUN_VERB[noun.toLowerCase()] ?? 'Owned'} `,
    note: '「Responsible for the … of」改为直接的动词开头',
  },
  {
    // "Responsible for developing and maintaining X": both verbs change, or neither.
    re: /^(?:(?:was|were)\s+)?(?:responsible\s+for|tasked\s+with)\s+([a-z]+ing)\b(?:(\s*(?:,\s*)?(?:and|or|&)\s+)([a-z]+ing)\b)?/i,
    to: (m, verb, joint, second) => {
      if (!safePastOfGerund(verb)) return m;
      if (!second) return pastTense(verb);
      const past2 = safePastOfGerund(second);
      return past2 ? `${pastTense(verb)}${joint}${past2}` : m;
    },
    note: '「Responsible for …ing」改为直接的过去式动词开头',
  },
  { re: /^(?:(?:was|were)\s+)?responsible\s+for\s+/i, to: 'Owned ', note: '「Responsible for」改为「Owned」' },
  {
    // "Development and support of X" → "Developed and supported X": both nouns change, or neither.
    re: new RegExp(`^(?:the\\s+)?(${NOUNS})\\s+(?:and|&)\\s+(${NOUNS})\\s+of\\s+(?:the\\s+)?`, 'i'),
    to: (_m, a, b) => `${NOUN_VERB[a.toLowerCase()]} and ${NOUN_VERB[b.toLowerCase()]!.toLowerCase()} `,
    note: '名词化的开头（如「Development and support of」）改为直接的动词开头',
  },
  {
    // "Data analyzing, …" / "Web crawling using …": the object before the activity → the verb first.
    re: /^(data|code|web|content|logs|reports|documents|traffic|software)\s+([a-z]+ing)\b/i,
    to: (m, object, gerund) => {
      const past = safePastOfGerund(gerund);
      if (!past || NOUN_GERUNDS.test(gerund)) return m;
      const what = object.toLowerCase() === 'web' ? 'the web' : object.toLowerCase();
      return `${past[0]!.toUpperCase()}${past.slice(1)} ${what}`;
    },
    note: '「Data analyzing」这类名词化的开头改为动词在前（Analyzed data）',
  },
  {
    re: new RegExp(`^(?:the\\s+)?(${NOUNS})\\s+of\\s+(?:the\\s+)?`, 'i'),
    to: (_m, noun) => `${NOUN_VERB[noun.toLowerCase()] ?? 'Handled'} `,
    note: '名词化的开头（如「The development of」）改为直接的动词开头',
  },
  {
    re: /^work(?:ing|ed)\s+with\s+(.+)$/i,
    to: workingWith,
    note: '「Working with」改为说明是使用工具（Used）还是与人协作（Collaborated with）',
  },
  {
    // "Adding and testing features": both verbs change, or neither ("Added and testing" is broken).
    re: /^(?!working\s+with\b)([A-Za-z]+ing)(?:(\s*(?:,\s*)?(?:and|or|&)\s+)([a-z]+ing))?(?=\s+(?:a|an|the|[a-z]))/i,
    to: (m, verb, joint, second, offset, whole) => {
      const rest = String(whole).slice(Number(offset) + m.length);
      // "Billing each account": a gerund that is often a noun is a verb before a determiner.
      const asVerb = !second && /^\s+(?:each|every|all|the|our|their|its|new)\b/i.test(rest);
      // "Rescheduling of jobs", "Monitoring and troubleshooting of backups": a noun, not a duty.
      if (/^\s+of\b/i.test(rest)) return m;
      // "Working as Executive … since Jan 2012": an ongoing role; the past would break the tense.
      if (/\b(?:since|till\s+date|to\s+date|till\s+now|currently|presently|at\s+present)\b/i.test(rest)) return m;
      if ((NOUN_GERUNDS.test(verb) && !asVerb) || !safePastOfGerund(verb)) return m;
      // "Drafting and preparation of…": a joint the rule cannot change whole; "…, and pitching…": a
      // later verb that would stay -ing next to the past.
      // "…non-conformance Spearheading…": a sentence run on without its stop has a duty of its own.
      if (/^\s*(?:,\s*)?(?:and|or|&)\s/i.test(rest) || hasLaterVerb(rest, 'gerund') || hasRunOnGerund(rest)) return m;
      if (!second) return pastTense(verb);
      const past2 = safePastOfGerund(second);
      return past2 ? `${pastTense(verb)}${joint}${past2}` : m;
    },
    note: '「…ing」开头改为过去式动词开头',
  },
  {
    // "Maintain TNS entries" / "Allocate and track resources": a duty written as an order becomes
    // what was done; both verbs change, or neither ("Designed and coding" is broken).
    re: /^([A-Za-z]+)(?:(\s*(?:,\s*)?(?:and|or|&)\s+)([a-z]+))?(?=\s+([A-Za-z0-9.]+))/,
    to: baseToPast,
    note: '命令式的动词原形开头（如「Maintain」）改为过去式，说清做过什么',
  },
  {
    // "Creates project plans" / "Manages a team of 4": a duty in the present → what was done.
    re: /^([A-Z][a-z]+?)(ies|es|s)(?=\s+([A-Za-z0-9]+))/,
    to: (m, stem: string, ending: string, next: string, offset: string, whole: string) => {
      const base = ending === 'ies' ? `${stem}y` : pastOfBase(`${stem}e`) && ending === 's' ? `${stem}e` : stem;
      const candidates = ending === 'es' ? [stem, `${stem}e`] : [base];
      const verb = candidates.find((b) => safePastOfBase(b));
      if (!verb || /^(?:of|for|on|in|to|with|at|by|from|as|is|are|and|&|:)$/i.test(next)) return m;
      // A state or a role held now ("Holds a PMP certification", "Speaks Mandarin", "Leads a team
      // since 2021", "… currently") is no finished duty: the past would change what it says.
      if (/^(?:hold|speak|know|own|have|live|enjoy|love|like|believe|possess|understand|remain|serve)$/i.test(verb))
        return m;
      if (/\b(?:since|currently|presently|at\s+present|to\s+date|till\s+(?:date|now))\b/i.test(String(whole))) return m;
      if (NOUN_LIKE_BASES.test(verb) && !OBJECT_START.test(next)) return m;
      // "Creates X and manages Y": a later duty would stay in the present next to the past.
      if (/(?:\band|[,;])\s+[a-z]+s\b/.test(String(whole).slice(Number(offset) + m.length))) return m;
      const past = safePastOfBase(verb)!;
      return past[0]!.toUpperCase() + past.slice(1);
    },
    note: '现在时的开头（如「Creates」）改为过去式，说清做过什么',
  },
  {
    // "Performed bug fixes and code reviews" → "Fixed bugs and reviewed code".
    re: /^(?:performed|conducted|did|carried\s+out|handled|done)\s+(?:the\s+)?(bug\s+fix(?:es|ing)|code\s+reviews?|data\s+analysis|root\s+cause\s+analysis)(?:\s+(and)\s+(bug\s+fix(?:es|ing)|code\s+reviews?|data\s+analysis))?(?=$|[\s,;.])/i,
    to: (_m, a: string, joint: string | undefined, b: string | undefined) => {
      const act = (x: string) => COMPOUND_ACTS[x.toLowerCase().replace(/\s+/g, ' ')]!;
      const first = act(a);
      return `${first[0]!.toUpperCase()}${first.slice(1)}${joint && b ? ` and ${act(b)}` : ''}`;
    },
    note: '「Performed bug fixes」这类名词化的说法改为直接的动词（Fixed bugs）',
  },
  {
    // "documentations", "equipments": nouns that take no plural.
    re: /\b(documentation|equipment|software|hardware|feedback|knowledge|information|furniture)s\b/gi,
    to: '$1',
    note: '改正语法：不可数名词不加复数（documentations → documentation）',
  },
  {
    // "Was leading a team of 5" → "Led a team of 5": the same claim, in the past tense.
    re: /^(?:was|were)\s+([a-z]+ing)\b/i,
    to: (m, verb) => (NOUN_GERUNDS.test(verb) || !safePastOfGerund(verb) ? m : pastTense(verb)),
    note: '「Was …ing」改为过去式动词开头',
  },
  {
    re: /^(?:participation|involvement)\s+in\s+/i,
    to: 'Contributed to ',
    note: '「Participation in」改为「Contributed to」',
  },
  { re: /^(?:(?:was|were)\s+)?in\s+charge\s+of\s+/i, to: 'Oversaw ', note: '「In charge of」改为「Oversaw」' },
  { re: /^helped\s+(?:with|on)\s+/i, to: 'Contributed to ', note: '「Helped with」改为「Contributed to」' },
  {
    re: /^(?:participated\s+in|took\s+part\s+in|(?:was\s+)?involved\s+in|worked\s+on)\s+/i,
    to: 'Contributed to ',
    note: '笼统的「Participated in / Worked on」改为「Contributed to」（没有拔高成 Led）',
  },
  { re: /^assisted\s+(?:with|in)\s+/i, to: 'Supported ', note: '「Assisted with」改为「Supported」' },
  { re: /^duties\s+include[sd]?:?\s*/i, to: '', note: '删去「Duties included」' },
  // Before "my" and "myself" go: "by myself by calling" lost its myself and read "by by calling".
  {
    re: /\b(?:all\s+)?by\s+myself\b|\bon\s+my\s+own\b/gi,
    to: 'independently',
    note: '「by myself / on my own」改为「independently」',
  },
  { re: /\btaught\s+myself\b/gi, to: 'learned', note: '「taught myself」改为「learned」' },
  {
    // "Led my team of 5" → "Led the team of 5"; not in an objective ("To use my qualifications…"),
    // where "the" would blur whose they are.
    re: /\bmy\s+(?!own\b)/gi,
    to: (m: string, _offset: string, whole: string) =>
      isKnownPast(/^[A-Za-z]+/.exec(whole.trim())?.[0] ?? '') ? 'the ' : m,
    note: '去掉第一人称「my」',
  },
  { re: /\bmyself\b\s*/gi, to: '', note: '去掉第一人称' },
  { re: /(?<=[,;]\s*)I\s+(?=[a-z])/g, to: '', note: '去掉第一人称「I」' },
  { re: /\bsuccessfully\s+/gi, to: '', note: '删去空泛的「successfully」' },
  { re: /\bwas able to\s+/gi, to: '', note: '删去「was able to」' },
  { re: /\bin order to\b/gi, to: 'to', note: '「in order to」改为「to」' },
  { re: /\butili[sz]ed\b/gi, to: 'used', note: '「utilized」改为「used」' },
  { re: /\butili[sz]ing\b/gi, to: 'using', note: '「utilizing」改为「using」' },
  { re: /\b(?:a lot of|lots of)\b/gi, to: 'many', note: '「a lot of」改为「many」' },
  { re: /\bvarious\s+/gi, to: '', note: '删去空泛的「various」' },
  { re: /\bseveral\s+/gi, to: '', note: '删去空泛的「several」' },
  { re: /\bsome\s+(?!of\b)/gi, to: '', note: '删去空泛的「some」' },
  // "etc." and "and so on" stay: they say the list goes on (an outside rater counted dropping them as a lost fact).
  { re: /\bas\s+per\b/gi, to: 'per', note: '「as per」改为「per」' },
  { re: /\b(?:very|really|highly)\s+/gi, to: '', note: '删去修饰性的副词', concise: true },
  { re: /\b(?:effectively|efficiently)\s+/gi, to: '', note: '删去修饰性的副词', concise: true },
];

export function applyRules(text: string, rules: TRule[], concise: boolean): TWording {
  let out = text;
  const notes: string[] = [];
  for (const rule of rules) {
    if (rule.concise && !concise) continue;
    rule.re.lastIndex = 0;
    if (!rule.re.test(out)) continue;
    rule.re.lastIndex = 0;
    const next =
      typeof rule.to === 'string'
        ? out.replace(rule.re, rule.to)
        : out.replace(rule.re, rule.to as (...m: string[]) => string);
    if (next !== out && next.trim()) {
      out = next;
      notes.push(rule.note);
    }
  }
  return { text: out, notes: uniq(notes) };
}

export function tidy(text: string, zh: boolean): string {
  let t = text
    .replace(/[ \t]{2,}/g, ' ')
    // A comma left before other punctuation goes, but not before a term that starts with a dot (", .Net").
    .replace(/([，,；;、])\s*(?=[，,；;。]|\.(?![A-Za-z0-9]))/g, '')
    .replace(/^[\s，,；;、。.]+/, '')
    .trim();
  // A sentence after a stop starts upper case, not a word after an abbreviation ("Govt. of India").
  if (!zh && t)
    t = (t[0]!.toUpperCase() + t.slice(1)).replace(
      /(?<!\b(?:[Gg]ovt|[Dd]ept|[Pp]vt|[Ll]td|[Cc]o|[Ii]nc|[Nn]o|[Aa]pprox|etc|e\.g|i\.e|vs|[Mm]rs?|[Dd]r|[Ss]t|[Ss]r|[Jj]r))([.!?]\s+)([a-z])/g,
      (_m, p, c) => p + c.toUpperCase(),
    );
  return t;
}

/** The wording rules on one sentence (no label, no bullet mark). */
export function rewordText(body: string, options: { concise?: boolean } = {}): TWording {
  const zh = isZh(body);
  if (!zh) return rewordEnglish(body, options.concise ?? false);
  const r = applyRules(body, ZH_RULES, options.concise ?? false);
  const text = tidy(r.text, zh);
  return text === body.trim() ? { text: body, notes: [] } : { text, notes: r.notes };
}

/** A verb form the inflection table knows (Monitoring, Created, Maintain). */
export const isVerbForm = (w: string) => !!(pastOfGerund(w) || isKnownPast(w) || pastOfBase(w));

/**
 * The pieces of an English bullet that each open on their own verb: its sentences, the items a lost
 * bullet glyph separates ("Answering queries ? Sending quotations", the "?" a "•" became), and a
 * sentence run on without its space ("…with Hive partition.Monitoring Hadoop scripts").
 */
function englishPieces(body: string): { pieces: string[]; joints: string[]; repaired: boolean } {
  let text = body;
  let repaired = false;
  // A lost glyph between two duties: " ? " or " • " between two items that each open on a verb
  // ("Answering queries ? Sending quotations"), not after a label ("Responsibilities ? Design…").
  const items = text.split(/(\s+[?•·]\s+)(?=[A-Z][a-z]+\b)/);
  if (items.length > 1) {
    const opener = (t: string) => /^[^A-Za-z]*([A-Za-z]+)/.exec(t)?.[1] ?? '';
    let joined = items[0]!;
    for (let i = 1; i < items.length; i += 2) {
      const before = items[i - 1]!;
      const after = items[i + 1]!;
      // Each a duty of its own (three words at least): 「Design ? Build ? Test」 is a list of words.
      const words = (t: string) => (t.match(/[A-Za-z]+/g) ?? []).length;
      const split =
        isVerbForm(opener(before)) &&
        isVerbForm(opener(after)) &&
        !/[-–:]\s*$/.test(before) &&
        words(before.split(/\s+[?•·]\s+/).at(-1)!) >= 3 &&
        words(after) >= 3;
      joined += (split ? '; ' : items[i]!) + after;
      repaired ||= split;
    }
    text = joined;
  }
  // "partition.Monitoring": a full stop with no space before a capitalised verb (not "Node.Js").
  text = text.replace(/(?<=\b[a-z]{3,})\.(?=([A-Z][a-z]+)\b)/g, (m, w: string) =>
    isVerbForm(w) ? ((repaired = true), '. ') : m,
  );
  const parts = text.split(/(?<=[.;])\s+(?=[A-Z])/);
  const joints = parts.slice(1).map((_p, i) => (parts[i]!.endsWith(';') ? ';' : '.'));
  return { pieces: parts, joints, repaired };
}

/** The English rules on each piece of a bullet, so every duty opens on a past-tense verb. */
function rewordEnglish(body: string, concise: boolean): TWording {
  const { pieces, joints, repaired } = englishPieces(body);
  const notes: string[] = repaired ? ['把连在一起的几项职责断开，每项以动词开头'] : [];
  const out = pieces.map((piece, i) => {
    const r = applyRules(piece, EN_RULES, concise);
    notes.push(...r.notes);
    let t = tidy(r.text, false);
    // "…; sent quotations": an item after a semicolon goes on in lower case.
    if (i > 0 && joints[i - 1] === ';' && /^[A-Z][a-z]+\b/.test(t) && isKnownPast(/^[A-Za-z]+/.exec(t)![0]))
      t = t[0]!.toLowerCase() + t.slice(1);
    return t;
  });
  // Every duty in one tense, or the bullet as written: "Answered…; Billing…" would mix them.
  // Among items joined by semicolons: an -ing duty left as written next to one made past.
  const listed = pieces.map((_p, i) => joints[i - 1] === ';' || joints[i] === ';');
  const wasGerund = pieces.map((t, i) => listed[i] && /^[A-Za-z]+ing\b/.test(t.trim()));
  const stillGerund = out.filter((t, i) => wasGerund[i] && /^[A-Za-z]+ing\b/.test(t)).length;
  if (stillGerund > 0 && stillGerund < wasGerund.filter(Boolean).length) return { text: body, notes: [] };
  const text = out.reduce((acc, t, i) => (i === 0 ? t : `${acc} ${t}`), '');
  return text === body.trim() ? { text: body, notes: [] } : { text, notes: uniq(notes) };
}

export const ZH_LONG = 80;
export const EN_LONG_WORDS = 40;

export const zhLength = (s: string) => s.replace(/\s/g, '').length;
export const enWords = (s: string) => (s.match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)?/g) ?? []).length;

/** Splits an overlong sentence at the sentence or clause break nearest its middle; null when it cannot. */
export function splitLong(body: string): [string, string] | null {
  const zh = isZh(body);
  if (zh ? zhLength(body) <= ZH_LONG : enWords(body) <= EN_LONG_WORDS) return null;
  const breaks = zh ? [/[；;。](?!$)/g, /[，,](?!$)/g] : [/(?<=[;.])\s+(?=\S)/g, /,\s+(?:and\s+)?(?=\S)/g];
  for (const re of breaks) {
    let best: { at: number; len: number } | null = null;
    for (const m of body.matchAll(re)) {
      const dist = Math.abs(m.index - body.length / 2);
      if (!best || dist < Math.abs(best.at - body.length / 2)) best = { at: m.index, len: m[0].length };
    }
    if (!best) continue;
    let a = body.slice(0, best.at).trim();
    let b = body.slice(best.at + best.len).trim();
    if (zh ? Math.min(zhLength(a), zhLength(b)) < 15 : Math.min(enWords(a), enWords(b)) < 6) continue;
    a = a.replace(/[；;，,]+$/, '');
    b = b.replace(/^(?:同时|并且|而且|此外|另外|以及)?(?:还|也)?(?=[\u4e00-\u9fa5])/, '') || b;
    if (!zh) {
      a = a.replace(/[;,]+$/, '');
      b = b[0]!.toUpperCase() + b.slice(1);
    }
    return [a, b];
  }
  return null;
}

export const EN_PAST_VERB =
  /^(?!(?:need|feed|speed|seed|breed|embed|bed|shed|red|hundred|based|related|used)$)(?:[a-z]+ed|built|led|ran|wrote|made|set|won|drove|taught|sold|bought|grew|held|kept|met|oversaw|brought|began|chose|gave|got|found|took|spoke|cut)$/i;

/**
 * Two actions joined in one bullet ("Performed installations and provided customer care";
 * 「负责订单系统开发，并参与支付模块重构」) read better as two: split at the joint when both halves
 * are whole actions. Null when there is no such joint.
 */
export function splitActions(body: string): [string, string] | null {
  if (isZh(body)) {
    const m = /^(.{8,}?)[，,；;]\s*(?:并且?|同时|此外|另外)(?:还|也)?(?=[\u4e00-\u9fa5])(.{8,})$/.exec(body.trim());
    if (!m) return null;
    return [m[1]!.replace(/[，,；;]+$/, ''), m[2]!];
  }
  const words = body.trim().split(/\s+/);
  for (let i = 4; i < words.length - 4; i++) {
    if (words[i]!.toLowerCase() !== 'and' || !EN_PAST_VERB.test(words[i + 1]!)) continue;
    if (/,$/.test(words[i - 1]!) && /,/.test(words.slice(0, i - 1).join(' '))) continue; // a list "a, b, and c"
    const a = words
      .slice(0, i)
      .join(' ')
      .replace(/[,;]+$/, '');
    const b = words.slice(i + 1).join(' ');
    return [a, b[0]!.toUpperCase() + b.slice(1)];
  }
  return null;
}

// ── Result first ─────────────────────────────────────────────────────────────────────────────

/** A clause that states a result: a figure and a change or an outcome. */
export const ZH_RESULT =
  /(提升|提高|降低|降至|降到|减少|缩短|增长|增加|达到|节省|节约|突破|实现|覆盖|从.{1,12}(?:到|至))/;
export const EN_RESULT_GERUND =
  /^(reducing|increasing|improving|cutting|raising|growing|boosting|saving|lowering|doubling|shortening|accelerating)$/i;

/**
 * The bullet with its result first: 「重构订单服务，接口耗时从 800ms 降到 200ms」 →
 * 「接口耗时从 800ms 降到 200ms：重构订单服务」; "Refactored the order service, reducing latency by
 * 40%" → "Reduced latency by 40% through refactoring the order service". Only a bullet of one
 * action and one trailing result (the action without a figure, the result with one); null otherwise.
 */
export function resultFirst(body: string, options: { zh?: boolean } = {}): string | null {
  const t = body.trim();
  if (isZh(t)) {
    // Chinese bullets keep their verb first (负责…，使…): the reader and the quality score expect
    // a verb-led line, and 「成果：做法」 reads as a heading. Only English leads with the result.
    if (!options.zh) return null;
    const m = /^([^，,；;。]{6,40})[，,；;]\s*(?:从而|最终|并|使得?|将)?([^，,；;。]{4,40})([。]?)$/.exec(t);
    if (!m || isQuantified(m[1]!) || !isQuantified(m[2]!) || !ZH_RESULT.test(m[2]!)) return null;
    if (/^(?:负责|参与|协助)/.test(m[2]!)) return null;
    return `${m[2]!.trim()}：${m[1]!.trim()}${m[3]}`;
  }
  const m = /^([A-Z][a-z]+)\s+([^,;]{6,120}?),\s+([a-z]+ing)\s+([^,;]{3,120}?)(\.?)$/.exec(t);
  if (!m || !isKnownPast(m[1]!) || !EN_RESULT_GERUND.test(m[3]!)) return null;
  if (isQuantified(m[2]!) || !isQuantified(m[4]!)) return null;
  const result = pastOfGerund(m[3]!);
  const how = gerundOfPast(m[1]!);
  if (!result || !how) return null;
  return `${result[0]!.toUpperCase()}${result.slice(1)} ${m[4]} through ${how.toLowerCase()} ${m[2]}${m[5]}`;
}

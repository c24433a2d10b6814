import {
  gap,
  GAP_PATTERN,
  renderResumeText,
  type TAiPosition,
  type TJobAnalysis,
  type TModification,
  type TOptimizationResult,
  type TRequirementMatch,
  type TResumeJson,
} from '@offerpilot/shared';
import { factViolations, isSkillSpelling, type TFactSource } from '../fact-check.ts';
import { factCheckedRewrite } from '../apply.ts';
import { BUILTIN_MODEL, type TAiResume, type TOptimizeInput } from '../provider.ts';
import { analyzeBasic, analyzeJob, isQuantified } from './analysis.ts';
import {
  isContactLine,
  isRealEmployer,
  isRealTitle,
  resumeLanguage,
  resumeSample,
  withoutContactDetails,
} from './facts.ts';
import { resumeYears } from './years.ts';
import { extractSkills, getSkill, normaliseSkill } from '../../text/index.ts';

/**
 * The built-in resume optimisation: deterministic rewrite rules that make a resume clearer and
 * more targeted without adding a single fact. What a rule cannot know (a result, a number, where
 * a listed skill was used) becomes a marked gap 【待补充：…】 for the user to fill. Every change is
 * a modification whose `original` is verbatim resume text, so each can be applied on its own;
 * all of them pass the fact check (fact-check.ts) before they are applied.
 *
 * The rules are shared with the conversational assistant (chat.ts).
 */

const CJK = /[\u3400-\u9fff]/;
const isZh = (text: string) => CJK.test(text);
const quote = (s: string) => `「${s}」`;
const uniq = <T>(xs: T[]) => [...new Set(xs)];
/** Spaces around a term only where it meets Chinese with a Latin letter (使用 Kubernetes 的, 使用高并发的). */
const spaced = (term: string) =>
  `${/^[A-Za-z0-9]/.test(term) ? ' ' : ''}${term}${/[A-Za-z0-9+#]$/.test(term) ? ' ' : ''}`;

// ── Bullets ──────────────────────────────────────────────────────────────────────────────────

export type TBulletSection = 'work' | 'projects' | 'education' | 'other';

export interface TBulletRef {
  section: TBulletSection;
  /** Verbatim, as stored. */
  text: string;
  /** Index of the entry (work, project, school, other section) and of the line in it. */
  entry: number;
  line: number;
  /** Current job first: 0 for the first work entry. */
  label: string;
}

/** Every bullet of the resume that rules may rewrite, in document order (work, projects, education, other). */
export function listBullets(json: TResumeJson): TBulletRef[] {
  const out: TBulletRef[] = [];
  json.work.forEach((w, entry) =>
    w.highlights.forEach((text, line) => {
      if (text.trim()) out.push({ section: 'work', text, entry, line, label: w.company ?? w.title ?? '' });
    }),
  );
  json.projects.forEach((p, entry) =>
    p.highlights.forEach((text, line) => {
      if (text.trim()) out.push({ section: 'projects', text, entry, line, label: p.name ?? p.role ?? '' });
    }),
  );
  json.education.forEach((e, entry) =>
    e.details.forEach((text, line) => {
      if (text.trim()) out.push({ section: 'education', text, entry, line, label: e.school ?? '' });
    }),
  );
  json.other.forEach((o, entry) =>
    o.lines.forEach((text, line) => {
      if (text.trim()) out.push({ section: 'other', text, entry, line, label: o.title });
    }),
  );
  return out;
}

type TBulletKind = 'action' | 'description' | 'list';

const BULLET_MARK = /^(?:[\s•·\-–—*●▪◆■□✓√>]+|\d{1,2}\s*[.、．)）]\s*|[（(]\d{1,2}[)）]\s*)/;
const LABEL_ZH = /^([\u4e00-\u9fa5]{2,6})\s*[：:]\s*/;
const LABEL_EN = /^([A-Za-z][A-Za-z&/ ]{1,28}?)\s*:\s*/;
const LIST_LABEL =
  /(技术栈|技术环境|开发环境|使用技术|技术选型|开发工具|工具|技能|环境|tools?|tech(?:nolog(?:y|ies))?|stack|environment|skills)/i;
const DESCRIPTION_LABEL = /(描述|简介|背景|介绍|概述|概况|description|overview|background|about)/i;

/** A bullet split into what rules keep (mark and label) and the body they rewrite. */
function splitBullet(text: string): { prefix: string; body: string; kind: TBulletKind } {
  const mark = BULLET_MARK.exec(text)?.[0] ?? '';
  let rest = text.slice(mark.length);
  let prefix = mark;
  let kind: TBulletKind = 'action';
  const label = LABEL_ZH.exec(rest) ?? LABEL_EN.exec(rest);
  if (label && label[1]!.trim().split(/\s+/).length <= 3) {
    if (LIST_LABEL.test(label[1]!)) kind = 'list';
    else if (DESCRIPTION_LABEL.test(label[1]!)) kind = 'description';
    prefix += label[0];
    rest = rest.slice(label[0].length);
  }
  return { prefix, body: rest, kind };
}

// ── Wording rules ────────────────────────────────────────────────────────────────────────────

export interface TWording {
  text: string;
  /** Chinese notes for the reason, one per kind of change. */
  notes: string[];
}

interface TRule {
  re: RegExp;
  to: string | ((...m: string[]) => string);
  note: string;
  /** Only when asked to be concise. */
  concise?: boolean;
}

const ZH_RULES: TRule[] = [
  { re: /^(?:我们(?=团队|小组))|^(?:我|本人)(?:主要|曾经|曾|还)?(?=\S)/, to: '', note: '去掉第一人称「我 / 本人」' },
  { re: /([，,；;、])\s*(?:我|本人)(?:主要|还|也)?(?=[\u4e00-\u9fa5])/g, to: '$1', note: '去掉第一人称「我 / 本人」' },
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
    re: /(完成|参与|实现|负责|搭建|设计|开发|编写|推动|优化|建立|组织|策划|撰写|主导|带领|协助|处理|制定|整理|取得|保证|确保)了(?![解])/g,
    to: '$1',
    note: '删去多余的「了」',
  },
  {
    re: /^(负责|参与|主导|协助)([^，。；;,、]{2,20}?)的(开发|设计|测试|维护|优化|搭建|重构|部署|运营|推广|实施|落地|建设|迭代|管理)(?=$|[，。；;,])/,
    to: (_m, role, what, act) => `${role}${act}${what}`,
    note: '「负责…的开发」改为动词在前的「负责开发…」，先说做了什么',
  },
  { re: /^帮(?:助|忙)(?=[\u4e00-\u9fa5])/, to: '协助', note: '「帮助 / 帮忙」改为更书面的「协助」' },
  { re: /^做了(?=[\u4e00-\u9fa5])/, to: '完成', note: '口语「做了」改为「完成」' },
  {
    re: /^(参与了?|协助|配合)([^，。；;,]+)[，,；;]\s*((?:独立)?负责)([^，。；;,]+)(.*)$/,
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

const EN_IRREGULAR_PAST: Record<string, string> = {
  building: 'Built',
  leading: 'Led',
  writing: 'Wrote',
  running: 'Ran',
  making: 'Made',
  teaching: 'Taught',
  setting: 'Set',
  keeping: 'Kept',
  bringing: 'Brought',
  selling: 'Sold',
  holding: 'Held',
  taking: 'Took',
  overseeing: 'Oversaw',
  driving: 'Drove',
  growing: 'Grew',
  speaking: 'Spoke',
  finding: 'Found',
  rebuilding: 'Rebuilt',
  rewriting: 'Rewrote',
  cutting: 'Cut',
  putting: 'Put',
  giving: 'Gave',
  meeting: 'Met',
  winning: 'Won',
};

/** "developing" → "Developed", "planning" → "Planned", "applying" → "Applied". */
export function pastTense(gerund: string): string {
  const g = gerund.toLowerCase();
  const irregular = EN_IRREGULAR_PAST[g];
  if (irregular) return irregular;
  let base = g.replace(/ing$/, '');
  if (/[^aeiou]y$/.test(base)) base = `${base.slice(0, -1)}i`;
  const past = `${base}ed`;
  return past[0]!.toUpperCase() + past.slice(1);
}

const NOUN_VERB: Record<string, string> = {
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
};
const NOUNS = Object.keys(NOUN_VERB).join('|');
/** Gerunds that are usually nouns at the start of a bullet (Marketing campaigns…). */
const NOUN_GERUNDS =
  /^(?:engineering|marketing|accounting|training|banking|consulting|networking|programming|manufacturing|scheduling|budgeting|reporting|pricing|advertising|branding|recruiting|housing|catering|nursing|lodging|shipping|clothing|funding|billing|hiring|onboarding|offboarding|modeling|modelling|mapping|writing|building|meeting|understanding|learning|everything|something|nothing|anything)$/i;

/** People one works with (product managers, the design team, clients), not tools one uses. */
const PEOPLE =
  /\b(?:managers?|teams?|colleagues|engineers?|developers?|designers?|analysts?|stakeholders?|clients?|customers?|users?|partners?|vendors?|suppliers?|departments?|leadership|executives?|peers|members?|staff|people|students?|teachers?|doctors?|nurses?|owners?|founders?|researchers?|scientists?|marketers?|recruiters?|sales|qa|ops|others|everyone)\b/i;

/**
 * "Working with X": "Used X" only when X is a tool (a lexicon skill, not a soft skill) and no
 * people; people become "Collaborated with X"; anything else stays "Worked with X".
 */
function workingWith(_m: string, object: string): string {
  const head = object.split(/\s+(?:to|on|for|in|at|during|while)\s+|[,;.]/i)[0] ?? object;
  const tools = extractSkills(head).filter((m) => getSkill(m.id)?.category !== 'soft-skill');
  if (PEOPLE.test(head)) return `Collaborated with ${object}`;
  return tools.length ? `Used ${object}` : `Worked with ${object}`;
}

const EN_RULES: TRule[] = [
  { re: /^I\s+(?:was|am|have been|had been)?\s*/, to: '', note: '去掉第一人称「I」' },
  {
    re: /^(?:(?:was|were)\s+)?responsible\s+for\s+(?:the\s+)?(development|design|implementation|maintenance|testing|creation|analysis|planning|coordination|delivery|deployment|integration|migration|optimi[sz]ation)\s+of\s+/i,
    to: (_m, noun) => `${NOUN_VERB[noun.toLowerCase()] ?? 'Owned'} `,
    note: '「Responsible for the … of」改为直接的动词开头',
  },
  {
    re: /^(?:(?:was|were)\s+)?(?:responsible\s+for|tasked\s+with)\s+([a-z]+ing)\b/i,
    to: (_m, verb) => pastTense(verb),
    note: '「Responsible for …ing」改为直接的过去式动词开头',
  },
  { re: /^(?:(?:was|were)\s+)?responsible\s+for\s+/i, to: 'Owned ', note: '「Responsible for」改为「Owned」' },
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
    re: /^(?!working\s+with\b)([A-Za-z]+ing)(?=\s+(?:a|an|the|[a-z]))/i,
    to: (m, verb) => (NOUN_GERUNDS.test(verb) ? m : pastTense(verb)),
    note: '「…ing」开头改为过去式动词开头',
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
  { re: /\bmy\s+/gi, to: 'the ', note: '去掉第一人称「my」' },
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
  { re: /,?\s*\betc\b\.?/gi, to: '', note: '删去「etc.」' },
  { re: /\b(?:very|really|highly)\s+/gi, to: '', note: '删去修饰性的副词', concise: true },
  { re: /\b(?:effectively|efficiently)\s+/gi, to: '', note: '删去修饰性的副词', concise: true },
];

function applyRules(text: string, rules: TRule[], concise: boolean): TWording {
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

function tidy(text: string, zh: boolean): string {
  let t = text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/([，,；;、])\s*(?=[，,；;。.])/g, '')
    .replace(/^[\s，,；;、。.]+/, '')
    .trim();
  if (!zh && t) t = (t[0]!.toUpperCase() + t.slice(1)).replace(/([.!?]\s+)([a-z])/g, (_m, p, c) => p + c.toUpperCase());
  return t;
}

/** The wording rules on one sentence (no label, no bullet mark). */
export function rewordText(body: string, options: { concise?: boolean } = {}): TWording {
  const zh = isZh(body);
  const r = applyRules(body, zh ? ZH_RULES : EN_RULES, options.concise ?? false);
  const text = tidy(r.text, zh);
  return text === body.trim() ? { text: body, notes: [] } : { text, notes: r.notes };
}

const ZH_LONG = 80;
const EN_LONG_WORDS = 40;

const zhLength = (s: string) => s.replace(/\s/g, '').length;
const enWords = (s: string) => (s.match(/[A-Za-z0-9]+(?:['’][A-Za-z]+)?/g) ?? []).length;

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

const EN_PAST_VERB =
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

// ── Quantification gaps ──────────────────────────────────────────────────────────────────────

const ZH_HINTS: [RegExp, string][] = [
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
const EN_HINTS: [RegExp, string][] = [
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

const hasGap = (text: string) => text.includes('【待补充');
const withoutGaps = (text: string) => text.replace(GAP_PATTERN, '');

/** The sentence with a quantification gap appended (never a number). */
export function withQuantifyGap(body: string): string {
  const hint = quantifyHint(body);
  const zh = isZh(body);
  const end = (zh ? /[。.]$/ : /\.$/).exec(body.trim())?.[0] ?? '';
  const core = body
    .trim()
    .slice(0, body.trim().length - end.length)
    .replace(/[\s,，;；、:：]+$/, '');
  return zh ? `${core}，使${gap(hint)}${end}` : `${core}, ${gap(hint)}${end}`;
}

export function needsQuantifying(text: string): boolean {
  const { body, kind } = splitBullet(text);
  return kind === 'action' && body.trim().length >= 4 && !hasGap(body) && !isQuantified(body);
}

// ── Position context ─────────────────────────────────────────────────────────────────────────

export interface TPositionPlan {
  position: TAiPosition;
  job: TJobAnalysis;
  /** Ids (or lower-case keywords) of the job's skills the resume shows, required first. */
  matchedIds: string[];
}

const termKey = (term: string) => normaliseSkill(term) ?? term.toLowerCase();

export function positionPlan(resume: TAiResume, position: TAiPosition | undefined): TPositionPlan | null {
  if (!position) return null;
  const job = analyzeJob(resume, position);
  const inResume = new Set(
    [...job.matched_keywords, ...job.missing_keywords.in_resume_not_stated].map((t) => termKey(t)),
  );
  const ordered = [...job.requirements].sort((a, b) => Number(a.kind !== 'required') - Number(b.kind !== 'required'));
  const matchedIds = uniq(ordered.flatMap((r) => r.skills.map(termKey)).filter((k) => inResume.has(k)));
  return { position, job, matchedIds };
}

/** The requirement a text serves: the first (required before preferred) whose skills it mentions. */
export function requirementFor(plan: TPositionPlan | null, text: string): TRequirementMatch | null {
  if (!plan) return null;
  const ids = new Set(extractSkills(text).map((m) => m.id));
  const lower = text.toLowerCase();
  const ordered = [...plan.job.requirements].sort(
    (a, b) => Number(a.kind !== 'required') - Number(b.kind !== 'required'),
  );
  return (
    ordered.find((r) =>
      r.skills.some((s) => {
        const id = normaliseSkill(s);
        return id ? ids.has(id) : lower.includes(s.toLowerCase());
      }),
    ) ?? null
  );
}

function requirementOfTerm(plan: TPositionPlan, term: string): TRequirementMatch | null {
  const key = termKey(term);
  const ordered = [...plan.job.requirements].sort(
    (a, b) => Number(a.kind !== 'required') - Number(b.kind !== 'required'),
  );
  return ordered.find((r) => r.skills.some((s) => termKey(s) === key)) ?? null;
}

/** The bullet best placed to say where a listed-but-unshown skill was used. */
function bestBulletFor(bullets: TBulletRef[], term: string, requirement: TRequirementMatch | null): TBulletRef | null {
  const candidates = bullets.filter(
    (b) => (b.section === 'work' || b.section === 'projects') && splitBullet(b.text).kind !== 'list',
  );
  if (candidates.length === 0) return null;
  const id = normaliseSkill(term);
  const entry = id ? getSkill(id) : undefined;
  const reqIds = new Set((requirement?.skills ?? []).map((s) => normaliseSkill(s)).filter((x): x is string => !!x));
  let best: { b: TBulletRef; score: number } | null = null;
  for (const b of candidates) {
    const mentions = extractSkills(b.text);
    let score = 0;
    for (const m of mentions) {
      const other = getSkill(m.id);
      if (entry && other?.category === entry.category) score += 2;
      if (entry && (entry.related?.includes(m.id) || other?.related?.includes(entry.id))) score += 3;
      if (reqIds.has(m.id)) score += 2;
    }
    if (!entry && b.text.includes(term.slice(0, 2))) score += 1;
    if (b.section === 'work' && b.entry === 0) score += 1;
    if (splitBullet(b.text).kind === 'description') score -= 0.5;
    if (!best || score > best.score) best = { b, score };
  }
  return best!.b;
}

// ── Bullet modifications ─────────────────────────────────────────────────────────────────────

export interface TBulletOptions {
  /** Sections to work on (default: all bullet sections). */
  sections?: TBulletSection[];
  /** Only these bullets (verbatim texts). */
  only?: string[];
  wording?: boolean;
  quantify?: boolean;
  split?: boolean;
  concise?: boolean;
  /** Add "where did you use X" gaps for the job's listed-but-unshown skills. */
  positionGaps?: boolean;
  /** At most this many quantification gaps per entry (default 4). */
  gapsPerEntry?: number;
  /**
   * Keep changes that only add a gap (the assistant, asked to "quantify this", offers exactly
   * that). The optimisation leaves it off: its changes rewrite the sentence itself.
   */
  allowGapOnly?: boolean;
}

export interface TPlannedChange {
  mod: TModification;
  kinds: Set<'wording' | 'split' | 'quantify' | 'position'>;
}

/** Rewrites one bullet: wording, split, quantification gap, extra gaps; null when nothing changes. */
export function rewriteBullet(
  text: string,
  options: { wording?: boolean; quantify?: boolean; split?: boolean; concise?: boolean; extraGaps?: string[] },
): { optimized: string; notes: string[]; kinds: Set<'wording' | 'split' | 'quantify' | 'position'> } | null {
  const { prefix, body, kind } = splitBullet(text);
  if (kind === 'list' || !body.trim()) return null;
  const notes: string[] = [];
  const kinds = new Set<'wording' | 'split' | 'quantify' | 'position'>();
  let sentence = body;
  if (options.wording !== false) {
    const w = rewordText(body, { concise: options.concise ?? false });
    if (w.notes.length) {
      sentence = w.text;
      notes.push(...w.notes);
      kinds.add('wording');
    }
  }
  let parts: string[] = [sentence];
  if (options.split !== false) {
    const split = splitActions(sentence) ?? splitLong(sentence);
    // A split that leaves a half without its number would only hide the result.
    if (split && (isQuantified(sentence) ? split.every(isQuantified) : true)) {
      parts = split;
      notes.push(
        splitActions(sentence)
          ? '一句里写了两件事，拆成两条，每条以动作开头'
          : `原句过长（${isZh(body) ? `${zhLength(body)} 字` : `${enWords(body)} 个单词`}），拆成两条，便于快速阅读`,
      );
      kinds.add('split');
    }
  }
  const termGap = options.extraGaps?.[0];
  if (
    !termGap &&
    options.quantify !== false &&
    kind === 'action' &&
    !hasGap(body) &&
    !isQuantified(body) &&
    body.trim().length >= 4
  ) {
    parts[parts.length - 1] = withQuantifyGap(parts[parts.length - 1]!);
    notes.push('这条没有任何数字，看不出成果大小：已留出【待补充】位置，请填写真实的结果数据，不要编造');
    kinds.add('quantify');
  }
  // At most one gap per bullet (issue 19): the requirement term when there is one.
  if (termGap) {
    const last = parts[parts.length - 1]!;
    const zh = isZh(withoutGaps(last));
    const end = /[。.]$/.exec(last)?.[0] ?? '';
    parts[parts.length - 1] = `${last.slice(0, last.length - end.length)}${zh ? '；' : '; '}${gap(termGap)}${end}`;
    kinds.add('position');
  }
  const optimized = [prefix + parts[0], ...parts.slice(1)].join('\n');
  if (optimized === text) return null;
  return { optimized, notes: uniq(notes), kinds };
}

export function planBulletModifications(
  source: TFactSource,
  options: TBulletOptions = {},
  plan: TPositionPlan | null = null,
): TPlannedChange[] {
  const bullets = listBullets(source.json);
  const sections = options.sections ?? ['work', 'projects', 'education', 'other'];
  const only = options.only ? new Set(options.only) : null;
  const inScope = (b: TBulletRef) => sections.includes(b.section) && (!only || only.has(b.text));

  // Listed-but-unshown skills of the job → a gap in the most relevant bullet.
  const extra = new Map<string, { gaps: string[]; terms: string[]; requirement: TRequirementMatch | null }>();
  if (plan && options.positionGaps) {
    const scoped = bullets.filter(inScope);
    for (const term of plan.job.missing_keywords.in_resume_not_stated) {
      // Only a real requirement term earns a gap: a lexicon skill (not a soft skill) the position
      // asks for; keyword fragments (及其, 生态) never do.
      const id = normaliseSkill(term);
      if (!id || getSkill(id)?.category === 'soft-skill') continue;
      const requirement = requirementOfTerm(plan, term);
      if (!requirement) continue;
      // One gap per bullet: each term goes to the best bullet that has none yet.
      const target = bestBulletFor(
        scoped.filter((b) => !extra.has(b.text)),
        term,
        requirement,
      );
      if (!target) continue;
      const slot = extra.get(target.text) ?? { gaps: [], terms: [], requirement };
      slot.terms.push(term);
      slot.requirement ??= requirement;
      extra.set(target.text, slot);
    }
    for (const [text, slot] of extra) {
      const zh = isZh(text);
      const skills = slot.terms.filter((t) => normaliseSkill(t));
      const keywords = slot.terms.filter((t) => !normaliseSkill(t));
      if (skills.length) {
        slot.gaps.push(
          zh ? `在此说明使用${spaced(skills.join('、'))}的具体场景` : `where and how you used ${skills.join(', ')}`,
        );
      }
      for (const k of keywords) slot.gaps.push(zh ? `在此说明与「${k}」相关的具体做法` : `your work on "${k}"`);
    }
  }

  const gapsPerEntry = options.gapsPerEntry ?? 4;
  const gapsUsed = new Map<string, number>();
  const seen = new Set<string>();
  const out: TPlannedChange[] = [];
  for (const b of bullets) {
    if (!inScope(b) || seen.has(b.text)) continue;
    seen.add(b.text);
    const isExperience = b.section === 'work' || b.section === 'projects';
    const entryKey = `${b.section}:${b.entry}`;
    const used = gapsUsed.get(entryKey) ?? 0;
    const slot = extra.get(b.text);
    const quantify = (options.quantify ?? true) && isExperience && used < gapsPerEntry && needsQuantifying(b.text);
    const r = rewriteBullet(b.text, {
      wording: options.wording ?? true,
      quantify,
      split: (options.split ?? true) && isExperience,
      concise: options.concise ?? false,
      extraGaps: slot?.gaps ?? [],
    });
    if (!r) continue;
    // A change rewrites the sentence itself: a bullet kept word for word with a gap appended is
    // not a change (issue 19). What it lacks is said in the analysis instead.
    if (!options.allowGapOnly && !r.kinds.has('wording') && !r.kinds.has('split')) continue;
    if (r.kinds.has('quantify')) gapsUsed.set(entryKey, used + 1);
    const notes = [...r.notes];
    const requirement = slot?.requirement ?? requirementFor(plan, b.text);
    if (slot) {
      notes.push(
        `岗位要求${requirement ? quote(requirement.requirement) : ''}中的 ${slot.terms.join('、')} 只出现在你的技能栏或自我评价里，经历中没有体现：` +
          '如果在这段经历中确实用过，请在【待补充】处写明具体做法；没用过就删掉这个占位',
      );
    }
    const mod: TModification = {
      section: b.section,
      original: b.text,
      optimized: r.optimized,
      reason: notes.join('；'),
    };
    if (requirement) mod.requirement = requirement.requirement;
    out.push({ mod, kinds: r.kinds });
  }
  return out;
}

// ── Skills ───────────────────────────────────────────────────────────────────────────────────

const CLAUSE_SPLIT = /([，；;])/;
const LIST_SEP = /\s*([、,/|])\s*/;
const CUE =
  /^(\s*(?:熟练掌握|熟练使用|熟悉使用|精通|熟悉|掌握|了解|熟练|擅长|使用|会用|Proficient in|Familiar with|Skilled in)?\s*)/i;
const TOKEN_SUFFIX = /\s*(?:基础|入门|熟练|精通|\(.*\)|（.*）)$/;

const isSkillToken = (token: string) => {
  const t = token.replace(TOKEN_SUFFIX, '').trim();
  return t !== '' && normaliseSkill(t) !== null;
};

/** Canonical spelling of the skills in one line (js → JavaScript); the pairs changed. */
function normaliseSkillNames(item: string): { text: string; pairs: [string, string][] } {
  let text = item;
  const pairs: [string, string][] = [];
  for (const m of extractSkills(item).reverse()) {
    const name = getSkill(m.id)?.name;
    if (!name || !/^[\x20-\x7e]+$/.test(name) || name.includes(' / ') || m.matched === name) continue;
    if (!isSkillSpelling(m.matched, m.id) || !isSkillSpelling(name, m.id)) continue;
    // Keep versions as written (Vue3, HTML5): only spelling and case change.
    if (
      m.matched.toLowerCase().replace(/[\s._-]/g, '') !== name.toLowerCase().replace(/[\s._-]/g, '') &&
      /\d/.test(m.matched) &&
      !/k8s/i.test(m.matched)
    )
      continue;
    text = text.slice(0, m.start) + name + text.slice(m.end);
    pairs.unshift([m.matched, name]);
  }
  return { text, pairs };
}

interface TListClause {
  cue: string;
  tokens: string[];
  seps: string[];
  tail: string;
}

function parseClause(clause: string): TListClause | null {
  const cue = CUE.exec(clause)?.[1] ?? '';
  let rest = clause.slice(cue.length);
  const tail = /\s*(?:等(?:技术|工具|框架)?)?[。.]?\s*$/.exec(rest)?.[0] ?? '';
  rest = rest.slice(0, rest.length - tail.length);
  const pieces = rest.split(LIST_SEP);
  const tokens = pieces.filter((_, i) => i % 2 === 0);
  const seps = pieces.filter((_, i) => i % 2 === 1);
  if (tokens.length === 0 || !tokens.every(isSkillToken)) return null;
  return { cue, tokens, seps, tail };
}

const joinClause = (c: TListClause) =>
  c.cue +
  c.tokens.map((t, i) => (i === 0 ? t : `${c.seps[i - 1] === ',' ? ', ' : (c.seps[i - 1] ?? '、')}${t}`)).join('') +
  c.tail;

export function planSkillModifications(source: TFactSource, plan: TPositionPlan | null): TPlannedChange[] {
  const json = source.json;
  const out: TPlannedChange[] = [];
  const seenIds = new Set<string>();
  const matched = plan ? plan.matchedIds : [];
  const rank = (token: string) => {
    const id = normaliseSkill(token.replace(TOKEN_SUFFIX, '').trim());
    const i = id ? matched.indexOf(id) : -1;
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };

  for (const item of json.skills) {
    if (!item.trim()) continue;
    const notes: string[] = [];
    const { text: named, pairs } = normaliseSkillNames(item);
    if (pairs.length) notes.push(`统一技能写法：${pairs.map(([a, b]) => `${a} → ${b}`).join('、')}`);

    const clauses = named.split(CLAUSE_SPLIT);
    const removed: string[] = [];
    const moved: string[] = [];
    for (let i = 0; i < clauses.length; i += 2) {
      const clause = clauses[i]!;
      const parsed = parseClause(clause);
      if (!parsed) {
        for (const m of extractSkills(clause)) seenIds.add(m.id);
        continue;
      }
      // Duplicates (the same skill written twice, or two spellings of it).
      const keep: number[] = [];
      parsed.tokens.forEach((t, k) => {
        const id = normaliseSkill(t.replace(TOKEN_SUFFIX, '').trim());
        if (id && seenIds.has(id) && t.replace(TOKEN_SUFFIX, '').trim() === t.trim()) removed.push(t);
        else {
          keep.push(k);
          if (id) seenIds.add(id);
        }
      });
      let tokens = keep.map((k) => parsed.tokens[k]!);
      let seps = keep.slice(1).map((k) => parsed.seps[k - 1] ?? '、');
      // The job's skills first (stable).
      if (plan && tokens.length > 1) {
        const order = tokens.map((t, k) => ({ t, k, r: rank(t) })).sort((a, b) => a.r - b.r || a.k - b.k);
        if (order.some((o, k) => o.k !== k)) {
          moved.push(...order.filter((o, k) => o.k !== k && o.r !== Number.MAX_SAFE_INTEGER).map((o) => o.t));
          const sepList = seps;
          tokens = order.map((o) => o.t);
          seps = sepList.length ? tokens.slice(1).map((_, k) => sepList[Math.min(k, sepList.length - 1)]!) : [];
        }
      }
      clauses[i] = tokens.length ? joinClause({ ...parsed, tokens, seps }) : '';
    }
    let optimized = clauses.join('');
    optimized = optimized.replace(/^[，；;]+|[，；;]+$/g, '').replace(/[，；;]{2,}/g, (m) => m[0]!);
    if (removed.length) notes.push(`删去重复列出的技能：${uniq(removed).join('、')}`);
    if (moved.length) notes.push(`把岗位要求的 ${uniq(moved).join('、')} 调到这一行的前面`);
    // A rename the fact check would refuse (a spelling the resume never uses) is not proposed.
    if (optimized === item || notes.length === 0 || factViolations(source, optimized).length > 0) continue;
    const mod: TModification = {
      section: 'skills',
      original: item,
      optimized: optimized.trim(),
      reason: notes.join('；'),
    };
    const requirement = moved.length ? requirementFor(plan, moved.join('、')) : requirementFor(plan, item);
    if (plan && requirement) mod.requirement = requirement.requirement;
    out.push({ mod, kinds: new Set(['wording']) });
  }

  // No skills section: the skills the experience already shows, as a list.
  if (!json.skills.some((s) => s.trim())) {
    const en = json.meta.language === 'en';
    const experience = listBullets(json)
      .filter((b) => b.section === 'work' || b.section === 'projects')
      .map((b) => b.text)
      .join('\n');
    const forms = new Map<string, string>();
    for (const m of extractSkills(experience)) {
      const category = getSkill(m.id)?.category;
      if (category === 'soft-skill' || forms.has(m.id)) continue;
      forms.set(m.id, m.matched.trim());
    }
    const ordered = [...forms.entries()].sort(([a], [b]) => {
      const ra = matched.indexOf(a);
      const rb = matched.indexOf(b);
      return (ra < 0 ? 1e9 : ra) - (rb < 0 ? 1e9 : rb);
    });
    const names = ordered.map(([, form]) => form).slice(0, 12);
    const line = names.length
      ? `${names.join(en ? ', ' : '、')}`
      : gap(
          plan ? `与「${plan.position.name}」相关、你真正掌握的技能和工具` : '与目标岗位相关、你真正掌握的技能和工具',
        );
    const mod: TModification = {
      section: 'skills',
      original: '',
      optimized: line,
      reason: names.length
        ? `简历没有专业技能栏：从你的经历中已经写到的技能整理出一行技能清单（${names.length} 项），方便招聘方和筛选系统一眼看到`
        : '简历没有专业技能栏：留出【待补充】位置，请如实列出你掌握的技能和工具',
    };
    const requirement = requirementFor(plan, names.join('、'));
    if (plan && requirement) mod.requirement = requirement.requirement;
    out.push({ mod, kinds: new Set(['wording']) });
  }
  return out;
}

// ── Self-evaluation ──────────────────────────────────────────────────────────────────────────

const CLICHE =
  /性格开朗|吃苦耐劳|抗压能力强|学习能力强|认真负责|团队合作|有责任心|踏实肯干|积极主动|善于沟通|乐观|hard[- ]working|team player|quick learner|self[- ]motivated|passionate/i;

function isWeakSelfEvaluation(text: string | null): boolean {
  // Contact details the parser left here say nothing about the person.
  const s = withoutContactDetails(text ?? '');
  if (!s) return true;
  const zh = isZh(s);
  if (zh ? zhLength(s) < 30 : enWords(s) < 15) return true;
  const hard = extractSkills(s).filter((m) => getSkill(m.id)?.category !== 'soft-skill');
  return !isQuantified(s) && hard.length === 0 && CLICHE.test(s);
}

/** Skills the resume shows, most used in experience first (the job's first for a position). */
function topSkills(json: TResumeJson, plan: TPositionPlan | null, limit: number): string[] {
  const experience = listBullets(json)
    .filter((b) => b.section === 'work' || b.section === 'projects')
    .map((b) => b.text)
    .join('\n');
  const counts = new Map<string, { form: string; count: number; order: number; shown: boolean; listed: boolean }>();
  let order = 0;
  const add = (text: string, shown: boolean) => {
    for (const m of extractSkills(text)) {
      if (getSkill(m.id)?.category === 'soft-skill') continue;
      const c = counts.get(m.id);
      if (c) {
        c.count += shown ? 1 : 0;
        c.shown ||= shown;
        c.listed ||= !shown;
      } else counts.set(m.id, { form: m.matched.trim(), count: shown ? 1 : 0, order: order++, shown, listed: !shown });
    }
  };
  // The skills list first: it is the user's own word on what they master.
  for (const s of json.skills) add(s, false);
  add(experience, true);
  const weight = (c: { shown: boolean; listed: boolean }) => (c.listed && c.shown ? 0 : c.listed ? 1 : 2);
  const matched = plan?.matchedIds ?? [];
  const rank = (id: string) => {
    const i = matched.indexOf(id);
    return i < 0 ? 1e9 : i;
  };
  return [...counts.entries()]
    .sort(([a, x], [b, y]) => rank(a) - rank(b) || weight(x) - weight(y) || y.count - x.count || x.order - y.order)
    .slice(0, limit)
    .map(([id, c]) => {
      const name = getSkill(id)?.name;
      return name && isSkillSpelling(c.form, id) && isSkillSpelling(name, id) && /^[\x20-\x7e]+$/.test(name)
        ? name
        : c.form;
    });
}

/** The best short quantified bullet, as a highlight (verbatim, without its label, never contact details). */
function bestAchievement(json: TResumeJson, zh: boolean): string | null {
  const candidates = listBullets(json)
    .filter((b) => b.section === 'work' || b.section === 'projects')
    .map((b) => splitBullet(b.text))
    .filter((b) => b.kind === 'action' && isQuantified(b.body) && !hasGap(b.body) && isZh(b.body) === zh)
    .filter((b) => !isContactLine(b.body))
    .map((b) => b.body.trim().replace(/[。.；;]+$/, ''))
    .filter((b) => (zh ? zhLength(b) <= 45 : enWords(b) <= 22));
  return candidates[0] ?? null;
}

/** The facts a composed self-evaluation may state, each checked for what it really is. */
interface TSelfFacts {
  zh: boolean;
  years: number | null;
  /** The current (else most recent) job's title and employer, only when they really are one. */
  title: string | null;
  employer: string | null;
  current: boolean;
  employers: string[];
  school: string | null;
  skills: string[];
  highlight: string | null;
  target: string | null;
}

function selfFacts(
  source: TFactSource,
  plan: TPositionPlan | null,
  options: { level: number; withYears: boolean },
): TSelfFacts {
  const json = source.json;
  // The resume's own language (an empty resume has none: Chinese, like the product).
  const zh = resumeLanguage(source.text.trim() ? source.text : resumeSample(json)) === 'zh';
  const years = options.withYears ? (resumeYears(source)?.years ?? null) : null;
  const job = json.work.find((w) => w.period?.current) ?? json.work[0];
  const title = isRealTitle(job?.title, json) ? job.title.trim() : null;
  const employer = title && isRealEmployer(job?.company, json) ? job.company.trim() : null;
  const edu = json.education[0];
  const target = options.level === 0 && plan ? plan.position.name.trim() : null;
  return {
    zh,
    years: years !== null && years >= 1 ? Math.floor(years) : null,
    title,
    employer,
    current: job?.period?.current ?? false,
    employers: uniq(json.work.map((w) => w.company?.trim()).filter((c): c is string => isRealEmployer(c, json))),
    school: edu?.school?.trim() || null,
    skills: topSkills(json, plan, 5),
    highlight: options.level <= 1 ? bestAchievement(json, zh) : null,
    // "Applying for Java 后端开发工程师" would put Chinese into an English resume.
    target: target && (zh || !CJK.test(target)) ? target : null,
  };
}

function composeZh(f: TSelfFacts, json: TResumeJson, applying: boolean): string {
  const parts: string[] = [];
  let identity = '';
  if (f.years !== null) identity = `${f.years}年工作经验`;
  if (f.title) identity += `${identity ? '，' : ''}${f.current ? '现任' : '曾任'}${f.employer ?? ''}${f.title}`;
  const edu = json.education[0];
  if (!identity && f.school) identity = `${f.school}${edu?.major ? `${edu.major}专业` : ''}${edu?.degree ?? ''}`;
  if (identity) parts.push(identity);
  if (f.employers.length >= 2) parts.push(`先后任职于${f.employers.slice(0, 3).join('、')}`);
  if (f.skills.length) parts.push(`${applying ? '与岗位相关的技能' : '主要技能'}：${f.skills.join('、')}`);
  if (f.highlight) parts.push(`代表成果：${f.highlight}`);
  if (parts.length < 2) parts.push(gap('一两句话概括你最突出的能力或成果'));
  const body = parts.join('；');
  return f.target ? `应聘${f.target}：${body}。` : `${body}。`;
}

function composeEn(f: TSelfFacts, json: TResumeJson): string {
  const parts: string[] = [];
  let identity = '';
  if (f.years !== null) identity = `${f.years} years of experience`;
  if (f.title)
    identity += `${identity ? ', ' : ''}${f.current ? 'currently' : 'most recently'} ${f.title}${f.employer ? ` at ${f.employer}` : ''}`;
  const edu = json.education[0];
  if (!identity && f.school) identity = `${edu?.degree ? `${edu.degree}, ` : ''}${f.school}`;
  if (identity) parts.push(`${identity[0]!.toUpperCase()}${identity.slice(1)}.`);
  if (f.skills.length) parts.push(`Key skills: ${f.skills.join(', ')}.`);
  if (f.highlight) parts.push(`Highlight: ${f.highlight}.`);
  if (parts.length < 2) parts.push(gap('one or two sentences on your strongest skill or result'));
  const body = parts.join(' ');
  return f.target ? `Applying for ${f.target}. ${body}` : body;
}

function composeSelfEvaluation(
  source: TFactSource,
  plan: TPositionPlan | null,
  options: { level: number; withYears: boolean },
): string {
  const f = selfFacts(source, plan, options);
  return f.zh ? composeZh(f, source.json, plan !== null) : composeEn(f, source.json);
}

function selfEvaluationReasons(
  existing: string | null,
  kept: boolean,
  weak: boolean,
  plan: TPositionPlan | null,
  composed: string,
) {
  const reasons: string[] = [];
  if (!existing)
    reasons.push(
      '简历没有自我评价：只用简历里已有的事实（年限、职位、任职公司、经历中用到的技能、最有代表性的成果）写了一段概括',
    );
  else if (!kept) reasons.push('原自我评价只有联系方式等信息：用简历里已有的事实重写（联系方式留在基本信息里）');
  else if (weak) reasons.push('原自我评价偏空泛，缺少年限、技能和成果：用简历里已有的事实补充在前面，原有内容保留');
  if (plan && composed.includes(plan.position.name.trim()))
    reasons.push(`开头点明应聘「${plan.position.name}」，并把岗位相关的技能放在前面`);
  if (composed.includes('【待补充')) reasons.push('信息不足的地方留了【待补充】，请如实填写');
  return reasons.join('；') || '按岗位调整自我评价的重点';
}

export function planSelfEvaluation(source: TFactSource, plan: TPositionPlan | null): TPlannedChange[] {
  const json = source.json;
  const existing = json.self_evaluation?.trim() ? json.self_evaluation : null;
  const weak = isWeakSelfEvaluation(existing);
  if (!weak && !plan) {
    // Only wording (first person, filler) on a good self-evaluation.
    const w = rewordText(existing!);
    if (!w.notes.length) return [];
    return [
      {
        mod: { section: 'self_evaluation', original: existing!, optimized: w.text, reason: w.notes.join('；') },
        kinds: new Set(['wording']),
      },
    ];
  }
  // The old text stays after the composed one, without any contact details the parser put there.
  const keep = existing ? withoutContactDetails(rewordText(existing).text) : '';
  // Richest first; the years are left out when the fact check cannot verify them.
  const variants = [0, 1, 2].flatMap((level) => [
    { level, withYears: true },
    { level, withYears: false },
  ]);
  for (const variant of variants) {
    let composed = composeSelfEvaluation(source, plan, variant);
    if (keep) composed = `${composed}${isZh(composed) ? '' : ' '}${keep}`;
    if (factViolations(source, composed).length > 0) continue;
    const mod: TModification = {
      section: 'self_evaluation',
      original: existing ?? '',
      optimized: composed,
      reason: selfEvaluationReasons(existing, keep !== '', weak, plan, composed),
    };
    const requirement = requirementFor(plan, composed);
    if (plan && requirement) mod.requirement = requirement.requirement;
    return [{ mod, kinds: new Set(['wording']) }];
  }
  return [];
}

// ── The optimisation ─────────────────────────────────────────────────────────────────────────

export interface TPlanOptions {
  bullets?: TBulletOptions;
  skills?: boolean;
  selfEvaluation?: boolean;
}

/** Every planned change for a resume (and position), not yet fact-checked. */
export function planModifications(
  source: TFactSource,
  plan: TPositionPlan | null,
  options: TPlanOptions = {},
): TPlannedChange[] {
  const changes: TPlannedChange[] = [];
  changes.push(...planBulletModifications(source, { positionGaps: !!plan, ...options.bullets }, plan));
  if (options.selfEvaluation !== false) changes.push(...planSelfEvaluation(source, plan));
  if (options.skills !== false) changes.push(...planSkillModifications(source, plan));
  return changes;
}

function summarise(
  changes: TPlannedChange[],
  rejected: number,
  plan: TPositionPlan | null,
  before: number,
  after: number,
): string {
  const count = (pred: (c: TPlannedChange) => boolean) => changes.filter(pred).length;
  const bullets = changes.filter((c) => c.mod.section !== 'skills' && c.mod.section !== 'self_evaluation');
  const wording = bullets.filter((c) => c.kinds.has('wording')).length;
  const split = bullets.filter((c) => c.kinds.has('split')).length;
  const quantify = bullets.filter((c) => c.kinds.has('quantify')).length;
  const position = bullets.filter((c) => c.kinds.has('position')).length;
  const skills = count((c) => c.mod.section === 'skills');
  const self = count((c) => c.mod.section === 'self_evaluation');
  const parts: string[] = [];
  if (wording) parts.push(`精简表述 ${wording} 处`);
  if (split) parts.push(`拆分长句 ${split} 处`);
  if (quantify) parts.push(`为没有数字的经历留出量化占位 ${quantify} 处`);
  if (position) parts.push(`为岗位要求的技能留出说明位置 ${position} 处`);
  if (skills) parts.push(`整理技能栏 ${skills} 处`);
  if (self) parts.push('重写自我评价 1 处');
  let text = changes.length
    ? `共 ${changes.length} 处修改：${parts.join('，')}。`
    : '简历的表述已经比较规范，没有找到需要改动的地方。';
  text += `质量评分 ${before} → ${after} 分。`;
  if (changes.some((c) => c.mod.optimized.includes('【待补充'))) {
    text += '【待补充：…】是留给你填写真实信息的位置，投递前请替换或删除，不要编造数字。';
  }
  if (plan) {
    const missing = plan.job.missing_keywords.not_in_resume;
    if (missing.length) {
      text += `岗位要求的 ${missing.join('、')} 在简历中完全没有出现：本次优化不会替你写上；如果你确实有相关经验，请在对应经历中如实补充，否则面试前可以有针对性地学习。`;
    }
    text +=
      plan.job.match_assessment?.score === null
        ? '当前岗位匹配度无法评估：岗位信息中没有可核对的内容。'
        : `当前岗位匹配度 ${plan.job.match_score} 分。`;
  }
  if (rejected) text += `另有 ${rejected} 处修改因无法核实事实被丢弃。`;
  return text;
}

const ENGINE = () => ({ provider: 'builtin' as const, model: BUILTIN_MODEL, elapsed_ms: 0, fallback_reason: null });

/** The built-in optimisation: deterministic, offline, never inventing facts. */
export function optimizeBuiltin(input: TOptimizeInput): TOptimizationResult {
  const source: TFactSource = { text: input.resume.text, json: input.resume.json };
  const plan = input.type === 'position' ? positionPlan(input.resume, input.position) : null;
  const changes = planModifications(source, plan);

  const { accepted, rejected, optimized } = factCheckedRewrite(
    source,
    changes.map((c) => c.mod),
  );
  const acceptedSet = new Set(accepted);
  const kept = changes.filter((c) => acceptedSet.has(c.mod));

  const before = analyzeBasic(input.resume).overall_score;
  const after = analyzeBasic({ text: renderResumeText(optimized), json: optimized }).overall_score;
  return {
    optimization_type: input.type,
    optimization_focus: plan ? `岗位定向：${plan.position.name}` : '整体优化：表述精简与成果量化',
    parsed_modifications: accepted,
    rejected_modifications: rejected,
    optimized_resume_json: optimized,
    quality_score_before: before,
    quality_score: after,
    summary: summarise(kept, rejected.length, plan, before, after),
    parse_success: true,
    engine: ENGINE(),
  };
}

import {
  GAP_PATTERN,
  renderResumeText,
  type TModification,
  type TResumeJson,
  type TResumePeriod,
} from '@offerpilot/shared';
import { documentYears, statedYearFigures } from './builtin/years.ts';
import { extractSkills, getSkill, CN_DIGIT, CN_MAGNITUDE, EN_NUMBER_WORDS, parseChineseNumber } from '../text/index.ts';

/**
 * The no-invented-facts check, run on every rewrite whichever provider wrote it (builtin or an
 * LLM). A rewrite may reword, shorten, reorder and leave marked gaps (【待补充：…】, ignored here);
 * it may not bring in a fact the source resume does not hold:
 *
 * - a skill (lexicon id, so `k8s` → `Kubernetes` is fine, `Docker` out of nowhere is not);
 * - a number (digits, percentages, amounts, years and dates, Chinese numerals such as 三年 / 百万,
 *   English number words), compared by value: 30% = 30 %, 1,000 = 1000, full-width digits, 200万
 *   = 2000000; a few numbers derived from the structured resume count as source (years of
 *   experience, the number of employers, projects and schools);
 * - an employer or school (Chinese names by their suffix: 有限公司, 集团, 银行, 大学…);
 * - a job title (工程师, 经理, 总监… unless it is clearly someone else: 与产品经理协作, or a
 *   goal: 应聘Java工程师);
 * - a Latin proper noun (capitalised mid-sentence, CamelCase, acronyms, tokens with digits, any
 *   Latin word inside Chinese text), an e-mail address or a link.
 *
 * Everything is compared after NFKC, lower-casing and removing whitespace.
 *
 * The source is the resume's original TEXT (issue 35), not the product's extraction of it: a
 * misreading of the parser (a department taken for the employer, years counted to today) must not
 * license a claim. Terms are read as words: Latin by word boundary, Chinese only where the term is
 * a word of its own (Intl.Segmenter), so 词法语法 does not hold 法语; and a short code among SAP
 * module codes (SD/MM/PS/FI) is that module, not the skill that shares its letters (PS is not
 * Photoshop). A years-of-experience claim (5年工作经验, 3 years of experience) must be a figure the
 * text states, or the sum of its dated jobs (documentYears: 至今 ends at the resume's own date; without one, a job still held gives no sum).
 * Only when the text is empty (a resume stored before texts were kept) is the structured resume
 * rendered to stand in for it.
 */

export interface TFactSource {
  text: string;
  json: TResumeJson;
}

// ── Normalisation ────────────────────────────────────────────────────────────────────────────

const norm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

const squash = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s._-]+/g, '');

/** Short forms that name exactly the canonical skill (not a sibling product the lexicon groups with it). */
const SKILL_ABBREVIATIONS: Record<string, string> = {
  js: 'javascript',
  ts: 'typescript',
  k8s: 'kubernetes',
  postgres: 'postgresql',
  pgsql: 'postgresql',
  mongo: 'mongodb',
  golang: 'go',
  reactjs: 'react',
  vuejs: 'vue',
  node: 'nodejs',
  ps: 'photoshop',
};

/**
 * Whether `form` is a way of writing the canonical skill `id` itself: its name in another case or
 * spacing (mysql, Spring boot, NodeJS), with a version (Vue3, HTML5) or a plain abbreviation (js,
 * k8s). Grouped siblings are not (MariaDB is not MySQL, 容器化 is not Docker).
 */
export function isSkillSpelling(form: string, id: string): boolean {
  const name = getSkill(id)?.name;
  if (!name) return false;
  const f = squash(form);
  const n = squash(name);
  return f === n || f.replace(/\d+(?:\.\d+)*x?$/, '') === n || SKILL_ABBREVIATIONS[f] === id;
}

/** The candidate without its gaps (each replaced by a line break so nothing joins across it). */
function stripGaps(text: string): string {
  return text.replace(GAP_PATTERN, '\n');
}

function jsonStrings(json: TResumeJson): string[] {
  const out: string[] = [];
  const b = json.basics;
  for (const v of [b.name, b.phone, b.email, b.city, b.target_role]) if (v) out.push(v);
  const period = (p: TResumePeriod | null) => (p ? [p.text] : []);
  for (const e of json.education) {
    out.push(
      ...[e.school, e.degree, e.major].filter((v): v is string => Boolean(v)),
      ...period(e.period),
      ...e.details,
    );
  }
  for (const w of json.work) {
    out.push(
      ...[w.company, w.department, w.title, w.note].filter((v): v is string => Boolean(v)),
      ...period(w.period),
      ...w.highlights,
    );
  }
  for (const p of json.projects) {
    out.push(...[p.name, p.role, p.note].filter((v): v is string => Boolean(v)), ...period(p.period), ...p.highlights);
  }
  out.push(...json.skills, ...json.certificates, ...json.awards);
  if (json.self_evaluation) out.push(json.self_evaluation);
  for (const o of json.other) out.push(o.title, ...o.lines);
  return out.map(stripGaps);
}

// ── Numbers ──────────────────────────────────────────────────────────────────────────────────

const numKey = (v: number): string | null => (Number.isFinite(v) ? String(Math.round(v * 1e6) / 1e6) : null);

/**
 * A count of people or things (两名新人, 3 个项目, 5 家客户): the figure with its counter. A count
 * must be the source's count of the same kind, not any number the source happens to hold (a
 * month of a date, a figure of another sentence): 指导两名新人 does not vouch for 带领三名新人.
 */
const COUNTER = /^[ \t]*(名|人|位|个|项|次|家|款|篇|套|条|支|台|份|张|组|间|座|倍|所|场)/u;
function countedKeys(text: string, mentions: readonly TNumberMention[]): string[] {
  const out: string[] = [];
  for (const n of mentions) {
    // A date or a part of one (2019.06, 2019-06) is no count.
    if (n.parts.length > 1 || /[.\-/年]$/u.test(text.slice(Math.max(0, n.start - 1), n.start))) continue;
    const counter = COUNTER.exec(text.slice(n.start + n.text.length, n.start + n.text.length + 4));
    if (!counter) continue;
    for (const v of n.values) {
      const k = numKey(v);
      if (k !== null) out.push(`${k}|${counter[1]}`);
    }
  }
  return out;
}

interface TNumberMention {
  /** As written. */
  text: string;
  start: number;
  /** The value read, and the value with its unit applied (200万 → 200 and 2000000). */
  values: number[];
  /** Dotted parts (2019.09 → 2019, 9) for dates. */
  parts: number[];
}

const DIGIT_NUMBER = /\d+(?:,\d{3}(?!\d))*(?:\.\d+)*/g;
const LATIN_MAGNITUDE: Record<string, number> = {
  k: 1e3,
  w: 1e4,
  m: 1e6,
  mn: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
  thousand: 1e3,
};
const UNIT_AFTER = /^\s*(?:([百千万亿]+)|(million|billion|thousand|mn|bn|[kKwWmM])(?![A-Za-z]))/;

function digitNumbers(text: string): TNumberMention[] {
  const out: TNumberMention[] = [];
  for (const m of text.matchAll(DIGIT_NUMBER)) {
    const raw = m[0].replace(/,/g, '');
    const parts = raw.split('.').map(Number);
    const value = parts.length <= 2 ? Number(raw) : NaN;
    const values = Number.isFinite(value) ? [value] : [];
    const unit = UNIT_AFTER.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 12));
    if (unit && Number.isFinite(value)) {
      let factor = 1;
      if (unit[1]) for (const c of unit[1]) factor *= CN_MAGNITUDE[c] ?? 1;
      else if (unit[2]) factor = LATIN_MAGNITUDE[unit[2].toLowerCase()] ?? 1;
      // "5 m" could be metres, "3 k" is thousands: both values count.
      values.push(value * factor);
    }
    out.push({ text: m[0], start: m.index, values, parts: parts.length > 1 ? parts : [] });
  }
  return out;
}

const CN_NUMBER = /[零〇一二两三四五六七八九十百千万亿]+/g;
/** What may follow a Chinese numeral for it to be a quantity (三年, 两个, 五人). */
const CN_UNIT =
  /^(?:年|个|人|位|名|倍|次|家|款|项|场|篇|月|天|日|周|小时|分钟|秒|种|套|条|所|门|本|届|期|轮|支|台|部|份|张|组|层|级|成|元|块|笔|单|户|间|座|省|市|城|国|类|岁|首|集|章|节|课|分|点|例|余|多|来|万|千|百|亿)/;

/**
 * Chinese numerals. `strict` (the candidate) keeps only clear quantities: with a unit after them
 * (三年, 两个) or written with a magnitude (二十, 百万), never a lone 一 (统一, 一线, 第一时间) or
 * vague counts (数十, 几百); the source side (`strict` false) keeps everything.
 */
function chineseNumbers(text: string, strict: boolean): TNumberMention[] {
  const out: TNumberMention[] = [];
  for (const m of text.matchAll(CN_NUMBER)) {
    const s = m[0];
    const after = text.slice(m.index + s.length, m.index + s.length + 3);
    if (strict) {
      const before = text[m.index - 1] ?? '';
      if (/[数几若好]/.test(before)) continue;
      const hasMagnitude = /[十百千万亿]/.test(s);
      const digitsOnly = !hasMagnitude;
      const unit = CN_UNIT.test(after);
      let keep: boolean;
      if (s === '一') keep = false;
      else if (s === '十' && /^分/.test(after))
        keep = false; // 十分 = very
      else if (digitsOnly) keep = s.length >= 3 || /[零〇]/.test(s) || (s.length === 1 && unit);
      else keep = s.length >= 2 || unit;
      if (s === '万一') keep = false;
      if (!keep) continue;
    }
    const value = parseChineseNumber(s);
    const values = [value];
    if (!strict) {
      for (const c of s) if (c in CN_DIGIT) values.push(CN_DIGIT[c]!);
    }
    out.push({ text: s, start: m.index, values, parts: [] });
  }
  return out;
}

const EN_NUMBER = new RegExp(
  `\\b(?:${Object.keys(EN_NUMBER_WORDS).join('|')})(?:[\\s-]+(?:and[\\s-]+)?(?:${Object.keys(EN_NUMBER_WORDS).join('|')}))*\\b`,
  'gi',
);

function englishNumbers(text: string, strict: boolean): TNumberMention[] {
  const out: TNumberMention[] = [];
  for (const m of text.matchAll(EN_NUMBER)) {
    const words = m[0]
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w !== 'and');
    if (strict && words.length === 1 && (words[0] === 'one' || words[0] === 'dozen')) continue;
    // Numbers written on a digit ("5 million") are read with the digits.
    if (/\d\s*$/.test(text.slice(Math.max(0, m.index - 3), m.index))) continue;
    let total = 0;
    let current = 0;
    for (const w of words) {
      const v = EN_NUMBER_WORDS[w]!;
      if (v === 100) current = (current || 1) * 100;
      else if (v >= 1000) {
        total += (current || 1) * v;
        current = 0;
      } else current += v;
    }
    const values = [total + current];
    if (!strict) values.push(...words.map((w) => EN_NUMBER_WORDS[w]!));
    out.push({ text: m[0], start: m.index, values, parts: [] });
  }
  return out;
}

/** Phone numbers and other long digit groups written with spaces or hyphens (138 0013 8000). */
const DIGIT_GROUP = /\+?\d[\d\s-]{6,}\d/g;

// ── Names ────────────────────────────────────────────────────────────────────────────────────

const ORG_SUFFIX =
  /(股份有限公司|有限责任公司|有限公司|分公司|子公司|公司|集团|银行|研究院|研究所|研究中心|事务所|工作室|实验室|大学|学院|中学|小学|高中|学校|医院)/g;
const SCHOOL_SUFFIX = /^(大学|学院|中学|小学|高中|学校)$/;
const ORG_BOUNDARY =
  /(现任|曾任|任|在|于|为|从|自|加入|任职|就职|入职|供职|就读|毕业|服务|负责|协助|帮助|与|和|及|跟|同|给|向|对|把|将|被|是|的|等|了|过|曾|先后|该|本|其|即|或|到|至|获得|获|通过|进入|成为|担任|多家|各)/g;
/** Organisation "names" that name no one: 互联网公司, 上市公司, 客户公司… */
const GENERIC_ORG_CORE =
  /^(?:[多两三几数]家|\d+家|[一二三四五六七八九十]+家|全|大|小|中|新|老|原|前|现|子|分|总|母|上市|外资|外企|国企|央企|民营|私营|头部|知名|一线|二线|创业|初创|互联网|科技|金融|咨询|会计师|律师|广告|软件|网络|游戏|电商|教育|培训|医疗|贸易|制造|物流|客户|合作|合作方|第三方|甲方|乙方|友商|竞品|目标|同类|行业|我们|我|你|他们|国内|国外|海外|世界|全球|中国|重点|一流|名牌|双一流|顶尖|高等|普通|综合|理工|师范|财经|医科|农业|职业|技术|公立|私立|三甲|综合性|附属|下属|旗下)+$/;
const LOCATIONS =
  /^(?:中国|全国|北京|上海|天津|重庆|广州|深圳|杭州|成都|南京|武汉|西安|苏州|长沙|厦门|青岛|合肥|郑州|济南|大连|宁波|东莞|佛山|福州|珠海|无锡|昆明|沈阳|哈尔滨|长春|南昌|贵阳|南宁|石家庄|太原|海口|兰州|香港|澳门|台北|台湾|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|青海|内蒙古|广西|西藏|宁夏|新疆|华南|华北|华东|华中|西南|西北|东北|省|市|区|县)+/;

const TITLE_SUFFIX =
  /(首席[\u4e00-\u9fa5]{0,4}官|总经理|副总裁|总裁|总监|经理|主管|专员|工程师|设计师|分析师|架构师|负责人|组长|班主任|主任|顾问|助理|实习生|研究员|合伙人|创始人|专家|教师|讲师|店长|主编|(?<![A-Za-z])(?:CTO|CEO|COO|CFO|CIO|VP)(?![A-Za-z]))/g;
const TITLE_BOUNDARY =
  /(公司|集团|银行|研究院|研究所|事务所|工作室|实验室|大学|学院|医院|应聘|求职|意向|目标|申请|期望|希望|寻求|面向|胜任|担任|任职|出任|升任|晋升为|晋升|升为|作为|成为|身为|任|为|是|的|在|与|和|及|跟|同|协调|配合|对接|协同|带领|管理|指导|培养|支持|联合|向|给|对|被|由|至|到|从|等|了|名|位|个|包括|各|其他|多|每)/g;
/** Before a title: someone else's (与产品经理协作), right before it. */
const TITLE_OTHERS_CUE =
  /(与|和|跟|同|协调|配合|对接|协同|带领|管理|指导|培养|联合|向|给|对|各|其他|多名|多位|\d+\s*[名位个])(?:[^，。；;,]{0,14}[、/和及与])?\s*$/;
/** …or a goal rather than a claim (应聘Java工程师, 意向岗位为产品经理), a few characters before. */
const TITLE_GOAL_CUE =
  /(求职|应聘|意向|目标|申请|期望|希望|寻求|面向|胜任|岗位|applying for|seeking|target(?:ing)?)[^，。；,;]{0,6}$/i;
const EN_TITLE_CLAIM =
  /\b(?:as|promoted to|became|become|serving as|served as|serve as|role of|worked as|hired as)\s+(?:an?\s+|the\s+)?((?:[A-Za-z]+\s+){0,3}?(?:engineer|manager|director|developer|designer|analyst|architect|consultant|lead|head|intern|specialist|officer|president|scientist|researcher|owner|founder))\b/gi;

/** 应聘 / 求职意向 / applying for + a role name (ending in a role word, no digits): a goal, not a claim. */
const GOAL_PHRASE =
  /(?:应聘|求职意向|意向岗位|目标岗位|求职方向|applying for|target role)\s*(?:为|是|:|：)?\s*([^，。；;,.\n:：\d]{0,24}?(?:工程师|经理|总监|主管|专员|设计师|分析师|架构师|负责人|开发|运营|实习生|顾问|助理|教师|老师|会计|销售|编辑|策划|专家|研究员|developer|engineer|manager|designer|analyst|architect|lead|intern|consultant|specialist|scientist))(?=$|[\s，。；;,.\n:：])/gi;
const LATIN_TOKEN = /[A-Za-z][A-Za-z0-9]*(?:[.+#'’-][A-Za-z0-9+#]+)*[+#]*/g;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL = /https?:\/\/[^\s，。；、]+|www\.[^\s，。；、]+/gi;
const CJK = /[\u3400-\u9fff]/;

/** The trailing name-like run before `end` (at most `max` characters), cut after the last boundary word. */
function phraseBefore(text: string, end: number, max: number, allowed: RegExp, boundary: RegExp): string {
  const window = text.slice(Math.max(0, end - max), end);
  const run = allowed.exec(window)?.[0] ?? '';
  let cut = 0;
  for (const m of run.matchAll(boundary)) cut = m.index + m[0].length;
  return run.slice(cut).trim();
}
const ORG_RUN = /[\u4e00-\u9fa5A-Za-z0-9（）()·&]*$/;
const TITLE_RUN = /[\u4e00-\u9fa5A-Za-z0-9+#./ ]*$/;

function isSubsequence(needle: string, hay: string): boolean {
  let i = 0;
  for (const ch of hay) if (ch === needle[i]) i++;
  return i === needle.length;
}

interface TOrgMention {
  name: string;
  core: string;
  suffix: string;
  start: number;
}

function orgMentions(text: string): TOrgMention[] {
  const out: TOrgMention[] = [];
  for (const m of text.matchAll(ORG_SUFFIX)) {
    const suffix = m[0];
    const next = text[m.index + suffix.length] ?? '';
    if (SCHOOL_SUFFIX.test(suffix) && /[生期时里内外课]/.test(next)) continue; // 大学生, 大学期间
    const core = phraseBefore(text, m.index, 24, ORG_RUN, ORG_BOUNDARY);
    out.push({ name: core + suffix, core, suffix, start: m.index - core.length });
  }
  return out;
}

interface TTitleMention {
  name: string;
  core: string;
  before: string;
}

function titleMentions(text: string): TTitleMention[] {
  const out: TTitleMention[] = [];
  for (const m of text.matchAll(TITLE_SUFFIX)) {
    const core = phraseBefore(text, m.index, 14, TITLE_RUN, TITLE_BOUNDARY);
    const start = m.index - core.length;
    out.push({ name: core + m[0], core, before: text.slice(Math.max(0, start - 20), start) });
  }
  return out;
}

// ── Terms as words ───────────────────────────────────────────────────────────────────────────

const SEGMENTER = new Intl.Segmenter('zh', { granularity: 'word' });

/** Offsets where the words of a text start and end (Chinese by dictionary segmentation). */
function wordEdges(text: string): { starts: Set<number>; ends: Set<number> } {
  const starts = new Set<number>();
  const ends = new Set<number>();
  for (const s of SEGMENTER.segment(text)) {
    starts.add(s.index);
    ends.add(s.index + s.segment.length);
  }
  return { starts, ends };
}

/** Whether the text writes `term` as a word of its own (法语 in 熟悉法语, not in 词法语法). */
function hasChineseWord(text: string, term: string): boolean {
  for (let i = text.indexOf(term); i >= 0; i = text.indexOf(term, i + 1)) {
    if (!CJK.test(term)) return true;
    // Only the Chinese ends of a term need a word edge (Java开发 ends at a script change anyway).
    const line0 = text.lastIndexOf('\n', i) + 1;
    const line1 = text.indexOf('\n', i + term.length);
    const line = text.slice(line0, line1 < 0 ? undefined : line1);
    const edges = wordEdges(line);
    const a = i - line0;
    const b = a + term.length;
    const startOk = !CJK.test(term[0]!) || edges.starts.has(a);
    const endOk = !CJK.test(term[term.length - 1]!) || edges.ends.has(b);
    if (startOk && endOk) return true;
  }
  return false;
}

const SAP_MODULE =
  /^(?:SD|MM|PS|FI|CO|PP|QM|PM|HR|HCM|WM|EWM|BW|BI|SRM|CRM|APO|LE|TR|FICO|FI-CO|ABAP|BASIS|GTS|IS|PI|PO|SCM|TM|EHS|RE|AA|AR|AP|GL)$/;

/**
 * Skill mentions that really name the skill: a Chinese term only where it is a word of its own
 * (词法语法 does not mention 法语), a short upper-case code never among SAP module codes (the PS of
 * "SAP SD/MM/PS" is Project System, not Photoshop).
 */
export function reliableSkillMentions(text: string): ReturnType<typeof extractSkills> {
  return extractSkills(text).filter((m) => {
    const written = m.matched.trim();
    if (CJK.test(written)) {
      const line0 = text.lastIndexOf('\n', m.start) + 1;
      const line1 = text.indexOf('\n', m.end);
      const line = text.slice(line0, line1 < 0 ? undefined : line1);
      const edges = wordEdges(line);
      const a = m.start - line0 + (m.matched.length - m.matched.trimStart().length);
      const b = a + written.length;
      if (CJK.test(written[0]!) && !edges.starts.has(a)) return false;
      if (CJK.test(written[written.length - 1]!) && !edges.ends.has(b)) return false;
      return true;
    }
    if (/^[A-Z]{2,4}$/.test(written) && SAP_MODULE.test(written)) {
      const around = text.slice(Math.max(0, m.start - 24), m.end + 24);
      const codes = (around.match(/(?<![A-Za-z])[A-Z]{2,5}(?![A-Za-z])/g) ?? []).filter(
        (c) => c !== written && SAP_MODULE.test(c),
      );
      if (/\bSAP\b/i.test(around) || codes.length >= 2) return false;
    }
    return true;
  });
}

// ── Years of experience as a claim ───────────────────────────────────────────────────────────

const YEARS_CLAIM =
  /(\d{1,2}(?:\.\d)?|[一二两三四五六七八九十]{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s*\+?\s*(?:年(?:半)?(?:以上|多)?(?:的)?[^，。；;,\n\d]{0,10}?(?:工作|从业)?经验|(?:years?|yrs?)['’]?\s+(?:of\s+)?(?:[\w-]+\s+){0,3}?experience)/gi;

function readClaimNumber(raw: string): number | null {
  const lower = raw.toLowerCase();
  if (lower in EN_NUMBER_WORDS) return EN_NUMBER_WORDS[lower]!;
  if (/^\d/.test(raw)) return Number(raw);
  const n = parseChineseNumber(raw);
  return Number.isFinite(n) ? n : null;
}

// ── The source index ─────────────────────────────────────────────────────────────────────────

interface TSourceIndex {
  /** Everything the source says, normalised, one string. */
  flat: string;
  /** The structured resume's texts, normalised: where a modification's `original` may be found. */
  located: string;
  /** The source text itself (NFKC). */
  text: string;
  /** Years of experience the text states, or its dated jobs add up to (numKey). */
  claimYears: Set<string>;
  /** Skill id → the ways the source writes it. */
  skillForms: Map<string, string[]>;
  numbers: Set<string>;
  /** Counts with their counter (`countedKeys`). */
  counted: Set<string>;
  digitGroups: Set<string>;
  latin: Set<string>;
  orgs: string[];
  titles: string[];
}

const INDEX_CACHE = new WeakMap<TResumeJson, { text: string; index: TSourceIndex }>();

function latinParts(token: string): string[] {
  const lower = token.toLowerCase();
  return [lower, ...lower.split(/[.'’-]+/).filter(Boolean)];
}

/** The source's own text: the original text, or (only when there is none) the structured resume rendered. */
export function sourceText(source: TFactSource): string {
  const text = stripGaps(source.text).normalize('NFKC');
  return text.trim() ? text : stripGaps(renderResumeText(source.json)).normalize('NFKC');
}

function buildIndex(source: TFactSource): TSourceIndex {
  const all = sourceText(source);
  const flat = norm(all);

  const skillForms = new Map<string, string[]>();
  const addForm = (id: string, form: string) => skillForms.set(id, [...(skillForms.get(id) ?? []), form]);
  for (const m of reliableSkillMentions(all)) addForm(m.id, m.matched);

  const numbers = new Set<string>();
  const addNumber = (v: number) => {
    const k = numKey(v);
    if (k !== null) numbers.add(k);
  };
  const sourceNumbers = [...digitNumbers(all), ...chineseNumbers(all, false), ...englishNumbers(all, false)];
  for (const n of sourceNumbers) {
    n.values.forEach(addNumber);
    n.parts.forEach(addNumber);
  }
  const counted = new Set(countedKeys(all, sourceNumbers));
  // "1" is never a fact of its own (one of, 1 year). Years of experience are checked as claims.
  addNumber(1);
  const j = source.json;
  const claimYears = new Set<string>();
  for (const y of statedYearFigures(all)) claimYears.add(numKey(y)!);
  const years = documentYears({ text: all, json: j });
  const summed = years?.source === 'summed' ? years : null;
  // Summed jobs may be stated rounded down (2.7 → 2年); a stated figure only as written.
  if (summed) for (const y of [summed.years, Math.floor(summed.years)]) claimYears.add(numKey(y)!);

  const digitGroups = new Set<string>();
  for (const m of all.matchAll(DIGIT_GROUP)) digitGroups.add(m[0].replace(/\D/g, ''));

  const latin = new Set<string>();
  for (const m of all.matchAll(LATIN_TOKEN)) for (const p of latinParts(m[0])) latin.add(p);

  // Names the parser read count only as far as the text writes them.
  const inText = (v: string | null | undefined): v is string => Boolean(v && flat.includes(norm(v)));
  const orgs = [
    ...[...j.work.map((w) => w.company), ...j.education.map((e) => e.school)].filter(inText),
    ...orgMentions(all).map((o) => o.name),
  ].map(norm);
  const titles = [
    ...[...j.work.map((w) => w.title), ...j.projects.map((p) => p.role), j.basics.target_role].filter(inText),
    ...titleMentions(all).map((t) => t.name),
  ].map(norm);
  // Where the parser's fields are (to find a modification's `original`), not facts.
  const located = norm(jsonStrings(j).join('\n'));

  return { flat, located, skillForms, numbers, counted, claimYears, digitGroups, latin, orgs, titles, text: all };
}

function indexOf(source: TFactSource): TSourceIndex {
  const cached = INDEX_CACHE.get(source.json);
  if (cached && cached.text === source.text) return cached.index;
  const index = buildIndex(source);
  INDEX_CACHE.set(source.json, { text: source.text, index });
  return index;
}

// ── The check ────────────────────────────────────────────────────────────────────────────────

const SENTENCE_START = /(?:^|[.!?:;。！？：；•·*(（\n"“'‘【】\-–—|>])\s*["“'‘(（]*\s*$/;

function mask(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/**
 * What the candidate text states that the source resume does not: Chinese descriptions, one per
 * invented fact; [] when the text is clean. Gaps (【待补充：…】) are ignored.
 */
export function factViolations(source: TFactSource, candidate: string): string[] {
  const index = indexOf(source);
  let text = stripGaps(candidate).normalize('NFKC');
  if (!text.trim()) return [];
  const out = new Set<string>();

  // Addresses first, then masked so their digits and words are not read again.
  for (const m of [...text.matchAll(EMAIL), ...text.matchAll(URL)]) {
    if (!index.flat.includes(norm(m[0])))
      out.add(`出现了原简历中没有的${m[0].includes('@') ? '邮箱' : '链接'}：${m[0]}`);
    text = mask(text, m.index, m.index + m[0].length);
  }
  // A goal is not a claim: the role named after 应聘 / 求职意向 / applying for is not checked.
  for (const m of text.matchAll(GOAL_PHRASE)) {
    const start = m.index + m[0].length - m[1]!.length;
    text = mask(text, start, start + m[1]!.length);
  }
  for (const m of text.matchAll(DIGIT_GROUP)) {
    if (index.digitGroups.has(m[0].replace(/\D/g, ''))) text = mask(text, m.index, m.index + m[0].length);
  }

  // Years of experience: a figure the text states, or its dated jobs add up to.
  const claims = [...text.matchAll(YEARS_CLAIM)];
  for (const m of claims) {
    const read = readClaimNumber(m[1]!);
    const n = read !== null && /年半/.test(m[0]) ? read + 0.5 : read;
    const k = n === null ? null : numKey(n);
    if (k !== null && !index.claimYears.has(k) && !index.flat.includes(norm(m[0])))
      out.add(`工作年限「${m[0].trim()}」在原简历中没有依据`);
  }
  for (const m of claims) text = mask(text, m.index, m.index + m[0].length);

  // Skills (a term read out of a longer word, or a SAP module code, is not a claim).
  const skills = extractSkills(text);
  const reliable = new Set(reliableSkillMentions(text).map((m) => m.start));
  for (const s of skills) {
    if (!reliable.has(s.start)) continue;
    const written = s.matched.trim();
    const literal = /^[\x20-\x7e]+$/.test(written)
      ? [...written.matchAll(LATIN_TOKEN)].every((t) => index.latin.has(t[0].toLowerCase()))
      : hasChineseWord(index.text, written.normalize('NFKC'));
    if (literal) continue;
    const forms = index.skillForms.get(s.id);
    if (forms && isSkillSpelling(written, s.id) && forms.some((f) => isSkillSpelling(f, s.id))) continue;
    out.add(`新增了原简历中没有的技能：${written}`);
  }

  // Numbers.
  const known = (v: number) => {
    const k = numKey(v);
    return k !== null && index.numbers.has(k);
  };
  for (const n of [...digitNumbers(text), ...chineseNumbers(text, true), ...englishNumbers(text, true)]) {
    const counts = countedKeys(text, [n]);
    if (counts.length > 0) {
      if (!counts.some((k) => index.counted.has(k))) out.add(`出现了原简历中没有的数量：${n.text}`);
      continue;
    }
    if (n.values.some(known)) continue;
    if (n.parts.length > 1 && n.parts.every(known)) continue;
    const isYear = /^(?:19|20)\d{2}(?:\.\d{1,2})?$/.test(n.text);
    out.add(`出现了原简历中没有的${isYear ? '日期/年份' : '数字'}：${n.text}`);
  }

  // Employers and schools.
  for (const o of orgMentions(text)) {
    if (o.core.length < 2 || index.flat.includes(norm(o.name)) || GENERIC_ORG_CORE.test(o.core)) continue;
    const core = norm(o.core).replace(LOCATIONS, '');
    if (core.length >= 2 && index.orgs.some((known) => known.includes(core))) continue;
    out.add(`出现了原简历中没有的${SCHOOL_SUFFIX.test(o.suffix) ? '学校' : '公司/机构'}：${o.name}`);
  }

  // Job titles.
  for (const t of titleMentions(text)) {
    if (!t.core) continue;
    const name = norm(t.name);
    if (index.flat.includes(name) || index.titles.some((known) => isSubsequence(name, known))) continue;
    if (TITLE_OTHERS_CUE.test(t.before) || TITLE_GOAL_CUE.test(t.before)) continue;
    out.add(`出现了原简历中没有的职位：${t.name.trim()}`);
  }
  for (const m of text.matchAll(EN_TITLE_CLAIM)) {
    const title = m[1]!;
    if (!index.flat.includes(norm(title))) out.add(`出现了原简历中没有的职位：${title}`);
  }

  // Latin proper nouns.
  const inSkill = (at: number) => skills.some((s) => at >= s.start && at < s.end);
  for (const m of text.matchAll(LATIN_TOKEN)) {
    const token = m[0].replace(/[.'’-]+$/, '');
    if (token.length < 2 || inSkill(m.index)) continue;
    if (/\d/.test(text[m.index - 1] ?? '')) continue; // 800ms, 5k
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    const properish =
      /[A-Z]/.test(token.slice(1)) ||
      /\d/.test(token) ||
      CJK.test(line) ||
      (/^[A-Z]/.test(token) && !SENTENCE_START.test(text.slice(lineStart, m.index)));
    if (!properish) continue;
    const parts = latinParts(token);
    if (index.latin.has(parts[0]!) || parts.slice(1).every((p) => index.latin.has(p))) continue;
    out.add(`出现了原简历中没有的专有名词：${token}`);
  }

  return [...out];
}

/** Splits modifications into those that invent nothing and those that do (with what they invent). */
export function checkModifications(
  source: TFactSource,
  mods: TModification[],
): { accepted: TModification[]; rejected: (TModification & { violations: string[] })[] } {
  const index = indexOf(source);
  const accepted: TModification[] = [];
  const rejected: (TModification & { violations: string[] })[] = [];
  for (const mod of mods) {
    const violations = factViolations(source, mod.optimized);
    const original = norm(stripGaps(mod.original));
    if (mod.original.trim() && !index.flat.includes(original) && !index.located.includes(original)) {
      violations.unshift(`要替换的原文在简历中找不到：${mod.original.slice(0, 40)}`);
    }
    if (violations.length > 0) rejected.push({ ...mod, violations });
    else accepted.push(mod);
  }
  return { accepted, rejected };
}

// ── The structured resume ────────────────────────────────────────────────────────────────────

const periodKey = (p: TResumePeriod) => `${p.start ?? ''}~${p.current ? 'now' : (p.end ?? '')}`;

/**
 * Structural violations of a rewritten structured resume: names, phones, e-mails, employers,
 * titles, schools, degrees, majors and periods must each be a value of the source; no new work,
 * education or project entries; every free text (highlights, skills, self-evaluation…) passes
 * `factViolations`.
 */
export function checkResumeJson(source: TFactSource, rewritten: TResumeJson): string[] {
  const out: string[] = [];
  const s = source.json;
  // Optional fields (department, note) may be absent: undefined counts as empty.
  const same = (values: (string | null | undefined)[], label: string, value: string | null | undefined) => {
    if (value == null || !value.trim()) return;
    if (!values.some((v) => v != null && norm(v) === norm(value))) out.push(`${label}「${value}」不在原简历中`);
  };
  const free = (label: string, text: string | null) => {
    if (!text) return;
    for (const v of factViolations(source, text)) out.push(`${label}：${v}`);
  };
  const samePeriod = (periods: (TResumePeriod | null)[], label: string, p: TResumePeriod | null) => {
    if (!p) return;
    const ok = periods.some((q) => q !== null && (norm(q.text) === norm(p.text) || periodKey(q) === periodKey(p)));
    if (!ok) out.push(`${label}的时间「${p.text}」不在原简历中`);
  };

  const b = rewritten.basics;
  same([s.basics.name], '姓名', b.name);
  same([s.basics.phone], '电话', b.phone);
  same([s.basics.email], '邮箱', b.email);
  same([s.basics.city], '城市', b.city);
  if (b.target_role && !s.basics.target_role) free('求职意向', b.target_role);
  else if (b.target_role && norm(b.target_role) !== norm(s.basics.target_role ?? '')) free('求职意向', b.target_role);
  if (b.years_of_experience !== null && b.years_of_experience !== s.basics.years_of_experience) {
    out.push(`工作年限「${b.years_of_experience}」与原简历不符`);
  }

  // Each entry keeps its facts: the named fields and the period must be values of the source's
  // entries of that section, no entry is added, and every line passes the free-text check.
  type TEntry = { period: TResumePeriod | null } & Record<string, unknown>;
  const entries = <T extends TEntry>(
    source: T[],
    target: T[],
    name: string,
    added: string,
    fields: [keyof T & string, string][],
    lines: (e: T) => string[],
  ) => {
    if (target.length > source.length) out.push(`新增了 ${target.length - source.length} ${added}`);
    target.forEach((entry, i) => {
      const label = `${name} ${i + 1}`;
      for (const [field, fieldLabel] of fields) {
        same(
          source.map((x) => x[field] as string | null | undefined),
          `${label}的${fieldLabel}`,
          entry[field] as string | null | undefined,
        );
      }
      samePeriod(
        source.map((x) => x.period),
        label,
        entry.period,
      );
      lines(entry).forEach((line) => free(label, line));
    });
  };
  entries(
    s.work,
    rewritten.work,
    '工作经历',
    '段工作经历',
    [
      ['company', '公司'],
      ['department', '部门'],
      ['title', '职位'],
      ['note', '备注'],
    ],
    (w) => w.highlights,
  );
  entries(
    s.education,
    rewritten.education,
    '教育经历',
    '段教育经历',
    [
      ['school', '学校'],
      ['degree', '学历'],
      ['major', '专业'],
    ],
    (e) => e.details,
  );
  entries(
    s.projects,
    rewritten.projects,
    '项目经历',
    '个项目经历',
    [
      ['name', '名称'],
      ['role', '角色'],
      ['note', '备注'],
    ],
    (p) => p.highlights,
  );

  rewritten.skills.forEach((x) => free('专业技能', x));
  rewritten.certificates.forEach((x) => free('证书', x));
  rewritten.awards.forEach((x) => free('获奖情况', x));
  free('自我评价', rewritten.self_evaluation);
  for (const o of rewritten.other) {
    free(o.title, o.title);
    o.lines.forEach((l) => free(o.title, l));
  }
  return [...new Set(out)];
}

import type { TAiPosition, TResumeJson } from '@offerpilot/shared';
import {
  EN_NUMBER_WORDS,
  extractKeywords,
  extractSkills,
  KEYWORD_INDICATORS,
  parseChineseNumber,
} from '../../../text/index.ts';
import { memoize } from '../memo.ts';
import { queryTokens } from '../relevance.ts';
import { ONE_OF } from './alternatives.ts';
import { BULLET_MARK } from './bullets.ts';
import type { TJobContext } from './context.ts';
import { CJK_G, collapseInitials, hasCjk, nonEmpty } from './helpers.ts';
import { skillName } from './sources.ts';

/** Reading a requirement item: preferred or asked, years, degree, keywords, willingness; the plan of items. */

// ── Job-based analysis ───────────────────────────────────────────────────────────────────────

const PREFERRED =
  /优先(?!级|处理|队列|顺序)|加分|更佳|更好(?!地)|者佳|preferred|nice to have|a plus|bonus|desirable|(?:an?|be)\s+advantage|advantageous/i;
/** A lead-in that makes what follows preferred: "优先考虑：Python，Airflow", "Nice to have: …". */
const PREFERRED_LEAD = /^(?:加分项|加分|优先条件|优先考虑|preferred|nice to have|bonus)\s*[:：]/i;
export const REQUIREMENT_LABEL =
  /^(?:加分项|加分|优先条件|优先考虑|任职要求|岗位要求|任职资格|preferred|nice to have|bonus|requirements?)\s*[:：]\s*/i;

/** Years of experience a requirement asks for (the lower bound of a range), or null. */
export function requiredYears(text: string): number | null {
  const found: number[] = [];
  if (/经验|工作|从业|年限/.test(text) && !/年龄/.test(text)) {
    for (const m of text.matchAll(
      /(?<![\d.年])(\d{1,2}|[一二两三四五六七八九十])\s*(?:[-~～至到]\s*(?:\d{1,2}|[一二两三四五六七八九十])\s*)?\+?\s*年/g,
    )) {
      const n = parseChineseNumber(m[1]!);
      if (n > 0 && n <= 30) found.push(n);
    }
  }
  for (const m of text.matchAll(
    /(?<![\d.])(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?(?:years?|yrs?)\b(?!\s+old)/gi,
  )) {
    const raw = m[1]!.toLowerCase();
    const n = /\d/.test(raw) ? Number(raw) : (EN_NUMBER_WORDS[raw] ?? 0);
    if (n > 0 && n <= 30) found.push(n);
  }
  return found.length ? Math.min(...found) : null;
}

export const DEGREE_NAMES = ['高中/中专', '大专', '本科', '硕士', '博士'];
const DEGREE_STRICT: [number, RegExp][] = [
  [4, /博士|ph\.?\s?d|doctorate|doctoral degree/i],
  [3, /硕士|研究生|master'?s?\s+(?:degree|of)|\bmasters\b|\bmsc\b|\bm\.s\.|\bmba\b/i],
  // Written abbreviations (case-sensitive): M.Tech, MCA, M.E., LL.M, MFA; B.Tech, B.E., BCA, B.Com, LL.B, BFA.
  [3, /\bM\.\s?Tech\b|\bMTech\b|\bMCA\b|\bM\.E\.|\bM\.\s?Com\b|\bLL\.\s?M\b|\bMFA\b|\bM\.\s?Sc\b/],
  // "Graduate in any discipline", "any graduate": in Indian adverts a graduate holds a bachelor's degree.
  [
    2,
    /本科|学士|bachelor|\bbsc\b|\bb\.s\.|\bb\.a\.|undergraduate|university degree|college degree|\bdegree in\b|\bgraduate in any\b|\bany graduate\b/i,
  ],
  [
    2,
    /\bB\.\s?Tech\b|\bBTech\b|\bBCA\b|\bB\.E\.?(?=[\s/,(]|$)|\bBE\b(?=\s+in\b)|\bB\.\s?Com\b|\bBBA\b|\bLL\.\s?B\b|\bBFA\b|\bB\.\s?Sc\b|\bB\.\s?Pharm\b/,
  ],
  [1, /大专|专科|高职|associate(?:'s)? degree/i],
  [0, /高中|中专|high school|\bged\b/i],
];
const DEGREE_LOOSE: [number, RegExp][] = [
  [4, /博士|ph\.?\s?d|doctor/i],
  // The parser's degree field only: short forms are safe here ("MA", "BE", "BCom", "MTech").
  [
    3,
    /硕士|研究生|master|\bmsc\b|\bm\.s\b|\bmba\b|\bmeng\b|\bm\.?a\b|\bme\b|\bm\.?\s?(?:com|tech|e)\b|\bmca\b|\bpgdm\b|\bm\.?pharm\b|\bmsw\b/i,
  ],
  [
    2,
    /本科|学士|bachelor|\bbsc\b|\bb\.s\b|\bb\.?a\b|\bbeng\b|\bbe\b|\bb\.?\s?(?:com|tech|e)\b|\bbca\b|\bbba\b|\bbms\b|\bb\.?pharm\b|\bbsw\b|undergraduate/i,
  ],
  [1, /大专|专科|高职|associate|diploma/i],
  [0, /高中|中专|high school/i],
];

/** The lowest degree a requirement accepts ("本科及以上，硕士优先" → 本科), or null. */
export function requiredDegree(text: string): number | null {
  const plain = collapseInitials(text);
  const levels = DEGREE_STRICT.filter(([, re]) => re.test(plain)).map(([l]) => l);
  return levels.length ? Math.min(...levels) : null;
}

/**
 * The highest degree the resume shows: its education entries, else any education line of the
 * text (a thin parse may keep none).
 */
export function resumeDegree(ctx: TJobContext): { level: number; text: string } | null {
  const parsed = parsedDegree(ctx.json);
  if (parsed) return parsed;
  let best: { level: number; text: string } | null = null;
  for (const src of ctx.sources.filter((s) => s.section === 'education')) {
    const hit = DEGREE_STRICT.find(([, re]) => re.test(collapseInitials(src.text)));
    if (hit && (!best || hit[0] > best.level)) best = { level: hit[0], text: src.text };
  }
  return best;
}

function parsedDegree(json: TResumeJson): { level: number; text: string } | null {
  let best: { level: number; text: string } | null = null;
  for (const e of json.education) {
    const candidates: [string | null, [number, RegExp][]][] = [
      [e.degree, DEGREE_LOOSE],
      [e.school, DEGREE_STRICT],
      [e.major, DEGREE_STRICT],
      ...e.details.map((d): [string, [number, RegExp][]] => [d, DEGREE_STRICT]),
    ];
    for (const [text, table] of candidates) {
      if (!nonEmpty(text)) continue;
      const hit = table.find(([, re]) => re.test(collapseInitials(text)));
      if (hit && (!best || hit[0] > best.level)) best = { level: hit[0], text };
      if (hit) break;
    }
  }
  return best;
}

/**
 * An item that asks for one thing and prefers another ("本科及以上，计算机相关专业优先", "Graduate in
 * any discipline; MBA in Marketing preferred") is two requirements: what it asks for, then what it
 * prefers. Clauses end at ；;。 and the Chinese comma (an English comma often only continues a list:
 * "Photoshop, Illustrator or Figma is a plus"). An item whose first clause is already preferred
 * ("加分项：…") stays whole.
 */
export function splitPreferred(item: string): string[] {
  const chinese = /[\u3400-\u9fff]/.test(item);
  // A preference in brackets is a clause of its own: "本科及以上学历（计算机相关专业优先）".
  const text = item.replace(/\s*[（(]([^（）()]{1,80})[）)]/g, (whole, inner: string) =>
    PREFERRED.test(inner) ? `${chinese ? '，' : '; '}${inner}` : whole,
  );
  // In Chinese text an ASCII comma ends a clause too ("本科及以上学历,计算机相关专业优先").
  const clauses = text
    .split(chinese ? /\s*(?:[;；。，]|,(?!\d))\s*/ : /\s*(?:[;；]|\.\s)\s*/)
    .map((c) => c.trim().replace(/\.$/, ''))
    .filter(Boolean);
  if (clauses.length < 2 || PREFERRED.test(clauses[0]!)) return [item];
  // After a lead-in ("优先考虑：Python，Airflow") every later clause is preferred too.
  let lead = false;
  const isPreferred = clauses.map((c) => (lead ||= PREFERRED_LEAD.test(c)) || PREFERRED.test(c));
  if (!isPreferred.some(Boolean)) return [item];
  const join = chinese ? '，' : '; ';
  return [clauses.filter((_, i) => !isPreferred[i]).join(join), clauses.filter((_, i) => isPreferred[i]).join(join)];
}

/** Requirement items: the position's requirements (asked and preferred apart), else its responsibility lines. */
export function requirementItems(position: TAiPosition): string[] {
  const given = position.requirements.map((r) => r.trim()).filter(Boolean);
  if (given.length) return given.flatMap(splitPreferred);
  return (position.responsibilities ?? '')
    .split(/\n|；|;|(?<=。)/)
    .map((l) => l.trim())
    .filter((l) => l.replace(BULLET_MARK, '').trim().length >= 2);
}

const KEYWORD_STOP = new Set([
  '大型',
  '小型',
  '中型',
  '大规模',
  '分项',
  '工具',
  '以上',
  '或者',
  '等等',
  '一种',
  '之类',
  '良好',
  '贡献',
  // What the work is for ("用数据驱动产品决策", "通过数据发现问题", "问题的解决方案", "推动业务落地"),
  // not a thing a resume names.
  '决策',
  '发现',
  '解决方案',
  '落地',
  // How an advert praises or frames what it asks (出色的沟通, 持有…证书, 以用户为中心, 清晰阐述, 质量
  // 保障体系建设), and 逻辑 cut out of 逻辑分析仪 or 逻辑思维: nothing a resume line would say.
  '持有',
  '出色',
  '优秀',
  '建设',
  '中心',
  '阐述',
  '清晰',
  '完整',
  '工作作风',
  '作风',
  '职称',
  '证书',
  '玩法',
  '逻辑',
  '识别',
  '产品开发',
  '理解能力',
  '持有人',
  '功底',
  '注重',
  '支撑',
  '适应',
  '创意',
  '运用',
  // Amounts, judgements and acts said of the work (大量往来账目, 评估活动效果, 改进效率, 护网行动): no thing
  // a line names.
  '大量',
  '评估',
  '改进',
  '效果',
  '行动',
]);
/** Latin words that are part of a name in Chinese text (OWASP Top 10), no term of their own. */
const LATIN_STOP = /^(?:top|plus|pro|max|mini|lite|new|best)$/i;

/** Non-lexicon keywords worth matching: technical-looking Latin terms, Chinese terms (cached per advert text). */
export function usefulKeywords(text: string, limit: number): readonly string[] {
  return cachedKeywords(`${limit}\u0000${text}`);
}
const cachedKeywords = memoize((key: string) => {
  const at = key.indexOf('\u0000');
  return findKeywords(key.slice(at + 1), Number(key.slice(0, at)));
}, 1000);

function findKeywords(text: string, limit: number): string[] {
  const out: string[] = [];
  const zhText = (text.match(CJK_G) ?? []).length * 3 >= text.replace(/\s/g, '').length;
  for (const k of extractKeywords(text, { limit: limit * 3 })) {
    const t = k.term;
    if (hasCjk(t)) {
      if (t.length < 2 || KEYWORD_STOP.has(t)) continue;
    } else {
      const technical = /[A-Z].*[A-Z]|\d|[+#]|[a-z]\.[a-z]/.test(t) && !/^[A-Z]\.[A-Z]$/.test(t);
      // Among Chinese, a Latin word is almost always a name (Saga, Figma); in English only technical-looking ones.
      if ((!technical && !zhText) || /^(?:e\.?g|i\.?e|etc)$/i.test(t) || LATIN_STOP.test(t)) continue;
    }
    out.push(t);
    if (out.length >= limit) break;
  }
  return out;
}

/** Words that only name a degree and its level ("本科及以上学历", "Bachelor's degree", "any graduate"). */
const DEGREE_WORDS =
  /本科|学士|硕士|博士|研究生|大专|专科|高职|统招|全日制|及以上|以上|学历|学位|\b(?:a|an|the|or|and|any|discipline|equivalent|required|relevant|degree|graduate|graduation|undergraduate|postgraduate|bachelor|master|doctorate|phd|university|college|holder|mba|mca|bca|bba|msc|bsc|btech|mtech|bcom|mcom)(?:'?s)?\b|\b[bm]\.?\s?(?:a|sc|s|e|tech|com)\b\.?/gi;

/** Whether an item asks for more than a degree ("Bachelor's degree in Computer Science", "计算机相关专业本科"). */
function beyondDegree(item: string): boolean {
  return queryTokens(collapseInitials(item).replace(DEGREE_WORDS, ' ')).length > 0;
}

/**
 * Conditions of work asked as something one can do or bear (能适应外拍和弹性工作时间, 能配合早晚班,
 * 能承担夜间值守, 能长期驻外, 节假日需轮值, 适应快节奏): not a fact a resume shows. Only after 能 / 可 /
 * 需 or 适应: 「有值班经理工作经验」 and 「有7×24小时on-call应急经验」 are facts.
 */
const CONDITIONS =
  /(?:能|可以?|需要?|须)(?:适应|配合|承担|接受|胜任)?[^，,；;。]{0,10}?(?:外拍|弹性工作|倒班|夜班|早晚班|轮班|值班|值守|轮值|on-?call|驻外|驻场|轮岗)|适应(?:快节奏|高强度|节奏|加班|出差|倒班|夜班)/i;

/** Attitude and willingness: not something resume wording can show. */
export const ATTITUDE = new RegExp(
  `${CONDITIONS.source}|${/责任心|抗压|吃苦|积极|主动|态度|意愿|愿意|接受|服从|出差|加班|性格|热爱|热情|踏实|稳定(?!性)|承受.{0,6}压力|工作压力|认真|细心|耐心|诚信|passion|willing|attitude|motivated|team player|hard[- ]?working|punctual|honest/.source}`,
  'i',
);
/**
 * Willingness and manner ("愿意出差", "能接受加班", "服从公司安排", "能承受工作压力"): no resume line
 * shows them, so their words are no keywords to find. Narrower than ATTITUDE: "保障系统稳定运行"
 * and "接受过专业培训" are facts.
 */
export const WILLINGNESS = new RegExp(
  `${CONDITIONS.source}|${/愿意|乐于|(?:能|可以?)接受|接受(?:出差|加班|倒班|驻场|外派)|出差|加班|倒班|驻场|外派|服从|抗压|承受.{0,6}压力|工作压力|吃苦|责任心|积极主动|工作态度|性格|踏实|认真负责|细心|耐心|诚信|willing|willingness|passion|attitude|motivated|team player|hard[- ]?working|punctual|honest/.source}`,
  'i',
);

/** A keyword read where it stands: "接受" in "能接受出差" is willingness, in "接受过培训" it is not. */
export function willingWord(text: string, keyword: string): boolean {
  const at = text.indexOf(keyword);
  if (at < 0) return WILLINGNESS.test(keyword);
  // Within its own clause: 「有急诊抢救护理经验，能适应夜班」 keeps 急诊 asked.
  const from = Math.max(0, ...[...text.slice(0, at).matchAll(/[，,；;。]/g)].map((m) => m.index + 1), at - 6);
  const rest = text.slice(at, at + keyword.length + 10);
  const end = rest.search(/[，,；;。]/);
  return WILLINGNESS.test(text.slice(from, at) + (end < 0 ? rest : rest.slice(0, end)));
}

/** A clause that asks for something a resume states: experience, resources, a certificate, a tool known. */
const FACT_ASK =
  /(?:有|具备|具有)[^，,；;。]*?(?:经验|经历|资源|背景|案例|证书|资格|作品)|熟悉|掌握|精通|熟练|持有|了解/;

/** What an item asks, read from its words alone (the same for every resume). */
/** What turns a skill's name into a certificate's: MySQL OCP, Oracle 认证, 红帽 RHCE. */
const CERTIFICATE_AFTER =
  /^\s*(?:(?:OCP|OCA|OCM|OCE|RHCE|RHCSA|CCNA|CCNP|CCIE|HCIA|HCIP|HCIE)(?![a-z])|(?:认证)?(?:证书|资格证))/i;

/** Words that say what kind of thing a name is (Linux 操作系统, MySQL 数据库, Spring 框架). */
const KIND_WORD = /(?:语言|操作系统|数据库|框架|中间件)$/;
/** What may stand between a skill (or its list) and its kind word: nothing, 等, 至少一种. */
const AFTER_SKILL = new RegExp(String.raw`^\s*(?:等|${ONE_OF})?\s*$`);

/**
 * A kind word written right after a skill it describes ("Linux操作系统", "Shell/Python一种脚本语言"
 * after its list): the skill is what is asked, the word no keyword of its own. True when every place
 * the text has it so follows a skill mention (spaces, 一种 / 至少一种 / 等 between).
 */
export function kindOfSkill(text: string, word: string, mentions: readonly { end: number }[]): boolean {
  if (!KIND_WORD.test(word)) return false;
  let at = text.indexOf(word);
  if (at < 0) return false;
  for (; at >= 0; at = text.indexOf(word, at + 1)) {
    const follows = mentions.some((m) => AFTER_SKILL.test(text.slice(m.end, at)));
    if (!follows) return false;
  }
  return true;
}

export function readRequirement(requirement: string) {
  const kind: 'required' | 'preferred' = PREFERRED.test(requirement) ? 'preferred' : 'required';
  const clean = requirement.replace(BULLET_MARK, '').replace(REQUIREMENT_LABEL, '').trim();
  // "MySQL OCP 认证": a certificate named after a skill asks for the certificate, which the skill
  // alone does not show; its words stay to be found.
  const mentions = extractSkills(clean).filter(
    (m) => m.category === 'certificate' || !CERTIFICATE_AFTER.test(clean.slice(m.end, m.end + 12)),
  );
  const skillIds = [...new Set(mentions.map((m) => m.id))];
  const skillNames = new Set(skillIds.map((id) => skillName(id).toLowerCase()));
  // "愿意出差", "能接受加班": willingness, which no resume line shows; its words are not keywords to find.
  // A clause asking a fact beside it ("能配合线上值班，有线上故障处理经验") keeps the item asked.
  const attitude =
    mentions.length === 0 && WILLINGNESS.test(clean) && !clean.split(/[，,；;。]/).some((c) => FACT_ASK.test(c));
  const read = attitude
    ? []
    : usefulKeywords(clean, 4).filter(
        (k) => !skillNames.has(k.toLowerCase()) && !willingWord(clean, k) && !kindOfSkill(clean, k, mentions),
      );
  // An item that names nothing else ("有设计降本经验") is looked for by the words the indicators know.
  const compact = clean.replace(/\s+/g, '');
  const keywords =
    attitude || read.length || mentions.length
      ? read
      : Object.keys(KEYWORD_INDICATORS).filter((word) => word.length >= 2 && compact.includes(word));
  const years = requiredYears(clean);
  const degreeReq = requiredDegree(clean);
  // "本科及以上学历", "Bachelor's degree": a degree and nothing else is judged by the education component.
  const degreeOnly =
    kind === 'required' &&
    degreeReq !== null &&
    years === null &&
    mentions.length === 0 &&
    keywords.length === 0 &&
    !beyondDegree(clean);
  // An item of traits alone (服务意识强，细致周到，具备良好的沟通协调能力): its other words are traits too.
  // A clause that asks for a fact beside the traits (沟通能力强，有海外客户资源) makes it no item of
  // traits alone: its words stay asked.
  const traits =
    mentions.length > 0 &&
    mentions.every((m) => m.category === 'soft-skill') &&
    !clean.split(/[，,；;。]/).some((c) => FACT_ASK.test(c) && keywords.some((k) => c.includes(k)));
  return { kind, clean, mentions, skillIds, keywords, years, degreeReq, degreeOnly, attitude, traits };
}

/** One item of what the advert asks, as the match reads it (see splitPreferred). */
export interface TRequirementPlanItem {
  requirement: string;
  kind: 'required' | 'preferred';
  /** Asks only for a degree: shown, but scored by the education component, not the required mean. */
  degreeOnly: boolean;
}

/** The position's requirement items in the match's reading: asked and preferred apart, degree-only marked. */
export function requirementPlan(position: TAiPosition): TRequirementPlanItem[] {
  return requirementItems(position).map((requirement) => {
    const { kind, degreeOnly } = readRequirement(requirement);
    return { requirement, kind, degreeOnly };
  });
}

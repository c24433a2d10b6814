import {
  GAP_PATTERN,
  findGaps,
  SCORE_DIMENSION_LABELS,
  type TAiPosition,
  type TAnalysisIssue,
  type TBasicAnalysis,
  type TJobAnalysis,
  type TMatchComponent,
  type TRequirementMatch,
  type TResumeJson,
  type TResumePeriod,
  type TResumeSection,
  type TScoreDimension,
  type TSubScore,
  weightPercent,
} from '@offerpilot/shared';
import { BUILTIN_MODEL, type TAiResume } from '../provider.ts';
import {
  SKILL_LEXICON,
  extractKeywords,
  extractSkills,
  findIndicators,
  getSkill,
  EN_NUMBER_WORDS,
  isQuantified,
  parseChineseNumber,
  type TSkillMention,
} from '../../text/index.ts';
import { memoize } from './memo.ts';
import { BACKGROUND_DF } from './background-df.data.ts';
import { idfOf, queryTokens, termCounts, termCoverage, textRelevance, type TTermCounts } from './relevance.ts';
import { levelYears, resumeYears, type TResumeYears } from './years.ts';

/** Re-exported for the callers that read it with the analysis (tests, the bench). */
export { isQuantified };

/**
 * The built-in (offline, deterministic) resume analysis: a basic quality rubric over six
 * dimensions and, for a position, a requirement-by-requirement match read from the whole resume
 * text (the parsed structure on top) plus a BM25-style relevance of the text to the advert. Same
 * input, deep-equal output: no clock (except to close a work period "至今" when the resume states
 * no date of its own), no randomness, and every list is built in document order. The rules and weights are documented
 * in docs/ai-engine.md ("## Analysis"); the Chinese explanations repeat them for the user.
 */

// ── Small helpers ────────────────────────────────────────────────────────────────────────────

const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, n));
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const CJK_G = /[\u3400-\u9fff\uf900-\ufaff]/g;
const hasCjk = (s: string) => CJK.test(s);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const short = (s: string, n = 30) => (s.length > n ? `${s.slice(0, n)}…` : s);
const joinNames = (names: readonly string[]) => names.join('、');
const nonEmpty = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** Text with the 【待补充：…】 gaps removed (a gap is not a fact). */
const withoutGaps = (text: string) => text.replace(GAP_PATTERN, ' ');
/** The gap as the text writes it: 【待补充：…】, or [to add: …] in an English bullet. */
const gapMarker = (text: string) =>
  findGaps(text).length ? (text.includes('[to add:') ? '[to add: …]' : '【待补充：…】') : null;

function englishWords(text: string): number {
  return (text.match(/[A-Za-z]+(?:['’][A-Za-z]+)?/g) ?? []).length;
}

/** Every string of the structured resume (used when the raw text is missing). */
function jsonStrings(json: TResumeJson): string[] {
  const b = json.basics;
  const out = [b.name, b.phone, b.email, b.city, b.target_role].filter(nonEmpty);
  for (const e of json.education) out.push(...[e.school, e.degree, e.major].filter(nonEmpty), ...e.details);
  for (const w of json.work) out.push(...[w.company, w.title, w.period?.text].filter(nonEmpty), ...w.highlights);
  for (const p of json.projects) out.push(...[p.name, p.role, p.period?.text].filter(nonEmpty), ...p.highlights);
  out.push(...json.skills, ...json.certificates, ...json.awards);
  if (nonEmpty(json.self_evaluation)) out.push(json.self_evaluation);
  for (const o of json.other) out.push(o.title, ...o.lines);
  return out;
}

const ENGINE = () => ({ provider: 'builtin' as const, model: BUILTIN_MODEL, elapsed_ms: 0, fallback_reason: null });

// ── Bullets ──────────────────────────────────────────────────────────────────────────────────

type TBulletKind = 'action' | 'description' | 'list';

interface TBullet {
  section: 'work' | 'projects';
  /** As stored in the resume (the issue excerpt). */
  text: string;
  /** Without bullet marks and a leading label ("主要工作："). */
  body: string;
  kind: TBulletKind;
}

const BULLET_MARK = /^(?:[\s•·\-–—*●▪◆■□✓√>]+|\d{1,2}\s*[.、．)）]\s*|[（(]\d{1,2}[)）]\s*)/;
const LABEL_ZH = /^([\u4e00-\u9fa5]{2,6})\s*[：:]\s*/;
const LABEL_EN = /^([A-Za-z][A-Za-z&/ ]{1,28}?)\s*:\s*/;
const LIST_LABEL =
  /技术栈|技术环境|开发环境|使用技术|技术选型|开发工具|工具|技能|环境|数据库|框架|\b(?:tools?|tech(?:nolog(?:y|ies))?|stack|environments?|skills|databases?|frameworks?|librar(?:y|ies)|languages?|used|ide|os)\b/i;
const DESCRIPTION_LABEL = /(描述|简介|背景|介绍|概述|概况|description|overview|background|about)/i;

function toBullet(section: 'work' | 'projects', text: string): TBullet {
  let body = text.trim().replace(BULLET_MARK, '').trim();
  let kind: TBulletKind = 'action';
  const label = LABEL_ZH.exec(body) ?? LABEL_EN.exec(body);
  if (label && label[1]!.trim().split(/\s+/).length <= 3) {
    if (LIST_LABEL.test(label[1]!)) kind = 'list';
    else if (DESCRIPTION_LABEL.test(label[1]!)) kind = 'description';
    body = body.slice(label[0].length).trim();
  }
  return { section, text, body, kind };
}

function collectBullets(json: TResumeJson): TBullet[] {
  const out: TBullet[] = [];
  for (const w of json.work) for (const h of w.highlights) if (h.trim()) out.push(toBullet('work', h));
  for (const p of json.projects) for (const h of p.highlights) if (h.trim()) out.push(toBullet('projects', h));
  return out;
}

/** Letters only, lower case: bullets that differ only in numbers, spacing or punctuation are one. */
const repeatKey = (text: string) => text.toLowerCase().replace(/[\d\s\p{P}\p{S}]/gu, '');

/** Bullets without near-identical repeats (the first kept), and the repeats. */
function dedupeBullets(bullets: TBullet[]): { unique: TBullet[]; repeats: TBullet[] } {
  const seen = new Set<string>();
  const unique: TBullet[] = [];
  const repeats: TBullet[] = [];
  for (const b of bullets) {
    const key = repeatKey(b.body);
    if (key.length >= 4 && seen.has(key)) repeats.push(b);
    else {
      seen.add(key);
      unique.push(b);
    }
  }
  return { unique, repeats };
}

/** The text without lines that repeat an earlier one (padding does not make a resume longer). */
function withoutRepeatedLines(text: string): string {
  const seen = new Set<string>();
  return text
    .split('\n')
    .filter((line) => {
      const key = repeatKey(line.replace(BULLET_MARK, ''));
      if (key.length < 4) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join('\n');
}

// ── Wording ──────────────────────────────────────────────────────────────────────────────────

const ZH_WEAK =
  /^(?:参与了?|协助|帮助|帮忙|配合|辅助|做了|负责了一些|负责一些|跟着|跟随|学习了?|了解了?|接触(?:过|了)?|打杂|主要做|有参与)/;
const ZH_STRONG =
  /^(?:主导|负责|设计|开发|搭建|优化|推动|实现|重构|带领|完成|独立|制定|建立|策划|落地|组织|管理|提升|提高|降低|减少|缩短|编写|撰写|构建|部署|引入|牵头|统筹|创建|创立|打造|改进|改造|输出|分析|运营|拓展|开拓|达成|主持|领导|协调|培训|指导|上线|交付|解决|规划|整合|梳理|推进|攻克|研发|建设|主讲|维护|发起|孵化|获得|实施|执行|挖掘|促成|签约|谈判|增长|节省|保障|排查|修复|迁移|升级|编制|审核|核算|招募|招聘|担任|率领|创作|制作|产出|完善|推广)/;
const EN_WEAK =
  /^(?:responsible for|responsibilities (?:include[sd]?|were)|helped|helping|help|assisted|assisting|assist|worked on|working on|working with|worked with|participated|participating|participation|involved in|was|were|tasked with|duties include[sd]?|in charge of|took part in)\b/i;
const EN_STRONG_BASES = (
  'lead build design develop reduce increase implement create launch deliver improve optimize optimise architect ' +
  'automate manage migrate refactor establish drive own spearhead achieve write deploy integrate engineer mentor ' +
  'coordinate analyze analyse introduce streamline resolve grow save cut accelerate ship configure test conduct ' +
  'organize organise negotiate train supervise direct head found initiate plan boost expand generate win secure ' +
  'produce maintain overhaul rebuild redesign modernize modernise scale transform author publish teach oversee run ' +
  'set prepare perform establish execute program code implement construct model define ensure lower raise double ' +
  'triple enhance upgrade rewrite convert consolidate standardize standardise evaluate research investigate ' +
  'present report recruit hire sell close negotiate acquire administer operate monitor troubleshoot debug fix'
).split(' ');
const EN_IRREGULAR = 'led built drove wrote grew cut ran won made set took oversaw brought taught rebuilt rewrote sold';
const EN_STRONG = new Set<string>(EN_IRREGULAR.split(' '));
for (const base of EN_STRONG_BASES) {
  const stem = base.replace(/e$/, '');
  for (const form of [base, `${base}s`, `${base}es`, `${base}ed`, `${base}d`, `${stem}ing`, `${stem}ed`]) {
    EN_STRONG.add(form);
  }
  if (base.endsWith('y')) EN_STRONG.add(`${base.slice(0, -1)}ied`);
  if (/[^aeiou][aeiou][pgnt]$/.test(base)) EN_STRONG.add(`${base}${base.slice(-1)}ed`); // shipped, planned
}

/** "作为技术负责人，主导…": judge the verb after the role clause. */
const ROLE_CLAUSE = /^(?:作为|身为)[^，,。]{1,15}[，,]\s*/;

type TOpener = 'strong' | 'weak' | 'neutral';

function openerOf(body: string): { kind: TOpener; word: string } {
  const b = body.replace(ROLE_CLAUSE, '').trim();
  if (hasCjk(b.slice(0, 4))) {
    const weak = ZH_WEAK.exec(b);
    if (weak) return { kind: 'weak', word: weak[0] };
    const strong = ZH_STRONG.exec(b);
    if (strong) return { kind: 'strong', word: strong[0] };
    return { kind: 'neutral', word: '' };
  }
  const weak = EN_WEAK.exec(b);
  if (weak) return { kind: 'weak', word: weak[0] };
  const first = /^[A-Za-z]+/.exec(b)?.[0] ?? '';
  return EN_STRONG.has(first.toLowerCase()) ? { kind: 'strong', word: first } : { kind: 'neutral', word: first };
}

const ZH_FIRST_PERSON = /(?<!自)我|本人/;
const EN_FIRST_PERSON = /(?:^|[^A-Za-z'’])(?:I|I'm|I've|I'd|My|my|me|myself)(?![A-Za-z'’/])/;
const ZH_FILLER = /一些|相关|进行了?|等等|若干|各种|各类|大量的|一定的|诸如此类|方方面面/;
const EN_FILLER = /\b(?:various|etc|some|a lot of|lots of|stuff|things|several)\b/i;

function isLong(text: string): { long: boolean; size: string } {
  // A 【待补充：…】 gap is the user's to fill: it neither makes a bullet Chinese nor long.
  const body = withoutGaps(text);
  if (hasCjk(body)) {
    const n = body.replace(/\s/g, '').length;
    return { long: n > 80, size: `${n} 个字` };
  }
  const n = englishWords(body);
  return { long: n > 40, size: `${n} 个英文单词` };
}

// ── Skills index ─────────────────────────────────────────────────────────────────────────────

/** A piece of the resume where a skill or keyword can be found, verbatim. */
interface TSource {
  section: TResumeSection;
  text: string;
  lower: string;
  /** Work, projects, education, certificates, awards, other: shows the skill, not just names it. */
  demonstrated: boolean;
  /** Skill id → the spelling used in this text. */
  skills: ReadonlyMap<string, string>;
  /**
   * Skill id → the verbatim span that shows it without naming it (秒杀 1.2 万 QPS for 高并发; see
   * text/indicators.ts). Evidence only: the skills this text names stay in `skills`.
   */
  indicated: ReadonlyMap<string, string>;
}

function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[。；;！!？?\n])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Words after a mention that make it other people: 后端同事, the backend team, QA engineers. */
const OTHERS_AFTER =
  /^\s*(?:的)?\s*(?:同事|团队|同学|人员|开发人员|开发同学|部门|小组|teams?\b|developers\b|engineers\b|colleagues\b|departments?\b|staff\b|people\b|folks\b)/i;
/** …unless the resume leads them (带领后端团队, managed the QA team). */
const LEAD_BEFORE =
  /(?:带领|管理|组建|领导|负责|搭建|led|lead|leading|managed|managing|built|head(?:ed)?|ran)\s*(?:the\s+|a\s+)?$/i;
/** Working alongside a role (配合后端完成联调, 与测试工程师对接, with the backend engineer) is not doing it. */
const COLLAB_BEFORE =
  /(?:与|和|跟|同|配合|协助|对接|协同|联合|together with|along(?:side)? with|with)\s*(?:the\s+|our\s+)?$/i;
const COLLAB_AFTER =
  /^\s*(?:完成|进行|一起|共同)?\s*(?:接口|联调|协作|沟通|对接|合作|配合|评审|确认|工程师|开发|developer\b|engineer\b)/i;

/** Whether a skill mention is the resume's own claim, not a team or role it worked with. */
function isClaim(text: string, m: TSkillMention): boolean {
  const before = text.slice(Math.max(0, m.start - 12), m.start);
  const after = text.slice(m.end, m.end + 12);
  if (OTHERS_AFTER.test(after)) return LEAD_BEFORE.test(before);
  return !(COLLAB_BEFORE.test(before) && COLLAB_AFTER.test(after));
}

/**
 * What a text claims: skill id → the spelling used, for the mentions it claims (first mention wins),
 * and skill id → the span of the first indicator that shows a skill it does not name. Read-only.
 */
const claimedSkills = memoize((text: string): Pick<TSource, 'skills' | 'indicated'> => {
  const claimed = extractSkills(text).filter((m) => isClaim(text, m));
  const skills = new Map(claimed.map((m) => [m.id, m.matched] as const).reverse());
  const indicated = new Map(
    findIndicators(text, claimed)
      .filter((i) => !skills.has(i.id))
      .map((i) => [i.id, i.matched] as const),
  );
  return { skills, indicated };
});

function buildSources(json: TResumeJson): TSource[] {
  const raw: [TResumeSection, string, boolean][] = [];
  const add = (section: TResumeSection, text: string | null | undefined, demonstrated: boolean) => {
    if (nonEmpty(text)) raw.push([section, text.trim(), demonstrated]);
  };
  for (const w of json.work) {
    add('work', w.title, true);
    for (const h of w.highlights) add('work', h, true);
  }
  for (const p of json.projects) {
    add('projects', p.name, true);
    add('projects', p.role, true);
    for (const h of p.highlights) add('projects', h, true);
  }
  for (const e of json.education) {
    add('education', e.major, true);
    for (const d of e.details) add('education', d, true);
  }
  for (const c of json.certificates) add('certificates', c, true);
  for (const a of json.awards) add('awards', a, true);
  for (const o of json.other) for (const l of o.lines) add('other', l, true);
  for (const s of json.skills) add('skills', s, false);
  if (nonEmpty(json.self_evaluation))
    for (const s of splitSentences(json.self_evaluation)) add('self_evaluation', s, false);
  add('basics', json.basics.target_role, false);
  const seen = new Set<string>();
  const out: TSource[] = [];
  for (const [section, text, demonstrated] of raw) {
    const key = `${section}\u0000${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A gap (【待补充：在此说明使用 Kafka 的具体场景】) is the user's to fill, not a fact: the skills it
    // names count only once the user has written them in (issue 19: gaps raise no score).
    const fact = withoutGaps(text);
    out.push({ section, text, lower: matchForm(fact), demonstrated, ...claimedSkills(fact) });
  }
  return out;
}

interface TSkillHits {
  demonstrated: TSource[];
  stated: TSource[];
}

/**
 * The evidence index: skill id → the sources that name it or show it through an indicator
 * (text/indicators.ts), those that demonstrate it (experience) apart from those that only state it.
 * Every judgement that the resume lacks a skill asks it first.
 */
function indexSkills(sources: TSource[]): Map<string, TSkillHits> {
  const index = new Map<string, TSkillHits>();
  for (const src of sources) {
    for (const id of sourceSkillIds(src)) {
      let hits = index.get(id);
      if (!hits) index.set(id, (hits = { demonstrated: [], stated: [] }));
      (src.demonstrated ? hits.demonstrated : hits.stated).push(src);
    }
  }
  return index;
}

/** The skills a source names, then those it shows through an indicator. */
const sourceSkillIds = (src: TSource) => [...src.skills.keys(), ...src.indicated.keys()];

// ── Sources from the whole text ──────────────────────────────────────────────────────────────
//
// The parser may keep only part of a resume (no headings, unusual layouts, HTML or a foreign
// language around the skills). The job match therefore also reads every line of the text the
// structure does not already hold: the section is the nearest heading above it, and a line counts
// as showing a skill unless it sits under skills / summary / contact or is itself a skills list.

/** Headings as written in running text; "Company Details" and "Employment" open a work section. */
const TEXT_HEADINGS: [TResumeSection, RegExp][] = [
  ['self_evaluation', /自我评价|自我介绍|个人评价|个人总结|个人优势|关于我|summary|profile|about me|objective/i],
  ['projects', /项目|projects?\b/i],
  [
    'work',
    /工作|实习|任职|职业经历|employment|work|experience|career|professional history|company details|employer|responsibilit/i,
  ],
  ['education', /教育|学历|学习经历|education|academic|qualification/i],
  ['skills', /技能|专长|skill|competenc|expertise|technolog|technical|tools/i],
  ['certificates', /证书|资格|认证|certif|licen/i],
  ['awards', /奖|荣誉|award|honou?r|achievement/i],
  ['basics', /基本信息|个人信息|个人资料|联系方式|求职意向|contact|personal (?:info|details|data)/i],
];

/** The section a short heading-like line opens, or null for a line of content. */
function textHeading(line: string): TResumeSection | null {
  const t = line
    .replace(/<[^>]*>/g, ' ')
    .replace(/[【】[\]#*|_=•·:：\-–—]+/g, ' ')
    .trim();
  if (!t || /[。，,；;.!?！？@\d]/.test(t)) return null;
  const size = hasCjk(t) ? t.replace(/\s/g, '').length : t.split(/\s+/).length;
  if (size > (hasCjk(t) ? 8 : 4)) return null;
  return TEXT_HEADINGS.find(([, re]) => re.test(t))?.[0] ?? null;
}

const CONTACT_LINE =
  /@|1[3-9]\d{9}|\+\d[\d\s-]{7,}\d|\(?\d{3,4}\)?[\s-]?\d{3,4}[\s-]\d{4}|电话|手机|邮箱|e-?mail|\bphone\b|\bmobile\b|linkedin|github\.com|wechat|微信/i;
const SKILL_LIST_LABEL =
  /^[^:：]{0,30}(?:技能|技术栈|工具|skills?|tools|technolog(?:y|ies)|languages?|frameworks?|databases?)\s*[:：]/i;

/** A line that only lists skills (Java, Spring, MySQL): it names them, it does not show them. */
function isSkillList(line: string, mentions: number): boolean {
  if (SKILL_LIST_LABEL.test(line)) return true;
  if (mentions < 2) return false;
  const rest = line.replace(/[\s,，、;；/|()（）.:：\-–•·*]+/g, '');
  const named = extractSkills(line).reduce((n, m) => n + m.matched.replace(/\s/g, '').length, 0);
  return named >= rest.length * 0.6;
}

/** Text pieces of at most 300 characters: lines, long lines cut at sentence ends (verbatim). */
function textPieces(line: string): string[] {
  if (line.length <= 300) return [line];
  const out: string[] = [];
  for (const sentence of splitSentences(line.replace(/(?<=[.!?])\s+/g, (m) => `${m}\n`))) {
    for (let i = 0; i < sentence.length; i += 300) out.push(sentence.slice(i, i + 300).trim());
  }
  return out.filter(Boolean);
}

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** Lines of the text the structured resume does not hold, as sources for the job match. */
function buildTextSources(text: string, json: TResumeJson, structured: TSource[]): TSource[] {
  // Without a work or project entry the parse failed; a summary that swallowed the text holds nothing.
  const thin = json.work.length === 0 && json.projects.length === 0;
  const held = jsonStrings(thin ? { ...json, self_evaluation: null } : json).map(squash);
  const joined = held.join('\u0001');
  const long = held.filter((h) => h.length >= 6);
  const covered = (piece: string) => {
    const key = squash(piece);
    return joined.includes(key) || long.some((h) => h.length >= key.length * 0.6 && key.includes(h));
  };
  const known = new Set(structured.map((s) => `${s.section}\u0000${s.text}`));
  const out: TSource[] = [];
  let section: TResumeSection | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = textHeading(line);
    if (heading) {
      section = heading;
      continue;
    }
    for (const piece of textPieces(line)) {
      if (covered(piece)) continue;
      const { skills, indicated } = claimedSkills(piece);
      const contact = CONTACT_LINE.test(piece) && piece.length < 120;
      const at: TResumeSection = contact ? 'basics' : (section ?? 'other');
      const listOnly = isSkillList(piece, skills.size);
      const sectionOf: TResumeSection = listOnly && at !== 'work' && at !== 'projects' ? 'skills' : at;
      const demonstrated = !contact && !listOnly && !['skills', 'self_evaluation', 'basics'].includes(sectionOf);
      if (known.has(`${sectionOf}\u0000${piece}`)) continue;
      known.add(`${sectionOf}\u0000${piece}`);
      out.push({ section: sectionOf, text: piece, lower: matchForm(piece), demonstrated, skills, indicated });
    }
  }
  return out;
}

const skillName = (id: string) => getSkill(id)?.name ?? id;
const isSoftSkill = (id: string) => getSkill(id)?.category === 'soft-skill';
/** Categories nobody shows in a bullet (languages, soft skills, office tools, certificates). */
const NO_EVIDENCE_EXPECTED = new Set(['soft-skill', 'language', 'certificate', 'office']);

/** End of a skills line's label ("Databases: ", "开发工具："), or 0. */
function listLabelEnd(item: string): number {
  const m = /^[^:：]{1,40}[:：]/.exec(item);
  if (!m) return 0;
  const label = m[0].slice(0, -1);
  const small = hasCjk(label) ? label.replace(/\s/g, '').length <= 8 : label.trim().split(/\s+/).length <= 5;
  return small && item.slice(m[0].length).trim() ? m[0].length : 0;
}

/** Whether [start, end) is a whole item of a list (between separators, a label or the ends). */
function isListItem(item: string, start: number, end: number): boolean {
  return (
    /(?:^|[,，、;；/|(（:：]|\s[-–·•]|\band)\s*$/.test(item.slice(0, start)) &&
    /^\s*(?:[,，、;；/|)）。]|\.(?:\s|$)|$|\s(?:and|&)\s)/.test(item.slice(end))
  );
}

/** Spelling without case, spaces, dots, versions and a ".js" tail: Vue.js = Vue3 = vue. */
const spellingKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s.\-_/]/g, '')
    .replace(/(?:js)?\d*$/, '');

/** JS = JavaScript (initials), k8s = Kubernetes (numeronym). */
function isAbbreviation(short: string, long: string): boolean {
  const s = short.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (s.length < 2 || s.length > 5 || long.length <= short.length) return false;
  const initials = (long.match(/[A-Z]|(?<=^|\s)[a-z]/g) ?? []).join('').toLowerCase();
  if (initials.length >= 2 && initials === s) return true;
  const numeronym = /^([a-z])(\d+)([a-z])$/.exec(s);
  if (!numeronym) return false;
  const letters = long.toLowerCase().replace(/[^a-z]/g, '');
  return (
    letters[0] === numeronym[1] &&
    letters[letters.length - 1] === numeronym[3] &&
    letters.length - 2 === Number(numeronym[2])
  );
}

/** Two mentions of one lexicon skill: the same word, a synonym spelling, or different tools (null). */
function sameSkillSpelling(a: string, b: string): 'same' | 'synonym' | null {
  if (a.trim().toLowerCase() === b.trim().toLowerCase()) return 'same';
  const ka = spellingKey(a);
  if (ka && ka === spellingKey(b)) return 'synonym';
  return isAbbreviation(a, b) || isAbbreviation(b, a) ? 'synonym' : null;
}

// ── Section headings ─────────────────────────────────────────────────────────────────────────

const HEADING_KEYS: [TResumeSection, RegExp][] = [
  ['basics', /基本信息|个人信息|个人资料|联系方式|求职意向|期望|contact|personal (?:info|details|data)/i],
  [
    'self_evaluation',
    /自我评价|自我介绍|个人评价|个人总结|个人简介|个人优势|关于我|summary|profile|about me|objective/i,
  ],
  ['projects', /项目|project/i],
  ['work', /工作|实习|任职|职业经历|employment|work|experience|career|professional history/i],
  ['education', /教育|学历|学习经历|education|academic/i],
  ['skills', /技能|技术|专长|skill|competenc|expertise|technolog/i],
  ['certificates', /证书|资格|认证|certif|licen/i],
  ['awards', /奖|荣誉|award|honou?r|achievement/i],
];

const headingKey = (heading: string): TResumeSection => HEADING_KEYS.find(([, re]) => re.test(heading))?.[0] ?? 'other';

// ── Periods ──────────────────────────────────────────────────────────────────────────────────

function monthOf(date: string | null, atEnd: boolean): number | null {
  const m = date ? /^(\d{4})(?:-(\d{1,2}))?/.exec(date) : null;
  if (!m) return null;
  const month = m[2] ? Number(m[2]) : atEnd ? 12 : 1;
  return Number(m[1]) * 12 + month - 1;
}

const startMonth = (p: TResumePeriod | null) => (p ? monthOf(p.start, false) : null);

// ── Contact ──────────────────────────────────────────────────────────────────────────────────

function phoneWellFormed(phone: string): boolean {
  const digits = phone.replace(/[\s\-()（）.]/g, '');
  if (/^\+\d{8,15}$/.test(digits)) return /^\+86/.test(digits) ? /^\+861[3-9]\d{9}$/.test(digits) : true;
  if (/^1\d*$/.test(digits)) return /^1[3-9]\d{9}$/.test(digits); // Chinese mobile: 11 digits
  if (/^0\d*$/.test(digits)) return /^0\d{9,11}$/.test(digits); // landline with area code
  return /^\d{7,12}$/.test(digits); // a local number elsewhere
}
const EMAIL = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}$/;

// ── Issues ───────────────────────────────────────────────────────────────────────────────────

const SEVERITY_RANK = { high: 0, medium: 1, low: 2 } as const;
const MAX_ISSUES = 30;

function issue(
  dimension: TScoreDimension,
  severity: TAnalysisIssue['severity'],
  section: TResumeSection,
  excerpt: string,
  message: string,
  suggestion: string,
): TAnalysisIssue {
  return { dimension, severity, section, excerpt, message, suggestion };
}

/** Most severe first; within a severity the order of discovery (stable sort). */
const rankIssues = (issues: TAnalysisIssue[]) =>
  issues
    .map((it, i) => ({ it, i }))
    .sort((a, b) => SEVERITY_RANK[a.it.severity] - SEVERITY_RANK[b.it.severity] || a.i - b.i)
    .slice(0, MAX_ISSUES)
    .map((x) => x.it);

// ── The basic rubric ─────────────────────────────────────────────────────────────────────────

const WEIGHTS: Record<TScoreDimension, number> = {
  completeness: 0.25,
  quantification: 0.2,
  wording: 0.15,
  skills: 0.15,
  structure: 0.15,
  contact: 0.1,
};

interface TDimensionResult {
  score: number;
  explanation: string;
  /** What to do, in plain Chinese; when absent, derived from the dimension's issues (dimensionAdvice). */
  advice?: string;
  issues: TAnalysisIssue[];
  strengths: string[];
}

/**
 * The advice shown first for a quality dimension: the dimension's own advice, or the suggestion of
 * its most severe issue, or a plain "keep it" when nothing needs doing. Never a formula.
 */
function dimensionAdvice(r: TDimensionResult): string {
  if (r.advice) return r.advice;
  const top = rankIssues(r.issues)[0];
  if (top) return `${top.message.replace(/[。.]$/, '')}：${top.suggestion}`;
  return r.score >= 80 ? '这一项已经做得不错，保持即可。' : '这一项还有提升空间，可以参考下面的问题清单逐条修改。';
}

interface TContext {
  json: TResumeJson;
  text: string;
  en: boolean;
  /** Work and project bullets, near-identical repeats left out (they are in `repeats`). */
  bullets: TBullet[];
  repeats: TBullet[];
  sources: TSource[];
  skillIndex: Map<string, TSkillHits>;
  years: TResumeYears | null;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

function scoreCompleteness(ctx: TContext): TDimensionResult {
  const { json } = ctx;
  const issues: TAnalysisIssue[] = [];
  const hasName = nonEmpty(json.basics.name);
  const hasEducation = json.education.length > 0;
  const hasExperience = json.work.length > 0 || json.projects.length > 0;
  const hasSkills = json.skills.some((s) => s.trim());
  const hasSelf = nonEmpty(json.self_evaluation);
  const educationDetailed = json.education.some((e) => nonEmpty(e.school) && nonEmpty(e.degree));

  // Entry completeness: company + title + period for work, role for projects (each field a share).
  let fields = 0;
  let filled = 0;
  let completeEntries = 0;
  for (const w of json.work) {
    const have = [nonEmpty(w.company), nonEmpty(w.title), w.period !== null];
    fields += 3;
    filled += have.filter(Boolean).length;
    if (have.every(Boolean)) completeEntries++;
    else {
      const missing = [!have[0] && '公司', !have[1] && '职位', !have[2] && '起止时间'].filter(Boolean).join('、');
      issues.push(
        issue(
          'completeness',
          'medium',
          'work',
          w.company ?? w.title ?? w.period?.text ?? '',
          `这段工作经历缺少${missing}`,
          `补全${missing}，招聘方需要据此判断你的经历背景和年限。`,
        ),
      );
    }
  }
  for (const p of json.projects) {
    fields += 1;
    if (nonEmpty(p.role)) {
      filled += 1;
      completeEntries++;
    } else {
      issues.push(
        issue(
          'completeness',
          'low',
          'projects',
          p.name ?? '',
          '项目没有写明你担任的角色',
          '写出你在项目中的角色（如「后端负责人」「核心开发」），让人看清你的职责范围。',
        ),
      );
    }
  }
  const entries = json.work.length + json.projects.length;
  const entryShare = fields > 0 ? filled / fields : 0;

  const points = {
    name: hasName ? 10 : 0,
    education: hasEducation ? (educationDetailed ? 15 : 10) : 0,
    experience: hasExperience ? 25 : 0,
    skills: hasSkills ? 15 : 0,
    self: hasSelf ? 10 : 0,
    entries: Math.round(entryShare * 25),
  };
  const score = clamp(Object.values(points).reduce((a, b) => a + b, 0));

  if (!hasName)
    issues.push(issue('completeness', 'medium', 'basics', '', '简历开头没有识别到姓名', '在第一行写上你的姓名。'));
  if (!hasExperience)
    issues.push(
      issue(
        'completeness',
        'high',
        'work',
        '',
        '没有工作经历，也没有项目经历',
        '至少写一段工作、实习或项目经历：做了什么、用了什么方法、取得了什么结果。',
      ),
    );
  if (!hasEducation)
    issues.push(issue('completeness', 'medium', 'education', '', '没有教育经历', '补充学校、专业、学历和起止时间。'));
  else if (!educationDetailed)
    issues.push(
      issue(
        'completeness',
        'low',
        'education',
        json.education[0]!.school ?? json.education[0]!.major ?? '',
        '教育经历缺少学校或学历',
        '写全学校名称和学历（本科 / 硕士等），不少岗位会按学历筛选。',
      ),
    );
  // A missing skills section is reported by the skills dimension.
  if (!hasSelf)
    issues.push(
      issue(
        'completeness',
        'low',
        'self_evaluation',
        '',
        '没有自我评价或个人总结',
        '用 2–3 句话概括你的年限、专长和最有代表性的成果。',
      ),
    );

  const explanation =
    `检查核心内容：姓名${mark(hasName)}（10 分）、教育经历${mark(hasEducation)}（15 分，缺学校或学历得 10）、` +
    `工作/项目经历${mark(hasExperience)}（25 分）、专业技能${mark(hasSkills)}（15 分）、自我评价${mark(hasSelf)}（10 分）；` +
    `经历条目信息完整度 ${pct(filled, fields)}%（${entries} 个条目中 ${completeEntries} 个写全了公司、职位、时间或项目角色，按比例折算 25 分中的 ${points.entries} 分）。` +
    `合计 ${score} 分。`;
  const strengths = score >= 90 ? ['核心栏目齐全：教育、经历、技能和自我评价都有，经历条目信息完整。'] : [];
  return { score, explanation, issues, strengths };
}

function scoreQuantification(ctx: TContext): TDimensionResult {
  const counted = ctx.bullets.filter((b) => b.kind !== 'list');
  const listCount = ctx.bullets.length - counted.length;
  const quantified = counted.filter((b) => isQuantified(b.body));
  const share = counted.length ? quantified.length / counted.length : 0;
  const score = counted.length ? clamp(Math.round(Math.min(1, share / 0.6) * 100)) : 0;
  const issues: TAnalysisIssue[] = [];
  const severity = share < 0.3 ? 'medium' : 'low';
  const missing = counted.filter((b) => b.kind === 'action' && !isQuantified(b.body));
  for (const b of missing.slice(0, 5)) {
    issues.push(
      issue(
        'quantification',
        severity,
        b.section,
        b.text,
        '这条经历没有任何数字，看不出成果的大小',
        '补充规模或结果：用户量、金额、提升或降低的百分比、节省的时间、负责的人数等；一时不确定的数字先写成【待补充：具体数字】，之后再填。',
      ),
    );
  }
  const explanation = counted.length
    ? `${counted.length} 条经历要点${listCount ? `（不含 ${listCount} 条技术栈罗列）` : ''}中 ${quantified.length} 条含具体数字、百分比、金额或规模（${pct(quantified.length, counted.length)}%）；` +
      `占比达到 60% 即满分，得分 = ${pct(quantified.length, counted.length)}% ÷ 60% × 100，封顶 100，为 ${score} 分。日期、版本号和【待补充：…】占位不算数字。`
    : '没有找到工作或项目经历的要点，无法体现量化成果，得 0 分。';
  const strengths =
    counted.length >= 3 && share >= 0.5
      ? [`${counted.length} 条经历要点中 ${quantified.length} 条写出了具体数字，成果有说服力。`]
      : [];
  const advice = !counted.length
    ? '先写出工作或项目经历的要点：做了什么、结果如何。'
    : score >= 100
      ? '大部分经历都写出了数字，成果有说服力，保持即可。'
      : `还有 ${missing.length} 条经历没有数字：挑最重要的 2–3 条，补上规模或结果（用户量、金额、提升的百分比、节省的时间），拿不准的数字先核实再写。`;
  return { score, explanation, advice, issues, strengths };
}

function scoreWording(ctx: TContext): TDimensionResult {
  const judged = ctx.bullets.filter((b) => b.kind === 'action');
  const issues: TAnalysisIssue[] = [];
  let strong = 0;
  let weak = 0;
  let firstPerson = 0;
  let filler = 0;
  let long = 0;
  for (const b of judged) {
    const opener = openerOf(b.body);
    if (opener.kind === 'strong') strong++;
    if (opener.kind === 'weak') {
      weak++;
      if (weak <= 6) {
        const zh = hasCjk(opener.word);
        issues.push(
          issue(
            'wording',
            'medium',
            b.section,
            b.text,
            `以「${opener.word}」这类弱动词开头，看不出你本人的贡献`,
            zh
              ? '改用能说明你角色的动词开头，如「主导」「负责」「设计」「实现」「优化」，并写清你具体完成的部分和结果。'
              : '改用 Led、Built、Designed、Reduced 等动词开头，直接写出你做成了什么和结果。',
          ),
        );
      }
    }
  }
  for (const b of ctx.bullets) {
    const zh = hasCjk(b.body);
    if ((zh ? ZH_FIRST_PERSON : EN_FIRST_PERSON).test(b.body)) {
      firstPerson++;
      if (firstPerson <= 3)
        issues.push(
          issue(
            'wording',
            'low',
            b.section,
            b.text,
            zh ? '要点中使用了第一人称「我 / 本人」' : '要点中使用了第一人称（I / my）',
            '简历的主语默认就是你本人，删掉第一人称，直接以动词开头。',
          ),
        );
    }
    const fill = (zh ? ZH_FILLER : EN_FILLER).exec(b.body);
    if (fill) {
      filler++;
      if (filler <= 3)
        issues.push(
          issue(
            'wording',
            'low',
            b.section,
            b.text,
            `含有「${fill[0]}」这类空泛的词`,
            '换成具体的对象、范围或数字，例如把「负责一些相关工作」改成具体负责的模块和结果。',
          ),
        );
    }
    const size = isLong(b.body);
    if (size.long) {
      long++;
      if (long <= 3)
        issues.push(
          issue(
            'wording',
            'low',
            b.section,
            b.text,
            `这条要点有 ${size.size}，过长不易快速阅读`,
            zh
              ? '拆成两条，或只保留「动作 + 对象 + 结果」，控制在 80 字以内。'
              : 'Split it, or keep action + object + result within 40 words.',
          ),
        );
    }
  }
  const pen = {
    weak: Math.min(25, weak * 5),
    firstPerson: Math.min(16, firstPerson * 4),
    filler: Math.min(10, filler * 2),
    long: Math.min(15, long * 3),
  };
  const share = judged.length ? strong / judged.length : 0;
  const base = judged.length ? 40 + 60 * share : ctx.bullets.length ? 50 : 30;
  const score = clamp(Math.round(base - pen.weak - pen.firstPerson - pen.filler - pen.long));
  const penalties =
    `扣分：弱动词开头 ${weak} 条（-${pen.weak}）、第一人称 ${firstPerson} 条（-${pen.firstPerson}）、` +
    `空泛词 ${filler} 条（-${pen.filler}）、过长 ${long} 条（-${pen.long}）`;
  const explanation = judged.length
    ? `${judged.length} 条需要判断的经历要点（不含项目描述与技术栈罗列）中 ${strong} 条以有力的行动动词开头（${pct(strong, judged.length)}%），` +
      `基础分 = 40 + 60 × ${pct(strong, judged.length)}% = ${Math.round(base)}；${penalties}；得 ${score} 分。`
    : ctx.bullets.length
      ? `经历要点都是项目描述或技术栈罗列，没有可判断的行动表述，基础分 50；${penalties}；得 ${score} 分。`
      : '没有工作或项目经历的要点，无法体现行动导向，得 30 分。';
  const strengths =
    judged.length >= 3 && share >= 0.6
      ? [`${judged.length} 条经历要点中 ${strong} 条以「主导」「设计」「实现」这类有力动词开头，表述主动。`]
      : [];
  const fixes: string[] = [];
  if (weak) fixes.push(`${weak} 条用「参与」「协助」这类弱动词开头，改成你实际做的动作（设计、实现、推动）`);
  if (firstPerson) fixes.push(`${firstPerson} 条用了「我 / 本人」，直接删掉`);
  if (filler) fixes.push(`${filler} 条有「相关」「一些」这类空泛词，换成具体的对象和结果`);
  if (long) fixes.push(`${long} 条太长，拆成两条或只留「动作 + 对象 + 结果」`);
  const advice = !judged.length
    ? '把经历写成「动作 + 对象 + 结果」的要点，每条以一个动词开头。'
    : fixes.length
      ? `${fixes.join('；')}。`
      : score >= 80
        ? '经历大多以有力的动词开头，表述简洁，保持即可。'
        : '多用「主导」「设计」「实现」这类动词开头，让每条要点先说你做了什么。';
  return { score, explanation, advice, issues, strengths };
}

interface TSkillStats {
  distinct: number;
}

function scoreSkills(ctx: TContext): TDimensionResult & TSkillStats {
  const { json } = ctx;
  const issues: TAnalysisIssue[] = [];
  const items = json.skills.filter((s) => s.trim());
  const experienceSkills = new Set<string>();
  for (const src of ctx.sources) {
    if (src.section === 'work' || src.section === 'projects')
      for (const id of sourceSkillIds(src)) experienceSkills.add(id);
  }
  if (items.length === 0) {
    const score = Math.min(30, experienceSkills.size * 5);
    return {
      score,
      distinct: 0,
      explanation: `没有专业技能栏；经历中识别出 ${experienceSkills.size} 项技能，每项 5 分、最多 30 分，得 ${score} 分。`,
      issues: [
        issue(
          'skills',
          experienceSkills.size ? 'medium' : 'high',
          'skills',
          '',
          '没有单独的技能栏，招聘方和筛选系统难以快速看到你的技能',
          experienceSkills.size
            ? `增加「专业技能」一栏，列出经历中已经用到的 ${joinNames([...experienceSkills].slice(0, 5).map(skillName))} 等技能。`
            : '增加「专业技能」一栏，列出与目标岗位相关的技能、工具和熟练程度。',
        ),
      ],
      strengths: [],
    };
  }

  // Mentions in the skills section, in order; duplicates and synonyms.
  const firstSeen = new Map<string, { item: string; matched: string; standalone: boolean }>();
  const duplicateIds = new Set<string>();
  for (const item of items) {
    const labelEnd = listLabelEnd(item);
    for (const m of extractSkills(item)) {
      if (m.start < labelEnd) continue; // "Databases: MySQL…": the label is not a skill
      const first = firstSeen.get(m.id);
      const standalone = isListItem(item, m.start, m.end);
      if (!first) {
        firstSeen.set(m.id, { item, matched: m.matched, standalone });
        continue;
      }
      // Only whole list items count: "React, React Profiler" lists React once.
      if (duplicateIds.has(m.id) || !standalone || !first.standalone) continue;
      const same = sameSkillSpelling(first.matched, m.matched);
      // Different tools that share a lexicon entry (JMeter / Locust) are not duplicates, nor is
      // one word written twice in one line (Spring, Spring Data: a compound the lexicon lacks).
      if (!same || (same === 'same' && first.item === item)) continue;
      duplicateIds.add(m.id);
      issues.push(
        issue(
          'skills',
          'low',
          'skills',
          item,
          same === 'synonym'
            ? `「${first.matched}」和「${m.matched}」是同一项技能（${m.name}），重复列出`
            : `「${m.matched}」在技能栏中重复出现`,
          `只保留一种写法（建议「${m.name}」），腾出位置写别的技能。`,
        ),
      );
    }
  }
  const distinct = firstSeen.size;
  const hard = [...firstSeen.keys()].filter((id) => !NO_EVIDENCE_EXPECTED.has(getSkill(id)?.category ?? ''));
  const evidenced = hard.filter((id) => experienceSkills.has(id));
  const unevidenced = hard.filter((id) => !experienceSkills.has(id));

  // One issue per skills item naming its unevidenced skills.
  const byItem = new Map<string, string[]>();
  for (const id of unevidenced) {
    const item = firstSeen.get(id)!.item;
    byItem.set(item, [...(byItem.get(item) ?? []), firstSeen.get(id)!.matched]);
  }
  let shown = 0;
  for (const [item, names] of byItem) {
    if (shown++ >= 4) break;
    issues.push(
      issue(
        'skills',
        'low',
        'skills',
        item,
        `技能「${joinNames(names)}」只列在技能栏里，工作和项目经历中没有体现`,
        `在用到${joinNames(names)}的经历要点里写明做了什么、规模多大、结果如何；确实没用过的可以删去或注明「了解」。`,
      ),
    );
  }
  if (distinct < 4)
    issues.push(
      issue(
        'skills',
        'medium',
        'skills',
        items[0]!,
        `技能栏只识别出 ${distinct} 项具体技能`,
        '列出更多与目标岗位相关的具体技能、工具或方法（例如编程语言、框架、软件、专业方法），避免只写笼统的能力描述。',
      ),
    );

  const breadth = Math.round(Math.min(1, distinct / 8) * 50);
  const evidence = hard.length ? Math.round((evidenced.length / hard.length) * 40) : distinct ? 40 : 0;
  const dupPenalty = Math.min(15, duplicateIds.size * 5);
  const score = clamp(10 + breadth + evidence - dupPenalty);
  const explanation =
    `技能栏共 ${items.length} 行，识别出 ${distinct} 项不同技能（8 项及以上得满分 50，得 ${breadth}）；` +
    `其中 ${hard.length} 项专业技能有 ${evidenced.length} 项在工作或项目经历中有体现（${hard.length ? pct(evidenced.length, hard.length) : 100}%，40 分中得 ${evidence}）；` +
    `有技能栏另得 10 分；重复或同义写法 ${duplicateIds.size} 处（-${dupPenalty}）；合计 ${score} 分。语言、软技能和办公软件不要求在经历中体现。`;
  const strengths =
    evidenced.length >= 3 && evidenced.length >= hard.length * 0.6
      ? [`技能栏列出的 ${hard.length} 项专业技能中有 ${evidenced.length} 项在经历里有实际使用的例子。`]
      : [];
  return { score, explanation, issues, strengths, distinct };
}

/** Length (30), judged without repeated lines: padding a resume with copies does not lengthen it. */
function structureLength(ctx: TContext, issues: TAnalysisIssue[]): { points: number; note: string } {
  const text = withoutRepeatedLines(ctx.text);
  const tooShort = (size: string, advice: string) =>
    issues.push(issue('structure', 'high', 'other', '', `简历正文只有约 ${size}，内容过少`, advice));
  const tooLong = (size: string, limit: string) =>
    issues.push(
      issue(
        'structure',
        'medium',
        'other',
        '',
        `简历正文约 ${size}，篇幅过长`,
        `删去与目标岗位无关或过早的经历，把篇幅控制在两页（约 ${limit}）以内。`,
      ),
    );
  let points = 30;
  if (ctx.en) {
    const words = englishWords(text) + (text.match(CJK_G) ?? []).length;
    if (words < 150) {
      points = Math.round((30 * words) / 150);
      tooShort(`${words} 个英文单词`, '补充经历要点、项目和技能，英文简历一般 300–800 词。');
    } else if (words > 1000) {
      points = 15;
      tooLong(`${words} 个英文单词`, '1000 词');
    }
    return { points, note: `正文约 ${words} 词（150–1000 词为宜，30 分中得 ${points}）` };
  }
  const chars = text.replace(/\s/g, '').length;
  if (chars < 300) {
    points = Math.round((30 * chars) / 300);
    tooShort(`${chars} 个字`, '补充经历要点、项目和技能，中文简历一般 600–2500 字。');
  } else if (chars > 4000) {
    points = 15;
    tooLong(`${chars} 个字`, '4000 字');
  }
  return { points, note: `正文约 ${chars} 字（300–4000 字为宜，30 分中得 ${points}）` };
}

/** Section order (20): minor sections before the experience, or education first with ≥ 3 years, −10 each. */
function structureOrder(ctx: TContext, issues: TAnalysisIssue[]): number {
  const headings = ctx.json.meta.sections.map((h) => ({ heading: h, key: headingKey(h) }));
  const firstIndex = (keys: TResumeSection[]) => headings.findIndex((h) => keys.includes(h.key));
  const lastCore = headings.reduce((last, h, i) => (h.key === 'work' || h.key === 'projects' ? i : last), -1);
  let points = 20;
  const minorBefore = headings.find(
    (h, i) => (h.key === 'other' || h.key === 'awards' || h.key === 'certificates') && i < lastCore,
  );
  if (minorBefore) {
    points -= 10;
    issues.push(
      issue(
        'structure',
        'low',
        minorBefore.key,
        minorBefore.heading,
        `「${minorBefore.heading.trim()}」排在工作/项目经历之前，次要内容占了显眼位置`,
        '按「基本信息 → 工作经历 → 项目经历 → 教育 → 技能 → 证书/奖项 → 其他」排列，把最有说服力的经历放在前面。',
      ),
    );
  }
  const years = ctx.years?.years ?? 0;
  const eduIndex = firstIndex(['education']);
  const workIndex = firstIndex(['work']);
  if (years >= 3 && eduIndex >= 0 && workIndex >= 0 && eduIndex < workIndex) {
    points -= 10;
    issues.push(
      issue(
        'structure',
        'low',
        'education',
        headings[eduIndex]!.heading,
        `已有约 ${years} 年工作经验，教育经历却排在工作经历之前`,
        '有 3 年以上经验时，把工作经历放在教育经历前面，先展示最相关的实战经验。',
      ),
    );
  }
  return points;
}

/** Entries with dates (25): the share of work, project and education entries with a period. */
function structureDates(ctx: TContext, issues: TAnalysisIssue[]): { points: number; entries: number; dated: number } {
  const { json } = ctx;
  const entries: { section: TResumeSection; label: string; period: TResumePeriod | null }[] = [
    ...json.work.map((w) => ({ section: 'work' as const, label: w.company ?? w.title ?? '', period: w.period })),
    ...json.projects.map((p) => ({ section: 'projects' as const, label: p.name ?? p.role ?? '', period: p.period })),
    ...json.education.map((e) => ({
      section: 'education' as const,
      label: e.school ?? e.major ?? '',
      period: e.period,
    })),
  ];
  const dated = entries.filter((d) => d.period !== null).length;
  // Work entries without a period are reported by completeness already.
  for (const d of entries.filter((x) => x.period === null && x.section !== 'work').slice(0, 3)) {
    issues.push(
      issue(
        'structure',
        'low',
        d.section,
        d.label,
        d.section === 'projects' ? '项目经历没有写起止时间' : '教育经历没有写起止时间',
        '补上起止年月（如 2021.03–2021.12），方便招聘方把经历串成时间线。',
      ),
    );
  }
  return { points: entries.length ? Math.round((dated / entries.length) * 25) : 0, entries: entries.length, dated };
}

/** Reverse-chronological work (25), or 0 at the first entry out of order. */
function structureChronology(ctx: TContext, issues: TAnalysisIssue[]): number {
  const starts = ctx.json.work.map((w) => ({ w, start: startMonth(w.period) }));
  for (let i = 0; i + 1 < starts.length; i++) {
    const a = starts[i]!;
    const b = starts[i + 1]!;
    const aCurrent = a.w.period?.current ?? false;
    const bCurrent = b.w.period?.current ?? false;
    const outOfOrder =
      (bCurrent && !aCurrent) || (a.start !== null && b.start !== null && !aCurrent && !bCurrent && a.start < b.start);
    if (outOfOrder) {
      issues.push(
        issue(
          'structure',
          'medium',
          'work',
          b.w.period?.text ?? b.w.company ?? '',
          '工作经历没有按时间倒序排列，较新的经历排在了后面',
          '把最近的工作放在最前面，依次往前排，招聘方最关心你现在在做什么。',
        ),
      );
      return 0;
    }
  }
  return 25;
}

function scoreStructure(ctx: TContext): TDimensionResult {
  const issues: TAnalysisIssue[] = [];
  const length = structureLength(ctx, issues);
  const orderPoints = structureOrder(ctx, issues);
  const dates = structureDates(ctx, issues);
  const chronoPoints = structureChronology(ctx, issues);
  const repeatPenalty = repeatIssues(ctx, issues);
  const score = clamp(length.points + orderPoints + dates.points + chronoPoints - repeatPenalty);
  const explanation =
    `${length.note}；栏目顺序 20 分中得 ${orderPoints}（次要栏目排在经历前、或 3 年以上经验却先写教育，各扣 10）；` +
    `${dates.entries} 个经历/教育条目中 ${dates.dated} 个写了起止时间（25 分中得 ${dates.points}）；` +
    `工作经历${chronoPoints === 25 ? '按时间倒序或无需判断' : '没有按时间倒序'}（25 分中得 ${chronoPoints}）；` +
    (repeatPenalty ? `重复的经历要点 ${ctx.repeats.length} 条（-${repeatPenalty}）；` : '') +
    `合计 ${score} 分。篇幅不计重复的行。`;
  const strengths =
    dates.entries >= 2 && dates.dated === dates.entries && chronoPoints === 25
      ? [`${dates.entries} 个经历和教育条目都写明了起止时间，工作经历按时间倒序排列，时间线清楚。`]
      : [];
  return { score, explanation, issues, strengths };
}

/** One issue per repeated bullet (up to 3); the penalty: 4 per repeat, at most 20. */
function repeatIssues(ctx: TContext, issues: TAnalysisIssue[]): number {
  for (const b of ctx.repeats.slice(0, 3))
    issues.push(
      issue(
        'structure',
        'medium',
        b.section,
        b.text,
        '这条经历要点与前面的一条几乎相同，重复内容不会让简历更有说服力',
        '删去重复的要点；每条要点写一件不同的事和它的结果。',
      ),
    );
  return Math.min(20, ctx.repeats.length * 4);
}

function scoreContact(ctx: TContext): TDimensionResult {
  const b = ctx.json.basics;
  const issues: TAnalysisIssue[] = [];
  let phonePoints = 0;
  let emailPoints = 0;
  if (nonEmpty(b.phone)) {
    if (phoneWellFormed(b.phone)) phonePoints = 35;
    else {
      phonePoints = 15;
      issues.push(
        issue(
          'contact',
          'medium',
          'basics',
          b.phone,
          '电话号码格式看起来不完整',
          '检查号码位数，手机号写成 11 位（如 138 0013 8000），海外号码加国家区号。',
        ),
      );
    }
  } else
    issues.push(
      issue('contact', 'high', 'basics', '', '没有找到电话号码', '在姓名下方写上手机号，方便招聘方直接联系你。'),
    );
  if (nonEmpty(b.email)) {
    if (EMAIL.test(b.email.trim())) emailPoints = 35;
    else {
      emailPoints = 15;
      issues.push(
        issue(
          'contact',
          'medium',
          'basics',
          b.email,
          '邮箱格式看起来不正确',
          '检查邮箱地址的拼写，格式应为 name@example.com。',
        ),
      );
    }
  } else
    issues.push(issue('contact', 'high', 'basics', '', '没有找到邮箱', '写上常用邮箱，很多公司通过邮件发送面试邀请。'));
  const cityPoints = nonEmpty(b.city) ? 20 : 0;
  if (!cityPoints)
    issues.push(
      issue('contact', 'low', 'basics', '', '没有写所在城市', '写上现居城市或期望城市，便于招聘方判断通勤和面试安排。'),
    );
  const targetPoints = nonEmpty(b.target_role) ? 10 : 0;
  if (!targetPoints)
    issues.push(
      issue(
        'contact',
        'low',
        'basics',
        '',
        '没有写求职意向',
        '在基本信息中写明目标岗位，如「求职意向：Java 开发工程师」。',
      ),
    );
  const score = clamp(phonePoints + emailPoints + cityPoints + targetPoints);
  const explanation =
    `电话${mark(phonePoints > 0)}（格式正确 35 分，格式可疑 15 分，得 ${phonePoints}）、` +
    `邮箱${mark(emailPoints > 0)}（同上，得 ${emailPoints}）、所在城市${mark(cityPoints > 0)}（20 分）、` +
    `求职意向${mark(targetPoints > 0)}（10 分）；合计 ${score} 分。`;
  const strengths = score === 100 ? ['电话、邮箱、所在城市和求职意向齐全，招聘方能直接联系到你。'] : [];
  return { score, explanation, issues, strengths };
}

/** Gaps left in the resume (from an earlier optimisation): one issue per piece of text. */
function gapIssues(ctx: TContext): TAnalysisIssue[] {
  const out: TAnalysisIssue[] = [];
  const pieces: [TResumeSection, string][] = [
    ...ctx.bullets.map((b): [TResumeSection, string] => [b.section, b.text]),
    ...ctx.sources
      .filter((s) => s.section !== 'work' && s.section !== 'projects')
      .map((s): [TResumeSection, string] => [s.section, s.text]),
  ];
  for (const [section, text] of pieces) {
    if (out.length >= 5) break;
    const marker = gapMarker(text);
    if (!marker) continue;
    out.push(
      issue(
        'quantification',
        'medium',
        section,
        text,
        `这里还有未填写的「${marker}」占位，投递前必须替换成真实内容`,
        `把「${marker}」换成你真实的数字或结果；如果确实没有，就删掉这部分，不要编造。`,
      ),
    );
  }
  return out;
}

interface TBasicCore {
  sub_scores: TSubScore[];
  overall_score: number;
  issues: TAnalysisIssue[];
  strengths: string[];
  stats: TBasicAnalysis['stats'];
  ctx: TContext;
}

function makeContext(resume: TAiResume): TContext {
  const json = resume.json;
  // Gaps are not facts: the whole-text reading (relevance, years, length) leaves them out.
  const text = withoutGaps(resume.text.trim() ? resume.text : jsonStrings(json).join('\n'));
  const sources = buildSources(json);
  const { unique, repeats } = dedupeBullets(collectBullets(json));
  return {
    json,
    text,
    en: json.meta.language === 'en',
    bullets: unique,
    repeats,
    sources,
    skillIndex: indexSkills(sources),
    years: resumeYears({ text, json }),
  };
}

function basicCore(resume: TAiResume): TBasicCore {
  const ctx = makeContext(resume);
  const skills = scoreSkills(ctx);
  const results: Record<TScoreDimension, TDimensionResult> = {
    completeness: scoreCompleteness(ctx),
    quantification: scoreQuantification(ctx),
    wording: scoreWording(ctx),
    skills,
    structure: scoreStructure(ctx),
    contact: scoreContact(ctx),
  };
  const dims = Object.keys(WEIGHTS) as TScoreDimension[];
  const sub_scores: TSubScore[] = dims.map((d) => ({
    dimension: d,
    label: SCORE_DIMENSION_LABELS[d],
    score: results[d].score,
    weight: WEIGHTS[d],
    explanation: results[d].explanation,
    advice: dimensionAdvice(results[d]),
  }));
  const overall_score = clamp(Math.round(dims.reduce((sum, d) => sum + WEIGHTS[d] * results[d].score, 0)));
  const issues = [...gapIssues(ctx), ...dims.flatMap((d) => results[d].issues)];
  const strengths = dims.flatMap((d) => results[d].strengths);

  const judged = ctx.bullets.filter((b) => b.kind === 'action');
  const j = ctx.json;
  const sections: string[] = [];
  const b = j.basics;
  if ([b.name, b.phone, b.email, b.city, b.target_role].some(nonEmpty) || b.years_of_experience !== null)
    sections.push('basics');
  if (j.education.length) sections.push('education');
  if (j.work.length) sections.push('work');
  if (j.projects.length) sections.push('projects');
  if (j.skills.some((s) => s.trim())) sections.push('skills');
  if (j.certificates.length) sections.push('certificates');
  if (j.awards.length) sections.push('awards');
  if (nonEmpty(j.self_evaluation)) sections.push('self_evaluation');
  if (j.other.length) sections.push('other');

  const stats: TBasicAnalysis['stats'] = {
    characters: ctx.text.replace(/\s/g, '').length,
    bullets: ctx.bullets.length,
    quantified_bullets: ctx.bullets.filter((x) => x.kind !== 'list' && isQuantified(x.body)).length,
    action_bullets: judged.filter((x) => openerOf(x.body).kind === 'strong').length,
    skills: skills.distinct,
    sections,
  };
  return { sub_scores, overall_score, issues, strengths, stats, ctx };
}

function grade(score: number): string {
  if (score >= 85) return '优秀';
  if (score >= 70) return '良好';
  if (score >= 55) return '一般';
  return '需要改进';
}

function basicSummary(core: TBasicCore): string {
  const sorted = [...core.sub_scores].sort((a, b) => a.score - b.score || b.weight - a.weight);
  const weakest = sorted[0]!;
  const best = sorted[sorted.length - 1]!;
  const high = core.issues.filter((i) => i.severity === 'high').length;
  const head = `简历综合得分 ${core.overall_score} 分（${grade(core.overall_score)}）。`;
  if (weakest.score >= 85) return `${head}各维度表现均衡，${best.label}最突出（${best.score} 分）。`;
  return (
    `${head}${best.label}表现最好（${best.score} 分），${weakest.label}最需要加强（${weakest.score} 分）` +
    (high ? `，另有 ${high} 个高优先级问题建议先处理。` : '。')
  );
}

/** The basic quality analysis: six sub-scores, issues with verbatim excerpts, strengths. */
export function analyzeBasic(resume: TAiResume): TBasicAnalysis {
  const core = basicCore(resume);
  const issues = rankIssues(core.issues);
  return {
    analysis_type: 'basic',
    overall_score: core.overall_score,
    sub_scores: core.sub_scores,
    issues,
    strengths: core.strengths,
    summary: basicSummary({ ...core, issues }),
    stats: core.stats,
    engine: ENGINE(),
  };
}

// ── Job-based analysis ───────────────────────────────────────────────────────────────────────

const PREFERRED =
  /优先(?!级|处理|队列|顺序)|加分|更佳|更好(?!地)|者佳|preferred|nice to have|a plus|bonus|desirable|(?:an?|be)\s+advantage|advantageous/i;
/** A lead-in that makes what follows preferred: "优先考虑：Python，Airflow", "Nice to have: …". */
const PREFERRED_LEAD = /^(?:加分项|加分|优先条件|优先考虑|preferred|nice to have|bonus)\s*[:：]/i;
const REQUIREMENT_LABEL =
  /^(?:加分项|加分|优先条件|优先考虑|任职要求|岗位要求|任职资格|preferred|nice to have|bonus|requirements?)\s*[:：]\s*/i;

/** Dotted initials written in full ("M.C.A", "B.B.A.") read as the abbreviation (MCA, BBA). */
export const collapseInitials = (s: string) => s.replace(/\b([a-z])\.\s?([a-z])\.\s?([a-z])\b\.?/gi, '$1$2$3');
/** A source's text as keywords are looked up in it: lower case, dotted initials collapsed. */
const matchForm = (s: string) => collapseInitials(s).toLowerCase();

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

const DEGREE_NAMES = ['高中/中专', '大专', '本科', '硕士', '博士'];
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
function resumeDegree(ctx: TJobContext): { level: number; text: string } | null {
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
function requirementItems(position: TAiPosition): string[] {
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
]);

/** Non-lexicon keywords worth matching: technical-looking Latin terms, Chinese terms (cached per advert text). */
function usefulKeywords(text: string, limit: number): readonly string[] {
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
      if ((!technical && !zhText) || /^(?:e\.?g|i\.?e|etc)$/i.test(t)) continue;
    }
    out.push(t);
    if (out.length >= limit) break;
  }
  return out;
}

type TPresence = 'demonstrated' | 'stated' | 'absent';

interface TFound {
  presence: TPresence;
  source: TSource | null;
}

function findSkill(ctx: TContext, id: string): TFound {
  const hits = ctx.skillIndex.get(id);
  if (hits?.demonstrated.length) return { presence: 'demonstrated', source: hits.demonstrated[0]! };
  if (hits?.stated.length) return { presence: 'stated', source: hits.stated[0]! };
  return { presence: 'absent', source: null };
}

/** A skill at least three other entries name as related: a family (消息队列 for Kafka, RabbitMQ…). */
const FAMILY_IDS = (() => {
  const counts = new Map<string, number>();
  for (const entry of SKILL_LEXICON) for (const r of entry.related ?? []) counts.set(r, (counts.get(r) ?? 0) + 1);
  return new Set([...counts].filter(([, n]) => n >= 3).map(([id]) => id));
})();
/**
 * Families the lexicon's `related` links do not make (those also feed the relevance tokens):
 * "熟悉常用数据库" is met by MySQL, MongoDB or a DBA's work; "关系型数据库" only by a relational one.
 * Redis (a cache), Elasticsearch (a search engine, ELK) and SQL (a language) are not databases here.
 */
const RELATIONAL = ['mysql', 'postgresql', 'oracle', 'sql-server', 'sqlite', 'tidb'];
const MEMBER_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  databases: [
    ...RELATIONAL,
    'relational-databases',
    'mongodb',
    'hbase',
    'cassandra',
    'clickhouse',
    'neo4j',
    'database-administration',
  ],
  'relational-databases': RELATIONAL,
};
const isFamily = (id: string) => FAMILY_IDS.has(id) || id in MEMBER_FAMILIES;
/** `other` is a member of `id`: lists it as related, or is one of MEMBER_FAMILIES. */
export function isMemberOf(other: string, id: string): boolean {
  return other !== id && (getSkill(other)?.related?.includes(id) === true || !!MEMBER_FAMILIES[id]?.includes(other));
}

/** A resume skill whose entry lists `id` as related (TypeScript for JavaScript) or that is a member of its family; one the resume shows first. */
function findRelated(ctx: TContext, id: string): { found: TFound; via: string; id: string } | null {
  // One the resume shows beats one it only lists (MySQL in a project over PostgreSQL in the skills);
  // between equals, the lexicon's order (MySQL before Elasticsearch for 数据库).
  let best: { found: TFound; via: string; id: string } | null = null;
  const rank = (x: { found: TFound; id: string }) =>
    (x.found.presence === 'demonstrated' ? 0 : 1e6) + (LEXICON_ORDER.get(x.id) ?? 1e5);
  for (const [other, hits] of ctx.skillIndex) {
    if (!isMemberOf(other, id)) continue;
    const source = hits.demonstrated[0] ?? hits.stated[0]!;
    const found: TFound = { presence: hits.demonstrated.length ? 'demonstrated' : 'stated', source };
    const one = { found, via: source.skills.get(other) ?? skillName(other), id: other };
    if (!best || rank(one) < rank(best)) best = one;
  }
  return best;
}
const LEXICON_ORDER = new Map(SKILL_LEXICON.map((entry, i) => [entry.id, i]));

function findKeyword(ctx: TContext, term: string): TFound {
  const lower = matchForm(term);
  const re = hasCjk(term) ? null : new RegExp(`(?<![a-z0-9])${escapeRe(lower)}(?![a-z0-9])`);
  let stated: TSource | null = null;
  for (const src of ctx.sources) {
    const hit = re ? re.test(src.lower) : src.lower.includes(lower);
    if (!hit) continue;
    if (src.demonstrated) return { presence: 'demonstrated', source: src };
    stated ??= src;
  }
  return stated ? { presence: 'stated', source: stated } : { presence: 'absent', source: null };
}

interface TRequirementEval {
  match: TRequirementMatch;
  judged: boolean;
  /** The item asks for a degree only: shown, but scored by the education component alone. */
  degreeOnly: boolean;
  /** About attitude or willingness ("愿意出差"): its words are no job keywords. */
  attitude: boolean;
  kind: 'required' | 'preferred';
  years: number | null;
  degree: number | null;
  skills: string[];
  statedOnly: { id: string; source: TSource }[];
}

/** What one requirement item adds up to while its parts are checked. */
class Tally {
  weight = 0;
  credit = 0;
  readonly evidence: TRequirementMatch['evidence'] = [];
  readonly shown: string[] = [];
  readonly mentioned: string[] = [];
  readonly related: string[] = [];
  readonly absent: string[] = [];
  readonly notes: string[] = [];
  readonly statedOnly: { id: string; source: TSource }[] = [];
  /** Skills already named in shown / mentioned (by id: "Redis" once, however the resume spells it). */
  readonly named = new Set<string>();

  add(weight: number, share: number) {
    this.weight += weight;
    this.credit += weight * share;
  }

  cite(src: { section: TResumeSection; text: string } | null) {
    if (!src || this.evidence.length >= 5) return;
    if (!this.evidence.some((e) => e.section === src.section && e.excerpt === src.text))
      this.evidence.push({ section: src.section, excerpt: src.text });
  }
}

/** Skills: shown 1, only listed 0.5, a related skill 0.3 (0.15 listed); soft skills weigh half. */
function tallySkills(ctx: TJobContext, groups: string[][], t: Tally) {
  for (const group of groups) {
    if (group.length === 1) tallySkill(ctx, group[0]!, t);
    else tallyAlternatives(ctx, group, t);
  }
}

function tallySkill(ctx: TJobContext, id: string, t: Tally) {
  const soft = isSoftSkill(id);
  const w = soft ? 0.5 : 1;
  const f = findSkill(ctx, id);
  const name = skillName(id);
  if (f.presence === 'demonstrated' || (soft && f.presence === 'stated')) {
    t.add(w, 1);
    if (!t.named.has(id)) t.shown.push(name);
    t.named.add(id);
    t.cite(f.source);
  } else if (f.presence === 'stated') {
    t.add(w, 0.5);
    if (!t.named.has(id)) t.mentioned.push(name);
    t.named.add(id);
    t.statedOnly.push({ id, source: f.source! });
    t.cite(f.source);
  } else {
    const rel = findRelated(ctx, id);
    // A family the item names ("Redis、MQ 等中间件", "SQL") is met by a member the resume has
    // (Kafka, MySQL), counted as that member is, as in the job keywords.
    if (rel && isFamily(id)) {
      const shown = rel.found.presence === 'demonstrated';
      t.add(w, shown ? 1 : 0.5);
      // Named once: "MySQL" already listed for the item, or "Kafka（属于 消息队列）" for an earlier family.
      if (!t.named.has(rel.id)) (shown ? t.shown : t.mentioned).push(`${skillName(rel.id)}（属于 ${name}）`);
      t.named.add(rel.id);
      t.cite(rel.found.source);
      return;
    }
    t.add(w, rel ? (rel.found.presence === 'demonstrated' ? 0.3 : 0.15) : 0);
    if (rel) {
      t.related.push(`${rel.via}（与 ${name} 相关）`);
      t.cite(rel.found.source);
    } else t.absent.push(name);
  }
}

/** "Photoshop, Illustrator or Figma": one of them meets the item; the best one counts, once. */
function tallyAlternatives(ctx: TJobContext, group: string[], t: Tally) {
  addBestOption(
    group.map((id) => {
      const one = new Tally();
      tallySkill(ctx, id, one);
      return { one, name: skillName(id) };
    }),
    t,
  );
}

/**
 * "计算机、软件工程等相关专业": the majors an item lists (skills or keywords, "、" or "/" between
 * them) are a choice, of which one meets the item's field.
 */
function tallyMajors(ctx: TJobContext, majors: readonly { skill?: string; keyword?: string }[], t: Tally) {
  addBestOption(
    majors.map(({ skill, keyword }) => {
      const one = new Tally();
      if (skill) tallySkill(ctx, skill, one);
      else tallyKeywords(ctx, [[keyword!]], one);
      return { one, name: skill ? skillName(skill) : keyword! };
    }),
    t,
  );
}

/** Of options tallied one by one, the best counts, once; none found names the whole choice. */
function addBestOption(options: readonly { one: Tally; name: string }[], t: Tally) {
  const share = (x: Tally) => x.credit / x.weight;
  const best = options.reduce((a, b) => (share(b.one) > share(a.one) ? b : a)).one;
  if (best.credit === 0) {
    t.add(Math.max(...options.map((o) => o.one.weight)), 0);
    t.absent.push(either(options.map((o) => o.name)));
    return;
  }
  t.add(best.weight, share(best));
  t.shown.push(...best.shown);
  t.mentioned.push(...best.mentioned);
  t.related.push(...best.related);
  t.statedOnly.push(...best.statedOnly);
  for (const e of best.evidence) t.cite({ section: e.section, text: e.excerpt });
}

/** The list of majors before 专业 ("计算机、软件工程等相关专业"), when it names more than one. */
const MAJOR_NAME = '[\\u4e00-\\u9fffA-Za-z]{1,12}';
const MAJOR_LIST = new RegExp(
  // Names joined by 、 / 或, ending right at (等)(相关)专业 — not at 专业技能, 专业的, 专业设计软件…
  `(?:${MAJOR_NAME}(?:[、/]|或者?))+${MAJOR_NAME}(?:等|或)?(?:相关|相近)?专业(?![技素的开设知能水服化术课])`,
  'g',
);
function majorListSpan(text: string): { start: number; end: number } | null {
  for (const m of text.matchAll(MAJOR_LIST)) return { start: m.index, end: m.index + m[0].length };
  return null;
}

/** "A", "A 或 B", "A、B 或 C". */
const either = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join('、')} 或 ${names.at(-1)}`;

/** "or" and "或(者)" between two skills make them alternatives. */
const ALTERNATIVE = /^\s*(?:[,，]?\s*(?:and\/)?or\s+|或者?\s*)$/i;
/**
 * "/" makes a pair of alternatives ("HT/LT") in Latin text; in Chinese adverts "Java/Spring/MySQL"
 * means all of them, unless it gives examples of one kind ("Webpack/Vite 等构建工具", but not
 * "Java/Spring/MySQL 等") or joins two of one family (`isChoicePair`: "Java/Go", "RocketMQ/Kafka").
 */
const SLASH = /^\s*\/\s*$/;
/** After the last of a "/" chain: "等" makes its members examples, of which one is enough. */
const EXAMPLES_AFTER = /^\s*等/;
/** A list separator before the first alternative ("Photoshop, Illustrator or Figma"). */
const LIST_SEPARATOR = /^\s*[,，、/]\s*$/;

/**
 * Things a requirement names, in groups: one alone, or a list of alternatives ("JIRA, Bugzilla or
 * Quality Center", "React 或 Vue", "HT/LT"), of which one is enough. `found` are the mentions in
 * the order of the text, each with its key (a skill id or the keyword); `slashChains` lets "/"
 * chain more than two (keywords such as "B.E./B.Tech/MCA").
 */
function alternativeGroups(
  text: string,
  found: readonly { key: string; start: number; end: number }[],
  options: {
    slashChains?: boolean;
    /** Two keys "/" offers as a choice wherever it stands. */
    isChoicePair?: (a: string, b: string) => boolean;
    /** Two keys a "/" chain ending in "等" offers as examples of one thing. */
    isSameKind?: (a: string, b: string) => boolean;
  } = {},
): string[][] {
  const groups: { keys: string[]; start: number; end: number; or: boolean }[] = [];
  const latin = !CJK.test(text);
  const slashed = (i: number) => {
    const next = found[i + 1];
    return next ? SLASH.test(text.slice(found[i]!.end, next.start)) : false;
  };
  /** Whether the "/" chain through mention i ends in "等". */
  const examples = (i: number) => {
    let j = i;
    while (slashed(j)) j++;
    return EXAMPLES_AFTER.test(text.slice(found[j]!.end));
  };
  found.forEach((m, i) => {
    const last = groups.at(-1);
    const between = last ? text.slice(last.end, m.start) : '';
    const viaOr = ALTERNATIVE.test(between);
    const slashAfter = slashed(i);
    const chained = !!last && SLASH.test(between);
    const viaSlash =
      chained &&
      (!!options.slashChains ||
        (examples(i) && last.keys.every((k) => options.isSameKind?.(k, m.key) === true)) ||
        (latin && last.keys.length === 1 && !last.or && !slashAfter) ||
        (!last.or && last.keys.every((k) => options.isChoicePair?.(k, m.key) === true)));
    if (last && (viaOr || viaSlash)) {
      if (!last.keys.includes(m.key)) last.keys.push(m.key);
      last.end = m.end;
      last.or ||= viaOr;
      return;
    }
    groups.push({ keys: [m.key], start: m.start, end: m.end, or: false });
  });
  // A list leading into "or" joins it: "Photoshop, Illustrator or Figma".
  for (let i = groups.length - 1; i > 0; i--) {
    const [before, group] = [groups[i - 1]!, groups[i]!];
    if (!group.or || before.keys.length !== 1) continue;
    if (!LIST_SEPARATOR.test(text.slice(before.end, group.start))) continue;
    group.keys.unshift(...before.keys.filter((k) => !group.keys.includes(k)));
    group.start = before.start;
    groups.splice(i - 1, 1);
  }
  // A thing asked on its own makes any choice offering it moot ("精通 Java，了解 Java 或 Kotlin").
  const alone = new Set(groups.filter((g) => g.keys.length === 1).map((g) => g.keys[0]!));
  const seen = new Set<string>();
  const out: string[][] = [];
  for (const g of groups) {
    if (g.keys.length > 1 && g.keys.some((k) => alone.has(k))) continue;
    const keys = g.keys.filter((k) => !seen.has(k));
    keys.forEach((k) => seen.add(k));
    if (keys.length) out.push(keys);
  }
  return out;
}

/**
 * Two skills of one kind, which "/" offers as a choice even in Chinese: two programming languages
 * ("Java/Go"), or two members of one family ("RocketMQ/Kafka", "MySQL/PostgreSQL").
 */
function isChoicePair(a: string, b: string): boolean {
  if (a === b) return false;
  const language = (id: string) => getSkill(id)?.category === 'programming-language';
  if (language(a) && language(b)) return true;
  const families = [...FAMILY_IDS, ...Object.keys(MEMBER_FAMILIES)];
  return families.some((family) => isMemberOf(a, family) && isMemberOf(b, family));
}

const skillGroups = (text: string, mentions: readonly TSkillMention[]) =>
  alternativeGroups(
    text,
    mentions.map((m) => ({ key: m.id, start: m.start, end: m.end })),
    { isChoicePair, isSameKind: (a, b) => getSkill(a)?.category === getSkill(b)?.category },
  );

/** The keywords where the text has them (the first place after the one before), in that order. */
function keywordGroups(text: string, keywords: readonly string[]): string[][] {
  const found = keywords
    .map((k) => ({ key: k, start: text.indexOf(k) }))
    .filter((m) => m.start >= 0)
    .map((m) => ({ ...m, end: m.start + m.key.length }))
    .sort((a, b) => a.start - b.start);
  const grouped = alternativeGroups(text, found, { slashChains: true });
  // A keyword the text spells differently stays a group of its own.
  const placed = new Set(grouped.flat());
  return [...grouped, ...keywords.filter((k) => !placed.has(k)).map((k) => [k])];
}

/** Other keywords weigh 0.5: shown 1, only listed 0.5; of alternatives ("B.Tech/MCA") the best. */
function tallyKeywords(ctx: TJobContext, groups: string[][], t: Tally) {
  const credit = (f: TFound) => (f.presence === 'demonstrated' ? 1 : f.presence === 'stated' ? 0.5 : 0);
  for (const group of groups) {
    const found = group.map((k) => ({ k, f: findKeyword(ctx, k) }));
    const best = found.reduce((a, b) => (credit(b.f) > credit(a.f) ? b : a));
    t.add(0.5, credit(best.f));
    if (best.f.presence === 'absent') t.absent.push(either(group));
    else {
      (best.f.presence === 'demonstrated' ? t.shown : t.mentioned).push(best.k);
      t.cite(best.f.source);
    }
  }
}

/**
 * Years asked "in X" (the item's skills and keywords, `field`) count only as far as X shows: 11
 * years of hotel work are not 11 years of personal training. Years asked alone count in full.
 */
function tallyYears(years: number, resumeYrs: number | null, field: number | null, t: Tally) {
  // Unknown years are judged once, by the experience component, not again in every item.
  if (resumeYrs === null) {
    t.notes.push(`要求 ${years} 年以上经验，简历中没有可计算的工作年限（由「工作年限」一项评估）`);
    return;
  }
  const met = resumeYrs >= years ? 1 : resumeYrs >= years * 0.6 ? 0.5 : 0;
  const inField = field ?? 1;
  t.add(1, met * inField);
  const verdict =
    met === 1 ? `满足 ${years} 年的要求` : met ? `接近但未达到 ${years} 年的要求` : `低于 ${years} 年的要求`;
  const scaled =
    met && inField < 1 ? `，但这条要求所说领域的经历只体现了 ${Math.round(inField * 100)}%，年限按这个比例计` : '';
  t.notes.push(`工作年限约 ${resumeYrs} 年，${verdict}${scaled}`);
}

function tallyDegree(ctx: TJobContext, need: number, degree: { level: number; text: string } | null, t: Tally) {
  const name = DEGREE_NAMES[need]!;
  if (!degree) {
    t.add(1, 0);
    t.notes.push(`要求${name}及以上学历，简历中没有识别到学历`);
    return;
  }
  t.add(1, degree.level >= need ? 1 : degree.level === need - 1 ? 0.3 : 0);
  t.notes.push(`学历${DEGREE_NAMES[degree.level]}，${degree.level >= need ? '满足' : '低于'}${name}要求`);
  const src = ctx.sources.find((s) => s.section === 'education' && s.text === degree.text);
  t.cite({ section: 'education', text: src?.text ?? degree.text });
}

/** Years-of-experience boilerplate: "3年以上工作经验", "5+ years of experience as/in". */
const YEARS_WORDS =
  /\d+(?:\.\d+)?\s*(?:\+|-\s*\d+)?\s*(?:年以上|年及以上|年|\+?\s*years?)(?:\s*(?:of\s+)?(?:relevant\s+|work\s+|working\s+)?experience)?(?:\s+(?:as|in|with)\s+(?:an?\s+)?)?|(?:工作|相关|开发)?经验|以上/gi;

/** The share of a years item's own field words in the resume, or null when it names no field. */
function fieldWording(ctx: TJobContext, item: string): number | null {
  const rest = item
    .split(/[，,;；。]/)
    .filter((clause) => requiredDegree(clause) === null)
    .join(' ')
    .replace(YEARS_WORDS, ' ');
  const wording = termCoverage(ctx.terms, rest);
  return wording.terms >= 2 ? Math.min(1, wording.share / WORDING_FULL) : null;
}

/** Words that only name a degree and its level ("本科及以上学历", "Bachelor's degree", "any graduate"). */
const DEGREE_WORDS =
  /本科|学士|硕士|博士|研究生|大专|专科|高职|统招|全日制|及以上|以上|学历|学位|\b(?:a|an|the|or|and|any|discipline|equivalent|required|relevant|degree|graduate|graduation|undergraduate|postgraduate|bachelor|master|doctorate|phd|university|college|holder|mba|mca|bca|bba|msc|bsc|btech|mtech|bcom|mcom)(?:'?s)?\b|\b[bm]\.?\s?(?:a|sc|s|e|tech|com)\b\.?/gi;

/** Whether an item asks for more than a degree ("Bachelor's degree in Computer Science", "计算机相关专业本科"). */
function beyondDegree(item: string): boolean {
  return queryTokens(collapseInitials(item).replace(DEGREE_WORDS, ' ')).length > 0;
}

/** Attitude and willingness: not something resume wording can show. */
const ATTITUDE =
  /责任心|抗压|吃苦|积极|主动|态度|意愿|愿意|接受|服从|出差|加班|性格|热爱|热情|踏实|稳定(?!性)|承受.{0,4}压力|工作压力|认真|细心|耐心|诚信|passion|willing|attitude|motivated|team player|hard[- ]?working|punctual|honest/i;
/**
 * Willingness and manner ("愿意出差", "能接受加班", "服从公司安排", "能承受工作压力"): no resume line
 * shows them, so their words are no keywords to find. Narrower than ATTITUDE: "保障系统稳定运行"
 * and "接受过专业培训" are facts.
 */
const WILLINGNESS =
  /愿意|乐于|(?:能|可以?)接受|接受(?:出差|加班|倒班|驻场|外派)|出差|加班|倒班|驻场|外派|服从|抗压|承受.{0,4}压力|工作压力|吃苦|责任心|积极主动|工作态度|性格|踏实|认真负责|细心|耐心|诚信|willing|willingness|passion|attitude|motivated|team player|hard[- ]?working|punctual|honest/i;

/** A keyword read where it stands: "接受" in "能接受出差" is willingness, in "接受过培训" it is not. */
function willingWord(text: string, keyword: string): boolean {
  const at = text.indexOf(keyword);
  return WILLINGNESS.test(at < 0 ? keyword : text.slice(Math.max(0, at - 2), at + keyword.length + 6));
}

/** The item's wording found at this IDF-weighted share counts in full. */
const WORDING_FULL = 0.6;

/**
 * The item's own words (IDF-weighted, anywhere in the resume) weigh 0.5: credit = min(1, share /
 * 60 %). The evidence is the resume line holding most of that weight. An item with nothing else
 * to check is judged on its wording alone, unless it is about attitude or willingness.
 */
function tallyWording(ctx: TJobContext, item: string, t: Tally) {
  // An item offering alternatives ("a certification in fitness training, nutrition or yoga") is
  // read once per alternative, and the best reading counts.
  // A reading of one word alone ("in installation") proves too little to count; the whole item does.
  const readings = wordingVariants(item).map((variant) => termCoverage(ctx.terms, variant));
  const wording = (
    readings.some((c) => c.terms >= 2) ? readings.filter((c) => c.terms >= 2) : [termCoverage(ctx.terms, item)]
  ).reduce((best, c) => (c.share > best.share ? c : best));
  if (wording.terms < 2 || (t.weight === 0 && ATTITUDE.test(item))) return;
  const credit = Math.min(1, wording.share / WORDING_FULL);
  t.add(0.5, credit);
  t.notes.push(`岗位这条要求的用词（按稀有程度加权）在简历中出现 ${Math.round(wording.share * 100)}%`);
  if (credit > 0) t.cite(bestLine(ctx, item));
}

/** Words that lead into a list: "Certification in | fitness training, …". */
const LEAD_IN =
  /^(.*\b(?:in|with|of|as|like|using|including|such as)\s+|.*(?:熟悉|掌握|了解|使用|精通|具备|有)\s*)(.+)$/i;

/**
 * An item read once per alternative of its first list that ends in "or"/或: "Certification in
 * fitness training, sports science, nutrition or yoga" → "Certification in fitness training", …,
 * "Certification in yoga". Items without such a list are read as they are.
 */
export function wordingVariants(item: string): string[] {
  // Chinese clauses end at "，" too; "或" counts only as a word of its own (not in 不可或缺).
  const text = item.replace(/\s+/g, ' ').replace(/\band\/or\b/gi, 'or');
  const OR = /\s*(?:\bor\b|(?<![\u3400-\u9fff])或者?|或者?(?![\u3400-\u9fff]))\s*/i;
  const clauses = text.split(/(?<=[;；。，])/);
  const k = clauses.findIndex((c) => OR.test(c));
  if (k < 0) return [item];
  const chunks = clauses[k]!.split(/\s*[,、]\s*/);
  const orAt = chunks.findIndex((c) => OR.test(c));
  const [left, ...rightParts] = chunks[orAt]!.split(OR);
  let right = rightParts.join(' ');
  if (!left || !right) return [item];
  // "Vue 至少一种框架": the Chinese words after a Latin alternative go with every alternative.
  const tail = /^([A-Za-z][\w.+#-]*(?:\s+[A-Za-z][\w.+#-]*)*)\s*([\u3400-\u9fff].*)$/.exec(right);
  let after = '';
  if (tail) [right, after] = [tail[1]!, tail[2]!];
  // The list before "or" counts as alternatives only up to lead-in words ("Certification in"),
  // through short items; without a lead-in only the two words around "or" are the choice.
  const listed: string[] = [];
  let prefix = chunks.slice(0, orAt).join(', ');
  let pair = true;
  for (let i = orAt, piece = left; i >= 0; piece = chunks[--i] ?? '') {
    const lead = LEAD_IN.exec(piece);
    if (lead) {
      listed.unshift(lead[2]!);
      prefix = [...chunks.slice(0, i), lead[1]!].join(', ');
      pair = false;
      break;
    }
    if (piece.length > 30 || piece.split(' ').length > 3 || /\d/.test(piece)) break;
    listed.unshift(piece);
  }
  const alternatives = pair ? [left, right] : [...listed, right];
  const rest = [...clauses.slice(0, k), ...clauses.slice(k + 1)].join(' ');
  const suffix = [after, ...chunks.slice(orAt + 1)].filter(Boolean).join(', ');
  return alternatives.map((a) => [prefix, a, suffix, rest].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim());
}

/** The source holding the most IDF weight of a requirement's words (the first on a tie). */
function bestLine(ctx: TJobContext, item: string): TSource | null {
  const terms = [...new Set(queryTokens(item))].map((t) => ({ t, w: idfOf(BACKGROUND_DF, t) }));
  let best: { src: TSource; weight: number } | null = null;
  for (const src of ctx.sources) {
    let weight = 0;
    for (const { t, w } of terms) if (holdsTerm(src, t)) weight += w;
    if (weight > 0 && (!best || weight > best.weight)) best = { src, weight };
  }
  return best?.src ?? null;
}

/** Whether a source holds a relevance token: a skill (or one implying it), else the word as written. */
function holdsTerm(src: TSource, token: string): boolean {
  if (!token.startsWith('§')) return src.lower.includes(token);
  const id = token.slice(1);
  if (src.skills.has(id)) return true;
  for (const other of src.skills.keys()) if (getSkill(other)?.related?.includes(id)) return true;
  return false;
}

/** What an item asks, read from its words alone (the same for every resume). */
function readRequirement(requirement: string) {
  const kind: 'required' | 'preferred' = PREFERRED.test(requirement) ? 'preferred' : 'required';
  const clean = requirement.replace(BULLET_MARK, '').replace(REQUIREMENT_LABEL, '').trim();
  const mentions = extractSkills(clean);
  const skillIds = [...new Set(mentions.map((m) => m.id))];
  const skillNames = new Set(skillIds.map((id) => skillName(id).toLowerCase()));
  // "愿意出差", "能接受加班": willingness, which no resume line shows; its words are not keywords to find.
  const attitude = mentions.length === 0 && WILLINGNESS.test(clean);
  const keywords = attitude
    ? []
    : usefulKeywords(clean, 4).filter((k) => !skillNames.has(k.toLowerCase()) && !willingWord(clean, k));
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
  return { kind, clean, mentions, skillIds, keywords, years, degreeReq, degreeOnly, attitude };
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

function evaluateRequirement(
  ctx: TJobContext,
  requirement: string,
  resumeYrs: number | null,
  degree: { level: number; text: string } | null,
): TRequirementEval {
  const { kind, clean, mentions, skillIds, keywords, years, degreeReq, degreeOnly, attitude } =
    readRequirement(requirement);
  const t = new Tally();
  // The majors listed before 专业 are one choice; everything else is asked as it stands.
  const majors = majorListSpan(clean);
  const inMajors = (start: number) => majors !== null && start >= majors.start && start < majors.end;
  const majorSkills = [...new Set(mentions.filter((m) => inMajors(m.start)).map((m) => m.id))];
  const majorKeywords = keywords.filter((k) => inMajors(clean.indexOf(k)));
  const choice = majorSkills.length + majorKeywords.length > 1;
  // A major also asked on its own elsewhere in the item stays asked there.
  const asked = choice ? mentions.filter((m) => !inMajors(m.start)) : mentions;
  const askedKeywords = choice
    ? keywords.filter((k) => !majorKeywords.includes(k) || clean.indexOf(k, majors!.end) >= 0)
    : keywords;
  tallySkills(ctx, skillGroups(clean, asked), t);
  tallyKeywords(ctx, keywordGroups(clean, askedKeywords), t);
  if (choice) {
    // In the order the advert lists them.
    const at = (id: string) => mentions.find((m) => m.id === id)!.start;
    tallyMajors(
      ctx,
      [
        ...majorSkills.map((skill) => ({ skill, start: at(skill) })),
        ...majorKeywords.map((keyword) => ({ keyword, start: clean.indexOf(keyword) })),
      ].sort((a, b) => a.start - b.start),
      t,
    );
  }
  // The field the years are asked in: the item's skills and keywords ("3年以上 Java 开发经验"), else
  // its own words once the years and any degree clause are left out ("as a personal trainer").
  const field = t.weight > 0 ? t.credit / t.weight : fieldWording(ctx, clean);
  if (degreeReq !== null) tallyDegree(ctx, degreeReq, degree, t);
  // The words of "Bachelor's degree" say nothing the degree check has not said.
  if (!degreeOnly) tallyWording(ctx, clean, t);
  if (years !== null) tallyYears(years, resumeYrs, field, t);

  const judged = t.weight > 0;
  const coverage = judged ? Math.round((t.credit / t.weight) * 100) / 100 : 0.5;
  const status: TRequirementMatch['status'] = !judged
    ? 'partial'
    : coverage >= 0.75
      ? 'met'
      : coverage >= 0.2
        ? 'partial'
        : 'missing';
  const parts: string[] = [];
  if (t.shown.length) parts.push(`在经历中有体现：${joinNames(t.shown)}`);
  if (t.mentioned.length) parts.push(`只在技能栏或自我评价中提到：${joinNames(t.mentioned)}`);
  if (t.related.length) parts.push(`有相关技能：${joinNames(t.related)}`);
  if (t.absent.length) parts.push(`未找到：${joinNames(t.absent)}`);
  parts.push(...t.notes);
  const explanation = judged
    ? `${parts.join('；')}。覆盖度 ${Math.round(coverage * 100)}%（经历中体现计满分，只在技能栏或自我评价中提到计一半；证据取自简历全文）。`
    : years !== null
      ? kind === 'required'
        ? `这条要求的 ${years} 年经验由「工作年限」一项评估（简历中没有可计算的工作年限），不在这里重复计分。`
        : `这条加分项要求 ${years} 年经验，简历中没有可计算的工作年限，无法核对，不计入匹配度。`
      : '这是一条无法从简历文字自动核对的要求（如性格、意愿类），不计入匹配度，建议在面试或自我评价中用具体事例说明。';
  const advice = !judged
    ? undefined
    : status === 'met'
      ? undefined
      : t.mentioned.length && !t.absent.length
        ? `${joinNames(t.mentioned)} 只列在技能栏或自我评价里：在用过的那段经历中写一句怎么用的、结果如何。`
        : t.absent.length
          ? `简历里找不到 ${joinNames(t.absent)}：如果你做过，写进对应的经历；没做过就别写，面试前可以准备怎么补上。`
          : '这条要求只体现了一部分：在相关经历中把做法和结果写具体。';
  return {
    match: {
      requirement,
      kind,
      skills: skillIds.map(skillName),
      status,
      coverage,
      evidence: t.evidence,
      explanation,
      ...(advice ? { advice } : {}),
    },
    judged,
    degreeOnly,
    attitude,
    kind,
    years,
    degree: degreeReq,
    skills: skillIds,
    statedOnly: t.statedOnly,
  };
}

type TComponentKey = TMatchComponent['key'];

/**
 * The requirement checklist's components in the proportions they were given before relevance's
 * weight was chosen (.30 / .05 / .10 / .10 / .05 beside relevance's .40). They share what relevance
 * leaves, in these proportions, at any relevance weight.
 */
const CHECKLIST: { key: Exclude<TComponentKey, 'relevance'>; label: string; proportion: number }[] = [
  { key: 'required', label: '必备要求', proportion: 0.3 },
  { key: 'preferred', label: '加分项', proportion: 0.05 },
  { key: 'keywords', label: '岗位关键词', proportion: 0.1 },
  { key: 'experience', label: '工作年限', proportion: 0.1 },
  { key: 'education', label: '学历', proportion: 0.05 },
];

/** The base weights of the match formula with relevance at `relevance` (0–1). */
export function componentBase(relevance: number): { key: TComponentKey; label: string; weight: number }[] {
  const total = CHECKLIST.reduce((s, c) => s + c.proportion, 0);
  return [
    ...CHECKLIST.map((c) => ({ key: c.key, label: c.label, weight: (c.proportion / total) * (1 - relevance) })),
    { key: 'relevance', label: '全文相关度', weight: relevance },
  ];
}

/**
 * Relevance's weight: the one the labelled bench's procedure chooses (bench/src/ai-engine.ts,
 * `weight_selection`; docs/decisions.md): the grid weight with the best MRR, the lower on a tie.
 */
export const RELEVANCE_WEIGHT = 0.65;
const COMPONENT_BASE = componentBase(RELEVANCE_WEIGHT);

/**
 * The match score of the judged components' scores (null = not judged: its weight goes to the others
 * in proportion); null when nothing is judged.
 */
export function weighScores(
  scores: Readonly<Record<TComponentKey, number | null>>,
  base: readonly { key: TComponentKey; weight: number }[] = COMPONENT_BASE,
): number | null {
  const available = base.filter((c) => scores[c.key] !== null);
  const total = available.reduce((s, c) => s + c.weight, 0);
  if (!available.length || total === 0) return null;
  return clamp(Math.round(available.reduce((s, c) => s + (c.weight / total) * scores[c.key]!, 0)));
}

/** Relevance score = 100 × (1 − e^(−share / 0.25)): a share of 25 % gives 63, 50 % gives 86; never a flat 100. */
const RELEVANCE_SCALE = 0.25;

interface TJobContext extends TContext {
  /** Relevance tokens of the whole text. */
  terms: TTermCounts;
}

/** The structured sources plus every line of text they miss. */
const allSources = (ctx: TContext) => [...ctx.sources, ...buildTextSources(ctx.text, ctx.json, ctx.sources)];

/** The context of a job match: the structured sources plus every line of text they miss. */
function jobContext(ctx: TContext): TJobContext {
  const sources = allSources(ctx);
  return { ...ctx, sources, skillIndex: indexSkills(sources), terms: termCounts(ctx.text) };
}

/**
 * The skills the resume shows in an experience (work, projects, education, certificates, awards),
 * by name or through an indicator: the evidence index the job match reads, for anything else that
 * would say the resume lacks one.
 */
export function demonstratedSkills(resume: TAiResume): Set<string> {
  const index = indexSkills(allSources(makeContext(resume)));
  return new Set([...index].filter(([, hits]) => hits.demonstrated.length > 0).map(([id]) => id));
}

interface TJobKeywords {
  jobSkillIds: string[];
  reqText: string;
  matched: string[];
  statedOnly: string[];
  notInResume: string[];
  statedSources: Map<string, TSource>;
  total: number;
}

/** The advert's lexicon skills (requirements first) and other terms, sorted by presence. */
function jobKeywords(ctx: TContext, position: TAiPosition, evals: TRequirementEval[]): TJobKeywords {
  const items = evals.filter((e) => !e.attitude).map((e) => e.match.requirement.replace(REQUIREMENT_LABEL, ''));
  const reqText = items.join('\n');
  // A major of a list ("计算机、软件工程等相关专业") is one choice of a field, not a job keyword.
  const keywordText = items
    .map((item) => {
      const majors = majorListSpan(item);
      return majors ? item.slice(0, majors.start) + item.slice(majors.end) : item;
    })
    .join('\n');
  const jobSkillIds: string[] = [];
  for (const text of [reqText, position.name, position.responsibilities ?? '']) {
    for (const m of extractSkills(text)) if (!jobSkillIds.includes(m.id) && !isSoftSkill(m.id)) jobSkillIds.push(m.id);
  }
  const names = new Set(jobSkillIds.map((id) => skillName(id).toLowerCase()));
  // Other terms come from the advert's text, never from a bare title ("目标岗位" names no requirement).
  // The items give the terms; when they give none (no items, or only willingness ones), the duty
  // lines that are not about willingness.
  const termText = keywordText.trim()
    ? keywordText
    : (position.responsibilities ?? '')
        .split('\n')
        .filter((line) => !(WILLINGNESS.test(line) && extractSkills(line).length === 0))
        .join('\n');
  const extraTerms = usefulKeywords(termText, 8).filter(
    (t) => !names.has(t.toLowerCase()) && !willingWord(termText, t),
  );
  const out: TJobKeywords = {
    jobSkillIds,
    reqText,
    matched: [],
    statedOnly: [],
    notInResume: [],
    statedSources: new Map(),
    total: 0,
  };
  const classify = (name: string, f: TFound) => {
    if (f.presence === 'demonstrated') out.matched.push(name);
    else if (f.presence === 'stated') {
      out.statedOnly.push(name);
      out.statedSources.set(name, f.source!);
    } else out.notInResume.push(name);
  };
  // A job naming a family ("消息队列", "JavaScript") is met by a member the resume shows (Kafka, React).
  const presence = (id: string): TFound => {
    const own = findSkill(ctx, id);
    const member = own.presence === 'absent' && isFamily(id) ? findRelated(ctx, id) : null;
    return member ? member.found : own;
  };
  // A skill offered as one of a choice ("Vue 或 React", "RocketMQ/Kafka") is not missing when the
  // resume has another.
  const choices = evals
    .filter((e) => !e.attitude)
    .flatMap((e) => {
      const { clean, mentions } = readRequirement(e.match.requirement);
      return skillGroups(clean, mentions).filter((group) => group.length > 1);
    });
  for (const id of jobSkillIds) {
    const found = presence(id);
    const chosen =
      found.presence === 'absent' &&
      choices.some((group) => group.includes(id) && group.some((o) => o !== id && presence(o).presence !== 'absent'));
    if (!chosen) classify(skillName(id), found);
  }
  // The same for other terms offered as a choice ("汽车或制造业行业经验").
  const termChoices = items.flatMap((item) =>
    keywordGroups(
      item,
      extraTerms.filter((t) => item.includes(t)),
    ).filter((group) => group.length > 1),
  );
  for (const t of extraTerms) {
    const found = findKeyword(ctx, t);
    const chosen =
      found.presence === 'absent' &&
      termChoices.some((g) => g.includes(t) && g.some((o) => o !== t && findKeyword(ctx, o).presence !== 'absent'));
    if (!chosen) classify(t, found);
  }
  out.total = out.matched.length + out.statedOnly.length + out.notInResume.length;
  return out;
}

/** A component before weighing: its score (null = cannot be judged), the formula, and plain advice. */
type TRaw = { score: number | null; explanation: string; advice?: string };

interface TNeeds {
  years: number | null;
  /** Where the years come from: the advert's requirement text or its experience_level field. */
  yearsFrom: 'text' | 'level' | null;
  degree: number | null;
}

/** The years and degree the position asks: the advert text first, then `experience_level`. */
function positionNeeds(position: TAiPosition, evals: TRequirementEval[]): TNeeds {
  const stated = evals.filter((e) => e.kind === 'required' && e.years !== null).map((e) => e.years!);
  const level = stated.length ? null : levelYears(position.experience_level);
  const degrees = evals.filter((e) => e.kind === 'required' && e.degree !== null).map((e) => e.degree!);
  return {
    years: stated.length ? Math.max(...stated) : level,
    yearsFrom: stated.length ? 'text' : level !== null ? 'level' : null,
    degree: degrees.length ? Math.max(...degrees) : null,
  };
}

const meanOf = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The required / preferred component: the mean coverage of the judged items of that kind. */
function coverageComponent(evals: TRequirementEval[], kind: 'required' | 'preferred'): TRaw {
  const judged = evals.filter((e) => e.kind === kind && e.judged && !e.degreeOnly);
  // The items of this kind left out, so that the counts add up to the list the user sees.
  const degreeOnly = evals.filter((e) => e.kind === kind && e.degreeOnly).length;
  const unjudged = evals.filter((e) => e.kind === kind && !e.judged).length;
  const leftOut = [
    degreeOnly ? `${degreeOnly} 条只要求学历，由「学历」一项评估` : '',
    unjudged ? `${unjudged} 条无法从简历文字核对（性格、意愿，或算不出的年限），不计入` : '',
  ].filter(Boolean);
  if (!judged.length)
    return {
      score: null,
      explanation: leftOut.length
        ? `岗位没有可核对的${kind === 'required' ? '必备要求' : '加分项'}（${leftOut.join('；')}）`
        : kind === 'required'
          ? '岗位没有可核对的必备要求'
          : '岗位没有列出加分项',
    };
  const count = (s: TRequirementMatch['status']) => judged.filter((e) => e.match.status === s).length;
  const name = kind === 'required' ? '必备要求' : '加分项';
  const open = count('missing') + count('partial');
  return {
    advice: open
      ? `${[
          count('missing') ? `有 ${count('missing')} 条${name}在简历中没有体现` : '',
          count('partial')
            ? `${count('missing') ? '' : `有 `}${count('partial')} 条${count('missing') ? '' : name}只部分体现`
            : '',
        ]
          .filter(Boolean)
          .join('、')}：如果你做过，就在对应经历里写明用它做了什么、结果如何；没做过的不要写。`
      : `${name}都能在简历中找到证据，保持即可。`,
    score: Math.round(meanOf(judged.map((e) => e.match.coverage)) * 100),
    explanation: `${judged.length} 条${kind === 'required' ? '可核对的必备要求' : '加分项'}：满足 ${count('met')} 条、部分满足 ${count('partial')} 条、缺失 ${count('missing')} 条；得分为各条覆盖度的平均值（证据取自简历全文）${leftOut.length ? `；另有 ${leftOut.join('、')}` : ''}`,
  };
}

/**
 * How far the resume is in the job's line of work: the share of the requirements' skills it
 * shows (listed only counts half; the title's "后端开发" is a role, not a skill to show). When
 * the advert names fewer than 3 lexicon skills (a trainer, a lawyer) that share says little: the
 * higher of it and the whole-text relevance (0–1) counts; with neither, the years count in full.
 */
function lineOfWork(ctx: TContext, keywords: TJobKeywords, textFit: number | null): number {
  const reqSkillIds = keywords.jobSkillIds.filter((id) => extractSkills(keywords.reqText).some((m) => m.id === id));
  const presence = (reqSkillIds.length ? reqSkillIds : keywords.jobSkillIds).map((id) => findSkill(ctx, id).presence);
  const share = presence.length
    ? presence.reduce((sum, p) => sum + (p === 'demonstrated' ? 1 : p === 'stated' ? 0.5 : 0), 0) / presence.length
    : null;
  if (presence.length < 3 && textFit !== null) return Math.max(share ?? 0, textFit);
  return share ?? 1;
}

function experienceComponent(
  ctx: TContext,
  position: TAiPosition,
  needs: TNeeds,
  fit: { keywords: TJobKeywords; textFit: number | null },
): TRaw {
  const level = position.experience_level?.trim();
  if (needs.years === null) return { score: null, explanation: '岗位描述和经验要求都没有写明工作年限' };
  if (needs.years === 0) return { score: null, explanation: `岗位的经验要求为「${level}」，不考核工作年限` };
  const from = needs.yearsFrom === 'level' ? `（取自岗位的经验要求「${level}」）` : '';
  const yrs = ctx.years?.years ?? null;
  if (yrs === null)
    return {
      score: 0,
      explanation: `岗位要求 ${needs.years} 年以上经验${from}，简历中没有可计算的工作年限`,
      advice: `岗位要求 ${needs.years} 年以上经验：给每段工作经历写上起止年月，招聘方才能算出你的年限。`,
    };
  // Years count as far as they are in this line of work: a sales career does not meet
  // "3 years of Java". Relevance = 25 % + 75 % × the share of the job's skills shown.
  const relevance = 0.25 + 0.75 * lineOfWork(ctx, fit.keywords, fit.textFit);
  const pctRel = Math.round(relevance * 100);
  const how =
    ctx.years!.source === 'stated' ? '（简历自述）' : ctx.years!.source === 'summed' ? '（按工作经历累计）' : '';
  const short = yrs < needs.years;
  return {
    advice: short
      ? `岗位要求 ${needs.years} 年以上经验，你约 ${yrs} 年：把和这个岗位最相关的经历放在前面，写清用到的技术和成果，用质量弥补年限。`
      : relevance < 0.75
        ? `年限够了，但经历和这个岗位的方向不完全一致：多写和岗位要求相同的技术和工作内容。`
        : '工作年限达到岗位要求，经历也和岗位对口，保持即可。',
    score: Math.round(Math.min(1, yrs / needs.years) * relevance * 100),
    explanation: `岗位要求 ${needs.years} 年以上经验${from}，简历约 ${yrs} 年${how}；按与岗位的相关度 ${pctRel}% 折算，得分 = min(1, ${yrs} ÷ ${needs.years}) × ${pctRel}%`,
  };
}

function educationComponent(ctx: TContext, needs: TNeeds, degree: { level: number; text: string } | null): TRaw {
  const need = needs.degree;
  if (need === null) return { score: null, explanation: '岗位没有写明学历要求' };
  if (!degree)
    return {
      advice: `岗位要求${DEGREE_NAMES[need]}及以上：在教育经历里写明学历（如「本科」），否则招聘方看不出来。`,
      score: ctx.json.education.length ? 30 : 0,
      explanation: `岗位要求${DEGREE_NAMES[need]}及以上，简历中没有识别到学历（有教育经历得 30，没有得 0）`,
    };
  return {
    advice:
      degree.level >= need
        ? '学历达到岗位要求。'
        : `学历低于岗位要求的${DEGREE_NAMES[need]}：投递前确认岗位是否接受，并用相关证书和项目成果弥补。`,
    score: degree.level >= need ? 100 : degree.level === need - 1 ? 40 : 0,
    explanation: `岗位要求${DEGREE_NAMES[need]}及以上，简历学历为${DEGREE_NAMES[degree.level]}（达到得 100，低一级得 40，更低得 0）`,
  };
}

/** Shown 1, only listed 0.5, over the job's keywords; fewer than 3 keywords are too few to judge. */
function keywordsComponent(keywords: TJobKeywords): TRaw {
  if (keywords.total < 3)
    return {
      score: null,
      explanation: keywords.total
        ? `岗位信息中只提取到 ${keywords.total} 个关键词，太少，不单独评分`
        : '没有从岗位信息中提取到关键词',
    };
  const missingNames = joinNames(keywords.notInResume.slice(0, 4));
  const statedNames = joinNames(keywords.statedOnly.slice(0, 4));
  const fixes: string[] = [];
  if (keywords.statedOnly.length) fixes.push(`${statedNames} 只列在技能栏里：在用过它们的经历中写明怎么用的`);
  if (keywords.notInResume.length) fixes.push(`${missingNames} 简历中没有：如果你确实会，就补进经历；不会的不要写`);
  return {
    advice: fixes.length ? `${fixes.join('；')}。` : '岗位关键词都在经历中有体现，保持即可。',
    score: Math.round(((keywords.matched.length + 0.5 * keywords.statedOnly.length) / keywords.total) * 100),
    explanation: `岗位的 ${keywords.total} 个关键词中 ${keywords.matched.length} 个在经历中有体现、${keywords.statedOnly.length} 个只在技能栏或自我评价中提到（计一半）、${keywords.notInResume.length} 个简历中没有`,
  };
}

/** Display form of a relevance token: skills by name, Latin words as they are, bigrams left out. */
const relevanceTerm = (token: string) =>
  token.startsWith('§') ? skillName(token.slice(1)) : /^[a-z]/.test(token) ? token : null;

function relevanceComponent(ctx: TJobContext, position: TAiPosition): TRaw {
  const body = [position.responsibilities ?? '', ...position.requirements].join('\n');
  const rel = textRelevance(ctx.terms, { title: position.name, body });
  if (rel.bodyTerms < 3) return { score: null, explanation: '岗位没有职责或要求的文字，无法计算全文相关度' };
  const score = Math.round(100 * (1 - Math.exp(-rel.share / RELEVANCE_SCALE)));
  // Each term once: a word a matched skill's name holds ("java" beside Java, "spring" beside
  // Spring Boot) is that skill; otherwise compared without case.
  const skillWords = new Set(
    rel.matched
      .filter((t) => t.startsWith('§'))
      .flatMap((t) =>
        skillName(t.slice(1))
          .toLowerCase()
          .split(/[^a-z0-9+#]+/),
      ),
  );
  const shown: string[] = [];
  for (const token of rel.matched) {
    const name = relevanceTerm(token);
    if (!name || (!token.startsWith('§') && skillWords.has(token))) continue;
    if (!shown.some((s) => s.toLowerCase() === name.toLowerCase())) shown.push(name);
    if (shown.length === 6) break;
  }
  return {
    advice:
      score >= 80
        ? '简历的用词和岗位描述很接近，保持即可。'
        : '描述经历时多用岗位描述里的原词（职责、技术、业务名称），招聘方和筛选系统更容易看出你对口。',
    score,
    explanation:
      `简历全文对岗位描述用词的覆盖（BM25 式：每个词按它在岗位模板库中的稀有程度加权，在简历中出现越多得分越高、逐渐饱和）为 ${Math.round(rel.share * 100)}%` +
      `${shown.length ? `，例如 ${joinNames(shown)}` : ''}；得分 = 100 × (1 − e^(−覆盖率 ÷ ${RELEVANCE_SCALE}))，覆盖 25% 约 63 分、50% 约 86 分`,
  };
}

interface TWeighed {
  match_breakdown: TMatchComponent[];
  /** null when nothing could be judged ("无法评估"). */
  score: number | null;
  formula: string;
}

/** A weight as the screens show it: 65%, 17.5%. */
const percent = (weight: number) => `${weightPercent(weight)}%`;

/** Components that cannot be judged get weight 0; their weight goes to the others in proportion. */
function weighComponents(raw: Record<TMatchComponent['key'], TRaw>): TWeighed {
  const available = COMPONENT_BASE.filter((c) => raw[c.key].score !== null);
  const availableWeight = available.reduce((s, c) => s + c.weight, 0);
  const unavailable = COMPONENT_BASE.filter((c) => raw[c.key].score === null);
  const match_breakdown: TMatchComponent[] = COMPONENT_BASE.map((c) => {
    const r = raw[c.key];
    if (r.score === null) {
      return {
        key: c.key,
        label: c.label,
        score: 0,
        weight: 0,
        explanation: `${r.explanation}，无法评估；原本 ${percent(c.weight)} 的权重按比例分给其他可评估的项目。`,
        advice: `${r.explanation}，这一项不计分，不需要你做什么。`,
      };
    }
    const weight = Math.round((c.weight / availableWeight) * 10000) / 10000;
    const redistributed = unavailable.length
      ? `（基础权重 ${percent(c.weight)}，因 ${unavailable.map((u) => u.label).join('、')} 无法评估，按比例调整为 ${(weight * 100).toFixed(1)}%）`
      : `（权重 ${percent(c.weight)}）`;
    return {
      key: c.key,
      label: c.label,
      score: clamp(r.score),
      weight,
      explanation: `${r.explanation}；得 ${clamp(r.score)} 分${redistributed}。`,
      advice: r.advice ?? (clamp(r.score) >= 80 ? '这一项已经不错，保持即可。' : '这一项还有提升空间。'),
    };
  });
  const score = weighScores(
    Object.fromEntries(COMPONENT_BASE.map((c) => [c.key, raw[c.key].score])) as Record<TComponentKey, number | null>,
  );
  if (score === null) return { match_breakdown, score: null, formula: '' };
  const formula = match_breakdown
    .filter((c) => c.weight > 0)
    .map((c) => `${c.label} ${c.score} × ${(c.weight * 100).toFixed(1)}%`)
    .join(' + ');
  return { match_breakdown, score, formula };
}

/** Issues of the match: missing required items, listed-only keywords, absent keywords, years, degree. */
function jobIssuesOf(
  ctx: TContext,
  evals: TRequirementEval[],
  keywords: TJobKeywords,
  needs: TNeeds,
  degree: { level: number; text: string } | null,
): TAnalysisIssue[] {
  const jobIssues: TAnalysisIssue[] = [];
  for (const e of evals) {
    if (e.kind !== 'required' || !e.judged || e.match.status !== 'missing') continue;
    if (e.skills.length && e.skills.every(isSoftSkill) && e.years === null && e.degree === null) {
      jobIssues.push(
        issue(
          'completeness',
          'low',
          'self_evaluation',
          '',
          `岗位要求「${short(e.match.requirement, 40)}」，简历中没有体现`,
          `在自我评价或经历要点中用一个具体事例体现${joinNames(e.match.skills)}，例如跨团队推动了什么事、结果如何。`,
        ),
      );
      continue;
    }
    const hasSkills = e.match.skills.length > 0;
    jobIssues.push(
      issue(
        hasSkills ? 'skills' : 'completeness',
        'high',
        e.skills.length ? 'skills' : e.degree !== null ? 'education' : e.years !== null ? 'work' : 'skills',
        '',
        `岗位要求「${short(e.match.requirement, 40)}」在简历中没有找到对应内容`,
        hasSkills
          ? `如果你有 ${joinNames(e.match.skills)} 的经验，在工作或项目经历中写出具体用到它的场景和结果，并加进技能栏；如果没有，建议先补学，投递时如实说明。`
          : '如果你具备这项条件，请在相关经历或基本信息中明确写出来；不具备的话如实说明，不要编造。',
      ),
    );
  }
  for (const name of keywords.statedOnly) {
    const src = keywords.statedSources.get(name)!;
    const where =
      src.section === 'skills' ? '技能栏' : src.section === 'self_evaluation' ? '自我评价' : '求职意向或联系信息';
    jobIssues.push(
      issue(
        'skills',
        'medium',
        src.section,
        src.text,
        `岗位看重「${name}」，但它只出现在${where}里，经历中没有体现`,
        `在用到 ${name} 的工作或项目要点里写明做了什么、规模多大、结果如何，让招聘方看到实际使用经验。`,
      ),
    );
  }
  if (keywords.notInResume.length) {
    jobIssues.push(
      issue(
        'skills',
        'medium',
        'skills',
        '',
        `简历中没有出现岗位关键词：${joinNames(keywords.notInResume.slice(0, 10))}`,
        '逐一确认：真实具备的写进技能栏并在经历中举例；不具备的不要硬写，可考虑补学或在求职信中说明。',
      ),
    );
  }
  const yrs = ctx.years?.years ?? null;
  if (needs.years !== null && needs.years > 0 && (yrs ?? 0) < needs.years) {
    jobIssues.push(
      issue(
        'completeness',
        (yrs ?? 0) < needs.years * 0.6 ? 'high' : 'medium',
        'basics',
        '',
        yrs === null
          ? `岗位要求 ${needs.years} 年以上经验，简历中看不出工作年限`
          : `岗位要求 ${needs.years} 年以上经验，简历约 ${yrs} 年`,
        yrs === null
          ? '在基本信息中写明工作年限，并给每段经历写上起止时间。'
          : '把实习、兼职和项目中与岗位相关的经验写清楚，突出成果，弥补年限上的差距。',
      ),
    );
  }
  if (needs.degree !== null && (!degree || degree.level < needs.degree)) {
    jobIssues.push(
      issue(
        'completeness',
        degree ? 'high' : 'medium',
        'education',
        degree?.text ?? '',
        degree
          ? `岗位要求${DEGREE_NAMES[needs.degree]}及以上学历，简历学历为${DEGREE_NAMES[degree.level]}`
          : `岗位要求${DEGREE_NAMES[needs.degree]}及以上学历，简历中没有识别到学历`,
        degree
          ? '如有在读或进修的更高学历、相关证书，请写进教育经历或证书栏；否则用突出的项目成果弥补。'
          : '在教育经历中写明学历（如「本科」「硕士」）。',
      ),
    );
  }
  return jobIssues;
}

const UNASSESSABLE = '无法评估：岗位信息中没有可核对的要求、关键词、年限、学历或职责描述';

function jobSummary(position: TAiPosition, weighed: TWeighed, keywords: TJobKeywords, quality: number): string {
  const tail = `简历本身的质量得分 ${quality} 分（${grade(quality)}）。`;
  if (weighed.score === null)
    return `与「${position.name}」的匹配度${UNASSESSABLE}，请补充岗位要求或职责后再分析。${tail}`;
  const { notInResume, statedOnly } = keywords;
  const gapText = notInResume.length
    ? `简历中缺少 ${joinNames(notInResume.slice(0, 3))}${notInResume.length > 3 ? ' 等' : ''}；`
    : statedOnly.length
      ? `${joinNames(statedOnly.slice(0, 3))} 只在技能栏或自我评价中提到；`
      : '';
  return `与「${position.name}」的匹配度为 ${weighed.score} 分。${gapText}${tail}`;
}

/** The analysis against a position: everything of the basic analysis plus the match. */
/** The resume read for a job, and each requirement item (requirementPlan's order) judged against it. */
function jobEvaluation(resume: TAiResume, position: TAiPosition) {
  const core = basicCore(resume);
  const ctx = jobContext(core.ctx);
  const degree = resumeDegree(ctx);
  const evals = requirementItems(position).map((r) => evaluateRequirement(ctx, r, ctx.years?.years ?? null, degree));
  return { core, ctx, degree, evals };
}

/**
 * Which of requirementPlan's items the required and preferred components score for this resume:
 * judged, and not a degree-only item (the OpenAI path scores the same items with the model's judgement).
 */
export function scoredRequirementItems(resume: TAiResume, position: TAiPosition): boolean[] {
  return jobEvaluation(resume, position).evals.map((e) => e.judged && !e.degreeOnly);
}

export function analyzeJob(resume: TAiResume, position: TAiPosition): TJobAnalysis {
  const { core, ctx, degree, evals } = jobEvaluation(resume, position);
  const keywords = jobKeywords(ctx, position, evals);
  const needs = positionNeeds(position, evals);
  const relevance = relevanceComponent(ctx, position);
  const weighed = weighComponents({
    required: coverageComponent(evals, 'required'),
    preferred: coverageComponent(evals, 'preferred'),
    keywords: keywordsComponent(keywords),
    experience: experienceComponent(ctx, position, needs, {
      keywords,
      textFit: relevance.score === null ? null : relevance.score / 100,
    }),
    education: educationComponent(ctx, needs, degree),
    relevance,
  });

  const issues = rankIssues([...jobIssuesOf(ctx, evals, keywords, needs, degree), ...core.issues]);
  const strengths = [...core.strengths];
  if (keywords.matched.length)
    strengths.unshift(
      `岗位的 ${keywords.total} 个关键词中有 ${keywords.matched.length} 个在经历中有实际体现：${joinNames(keywords.matched.slice(0, 8))}${keywords.matched.length > 8 ? ' 等' : ''}。`,
    );
  const requiredEvals = evals.filter((e) => e.kind === 'required' && e.judged);
  const metRequired = requiredEvals.filter((e) => e.match.status === 'met').length;
  if (requiredEvals.length && metRequired >= requiredEvals.length * 0.6)
    strengths.unshift(`${requiredEvals.length} 条必备要求中满足 ${metRequired} 条。`);

  return {
    analysis_type: 'job_based',
    overall_score: core.overall_score,
    sub_scores: core.sub_scores,
    issues,
    strengths,
    summary: jobSummary(position, weighed, keywords, core.overall_score),
    stats: core.stats,
    engine: ENGINE(),
    position: { id: position.id, name: position.name, company_name: position.company_name },
    match_score: weighed.score ?? 0,
    match_assessment: { score: weighed.score, reason: weighed.score === null ? UNASSESSABLE : null },
    match_breakdown: weighed.match_breakdown,
    ...(weighed.formula ? { match_formula: `匹配度 = ${weighed.formula} = ${weighed.score} 分` } : {}),
    matched_keywords: keywords.matched,
    missing_keywords: { in_resume_not_stated: keywords.statedOnly, not_in_resume: keywords.notInResume },
    requirements: evals.map((e) => e.match),
  };
}

import type { TResumeJson, TResumeSection } from '@offerpilot/shared';
import { extractSkills, findIndicators, getSkill, type TSkillMention } from '../../../text/index.ts';
import { memoize } from '../memo.ts';
import { hasCjk, jsonStrings, matchForm, nonEmpty, withoutGaps } from './helpers.ts';

/** Where the resume names or shows a skill: the sources of the structure and of the whole text, and their index. */

// ── Skills index ─────────────────────────────────────────────────────────────────────────────

/** A piece of the resume where a skill or keyword can be found, verbatim. */
export interface TSource {
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

export function buildSources(json: TResumeJson): TSource[] {
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

export interface TSkillHits {
  demonstrated: TSource[];
  stated: TSource[];
}

/**
 * The evidence index: skill id → the sources that name it or show it through an indicator
 * (text/indicators.ts), those that demonstrate it (experience) apart from those that only state it.
 * Every judgement that the resume lacks a skill asks it first.
 */
export function indexSkills(sources: TSource[]): Map<string, TSkillHits> {
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
export const sourceSkillIds = (src: TSource) => [...src.skills.keys(), ...src.indicated.keys()];

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
export function buildTextSources(text: string, json: TResumeJson, structured: TSource[]): TSource[] {
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

export const skillName = (id: string) => getSkill(id)?.name ?? id;
export const isSoftSkill = (id: string) => getSkill(id)?.category === 'soft-skill';

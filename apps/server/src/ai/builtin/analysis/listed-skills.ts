import type { TAiResume } from '../../provider.ts';
import { CONCEPT_INDICATORS, extractSkills, getSkill, isNamedSkill } from '../../../text/index.ts';
import { demonstratedEvidence, type TContext } from './context.ts';
import { isMemberOf, MEMBER_FAMILIES } from './find.ts';

/**
 * Which skills of the skills section no experience shows: the rule the analysis page (the skills
 * dimension, the job's listed-only keywords) and the interviewer (技能栏里有 X…) share.
 */

/** Categories of skills nobody is expected to show in an experience entry. */
const NOT_SHOWN_EXPECTED = new Set(['language', 'soft-skill', 'office', 'certificate']);
/** Everyday tools of a trade that entries rarely name: version control. */
const NOT_SHOWN_EXPECTED_IDS = new Set(['git']);
/** A line's bullet or number, and the months it opens with (「- 2023.03-至今 负责…」): not part of a quote. */
export const LINE_LEAD =
  /^(?:[\s•·\-–—*●▪◆■□✓√>]+|\d{1,2}\s*[.、．)）]\s*)?(?:\d{4}\s*[.\-/年]\s*\d{1,2}\s*月?\s*[-–—~至到]+\s*(?:至今|今|\d{4}\s*[.\-/年]\s*\d{1,2}\s*月?)\s*)?/;

/** The bullets of the resume's jobs and projects. */
const entryLines = (resume: TAiResume): string[] => [
  ...resume.json.work.flatMap((w) => w.highlights),
  ...resume.json.projects.flatMap((p) => p.highlights),
];

/** The kinds a skill belongs to: the families it is a member of and the skills it implies. */
const kindsOf = (id: string): string[] =>
  [
    ...(getSkill(id)?.related ?? []),
    ...Object.keys(MEMBER_FAMILIES).filter((f) => MEMBER_FAMILIES[f]!.includes(id)),
  ].filter((kind) => SHOWN_IN_OTHER_WORDS.has(kind));
/** Kinds of work an entry shows in its own words (concepts with indicators: 原型, 慢查询…执行计划). */
const SHOWN_IN_OTHER_WORDS: ReadonlySet<string> = new Set(
  CONCEPT_INDICATORS.filter((c) => c.patterns?.length).map((c) => c.id),
);

/**
 * Whether `id` is the only skill of some kind the skills section lists, and an entry shows work of
 * that kind: the entry is then about it, though it does not name it.
 */
function onlyOfShownKind(
  id: string,
  listed: ReadonlySet<string>,
  shownFor: (id: string, kind: string) => unknown,
): boolean {
  return kindsOf(id).some(
    (kind) => shownFor(id, kind) && ![...listed].some((other) => other !== id && kindsOf(other).includes(kind)),
  );
}

/** Words of a skills item that say how well, not what for. */
const USE_STOP =
  /^(?:基础|熟练|熟悉|掌握|精通|了解|使用|运用|能力|常用|日常|主力|相关|系统|工具|软件|平台|经验|一般|良好|较强)$/;

/**
 * The words a skills item gives beside the skill (its use or its object): the rest of the item
 * the mention stands in, cut at 与 / 和 / 及 and brackets, two characters or more.
 */
export function usesOf(line: string, m: { start: number; end: number }): string[] {
  const starts = [...line.slice(0, m.start).matchAll(/[、,，;；|｜]/g)].map((x) => x.index + 1);
  const from = starts.length ? starts[starts.length - 1]! : 0;
  let to = line.length;
  let depth = 0;
  for (let i = m.end; i < line.length; i++) {
    const c = line[i]!;
    if (c === '（' || c === '(') depth++;
    else if (c === '）' || c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[、,，;；|｜]/.test(c)) {
      to = i;
      break;
    }
  }
  const rest = `${line.slice(from, m.start)} ${line.slice(m.end, to)}`.replace(/^[^：:]*[：:]/, '');
  return rest
    .split(/[\s（）()、,，/与和及]+/)
    .map((w) => w.trim())
    .filter((w) => w.length >= 2 && /[\u4e00-\u9fff]/.test(w) && !USE_STOP.test(w));
}

/**
 * An entry does what the skills item says the skill was used for. A named tool needs every use in
 * its brackets done ("ERP（调拨、盘点）"; "Redis（缓存、分布式锁）" is not shown by a Caffeine cache); an
 * ability one of its words ("续约与增购谈判" by 续约).
 */
function usedAsListed(line: string, m: { id: string; start: number; end: number }, experience: string[]): boolean {
  const found = (w: string) => experience.some((e) => e.includes(w));
  if (!isNamedSkill(m.id)) return usesOf(line, m).some(found);
  // A named tool's use done on a line that names another tool of its kind was done with that one
  // (「迁移到 MongoDB 集群，按用户 ID 分库分表」 is no MySQL).
  const kind = getSkill(m.id)?.category;
  const doneWith = (w: string) =>
    experience.some((e) => e.includes(w) && !extractSkills(e).some((o) => o.id !== m.id && o.category === kind));
  const bracket = /^\s*[^、,，;；|｜（(]{0,12}[（(]([^）)]{2,40})[）)]/.exec(line.slice(m.end))?.[1];
  const uses = bracket
    ? bracket
        .split(/[、,，/]/)
        .map((w) => w.trim())
        .filter((w) => w.length >= 2)
    : [];
  return uses.length > 0 && uses.every(doneWith);
}

/** The clause of `text` that holds `span`, when it is short enough to quote; else the span. */
function clauseWith(text: string, span: string): string {
  const clause =
    text
      .split(/[，；;。！？!?]|,\s/)
      .find((c) => c.includes(span))
      ?.trim() ?? span;
  return (clause.length <= 40 ? clause : span).replace(LINE_LEAD, '').trim();
}

/**
 * The first of a named tool's listed uses (its brackets) that some entry does, as a quotable clause;
 * not one done with another tool of its kind (「用 ZooKeeper 实现分布式锁」 is no Redis).
 */
function partialUse(line: string, m: { id: string; start: number; end: number }, experience: string[]): string | null {
  const kind = getSkill(m.id)?.category;
  const bracket = /^\s*[^、,，;；|｜（(]{0,12}[（(]([^）)]{2,40})[）)]/.exec(line.slice(m.end))?.[1];
  for (const use of bracket?.split(/[、,，/]/).map((w) => w.trim()) ?? []) {
    if (use.length < 2) continue;
    const entry = experience.find((e) => {
      if (!e.includes(use)) return false;
      const clause = clauseWith(e, use);
      return !extractSkills(clause).some((o) => o.id !== m.id && o.category === kind);
    });
    if (entry) return clauseWith(entry, use);
  }
  return null;
}

/** Listed as known of only (「了解Pinia、Redux」): the last level word before the skill in its line. */
function listedAsAware(line: string, start: number): boolean {
  const levels = [...line.slice(0, start).matchAll(/了解|接触过|熟悉|熟练|精通|掌握|擅长|会用|使用/g)];
  return /了解|接触过/.test(levels[levels.length - 1]?.[0] ?? '');
}

/** A skill of the skills section that no experience shows by name or in other words. */
export interface TUnshownSkill {
  id: string;
  /** The spelling in the skills line (verbatim resume text). */
  matched: string;
  /** The skills line. */
  line: string;
  /**
   * An entry may show it all the same (a use its brackets list; work of its kind, with another tool
   * of that kind listed too) or it is listed as 了解 only: nobody may say the experience lacks it.
   */
  soft: boolean;
  /** A verbatim span of an entry that may show it (soft ones only). */
  hint?: string;
}

/**
 * Skills of the skills section that no experience shows, by name or in other words: the evidence
 * index (集团客户 shows 大客户, Full GC 排查 shows JVM). One rule for the analysis page and the
 * interviewer.
 */
export function unshownListedSkills(resume: TAiResume, ctx?: TContext): TUnshownSkill[] {
  // Spring Boot in an entry shows Java too (the lexicon's related skills).
  const evidence = demonstratedEvidence(resume, ctx);
  const demonstrated = new Set(evidence.keys());
  const experience = entryLines(resume);
  // A clause of an entry's line showing work of `kind` without naming another tool of `id`'s
  // category (「编写SQL Server存储过程」 shows a database, but not MySQL); never a title.
  const kindShownFor = (id: string, kind: string): string | null => {
    const category = getSkill(id)?.category;
    for (const e of evidence.get(kind) ?? []) {
      if (!experience.some((line) => line.includes(e.text))) continue;
      const clause = clauseWith(e.text, e.span);
      if (!extractSkills(clause).some((o) => o.id !== id && o.id !== kind && o.category === category)) return clause;
    }
    return null;
  };
  // A certificate passed shows no use of its subject (PMP is no project managed, CET-4 no English used).
  const shown = new Set(
    [...demonstrated].flatMap((id) =>
      getSkill(id)?.category === 'certificate' ? [id] : [id, ...(getSkill(id)?.related ?? [])],
    ),
  );
  const listed = new Set(resume.json.skills.flatMap((line) => extractSkills(line).map((m) => m.id)));
  const seen = new Set<string>();
  const out: TUnshownSkill[] = [];
  for (const line of resume.json.skills) {
    // 数据库：MySQL, 运维与排查：Docker — the words before the colon name a group, not a skill.
    const colon = line.search(/[：:]\s*\S/);
    for (const m of extractSkills(line)) {
      if (colon >= 0 && m.end <= colon) continue;
      if (shown.has(m.id) || seen.has(m.id)) continue;
      if (NOT_SHOWN_EXPECTED.has(m.category) || NOT_SHOWN_EXPECTED_IDS.has(m.id)) continue;
      // A family is shown by a member (数据库：MySQL, with MySQL queries in an entry).
      if ([...shown].some((o) => getSkill(o)?.category !== 'certificate' && isMemberOf(o, m.id))) continue;
      // The only one of its kind listed, where an entry shows that kind of work: 数据库：MySQL beside
      // 慢查询…执行计划; Axure beside 界面原型.
      if (onlyOfShownKind(m.id, listed, kindShownFor)) continue;
      if (!resume.text.includes(m.matched)) continue;
      // The skills line says what it was used for ("ERP 进销存系统（调拨、盘点）", "续约与增购谈判") and
      // an entry does that: shown in the entry's words.
      if (usedAsListed(line, m, experience)) continue;
      seen.add(m.id);
      const found =
        partialUse(line, m, experience) ??
        kindsOf(m.id)
          .map((kind) => kindShownFor(m.id, kind))
          .find(Boolean) ??
        null;
      const hint = found && resume.text.includes(found) ? found : null;
      const soft = hint !== null || listedAsAware(line, m.start);
      out.push({ id: m.id, matched: m.matched, line, soft, ...(hint ? { hint } : {}) });
    }
  }
  return out;
}

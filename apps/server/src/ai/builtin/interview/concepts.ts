import { BROAD_PARTS, CONCEPT_LINES, CONCEPT_PARTS } from './concepts.data.ts';

/**
 * The concepts a text names, in any of their names (concepts.data.ts): 内存 = memory = 基于内存,
 * 左模糊 = "以百分号开头的模糊查询". The evaluator adds `≈id` to a text's terms for each, so a
 * key point and an answer meet on the concept, not on the spelling. Deterministic, linear in the
 * text's length for Latin names and one substring search per Chinese name.
 */

interface TConceptTable {
  /** Chinese (or mixed) names as written, folded and without spaces → concept ids. */
  plain: [string, string][];
  /** One alternation of every Latin name, on word boundaries; groups map back by name. */
  latin: RegExp | null;
  latinIds: Map<string, string[]>;
  patterns: [RegExp, string][];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LATIN_ONLY = /^[a-z0-9 .+#_'-]+$/;

let table: TConceptTable | undefined;

function build(): TConceptTable {
  const plain: [string, string][] = [];
  const latinIds = new Map<string, string[]>();
  const patterns: [RegExp, string][] = [];
  for (const line of CONCEPT_LINES.split('\n')) {
    const at = line.indexOf(':');
    if (at < 0) continue;
    const id = line.slice(0, at).trim();
    for (const raw of splitNames(line.slice(at + 1))) {
      const name = raw.trim().normalize('NFKC').toLowerCase();
      if (!name) continue;
      if (name.startsWith('/')) patterns.push([new RegExp(name.slice(1), 'i'), id]);
      else if (LATIN_ONLY.test(name)) latinIds.set(name, [...(latinIds.get(name) ?? []), id]);
      else plain.push([name.replace(/\s+/g, ''), id]);
    }
  }
  const names = [...latinIds.keys()].sort((a, b) => b.length - a.length);
  const latin = names.length
    ? new RegExp(
        `(?<![a-z0-9])(?:${names.map((n) => escapeRe(n).replace(/[ -]/g, '[\\s-]*')).join('|')})(?![a-z0-9])`,
        'g',
      )
    : null;
  return { plain, latin, latinIds, patterns };
}

/**
 * A line's names: split on \`|\` outside brackets, so a pattern may hold alternatives of its own
 * (\`/(收发|接收)的?线程\`).
 */
function splitNames(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && depth > 0) depth--;
    else if (c === '|' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** A Latin match as its table key: one space between words ("event-loop" = "event loop"). */
function latinKey(match: string, ids: Map<string, string[]>): string[] {
  const exact = ids.get(match);
  if (exact) return exact;
  const spaced = match.replace(/[\s-]+/g, ' ');
  const direct = ids.get(spaced) ?? ids.get(match.replace(/[\s-]+/g, '-')) ?? ids.get(match.replace(/[\s-]+/g, ''));
  if (direct) return direct;
  // Written together (PreparedStatement for "prepared statement"): the names without their spaces.
  if (!joinedIds) {
    joinedIds = new Map();
    for (const [name, v] of ids) {
      const key = name.replace(/[\s-]+/g, '');
      joinedIds.set(key, [...(joinedIds.get(key) ?? []), ...v]);
    }
  }
  return joinedIds.get(match.replace(/[\s-]+/g, '')) ?? [];
}

let joinedIds: Map<string, string[]> | undefined;

/** Concept ids a text names (folded with NFKC and lower case by the caller or here). */
export function conceptsOf(text: string): Set<string> {
  table ??= build();
  const folded = text.normalize('NFKC').toLowerCase();
  const compact = folded.replace(/\s+/g, '');
  const out = new Set<string>();
  for (const [name, id] of table.plain) if (!out.has(id) && compact.includes(name)) out.add(id);
  if (table.latin)
    for (const m of folded.matchAll(table.latin)) for (const id of latinKey(m[0], table.latinIds)) out.add(id);
  for (const [re, id] of table.patterns) if (!out.has(id) && re.test(folded)) out.add(id);
  return out;
}

/** Where a text names each concept: the names as they stand in the folded, space-free text. */
export function conceptNamesIn(text: string): Map<string, string[]> {
  table ??= build();
  const folded = text.normalize('NFKC').toLowerCase();
  const compact = folded.replace(/\s+/g, '');
  const out = new Map<string, string[]>();
  const add = (id: string, name: string) => out.set(id, [...(out.get(id) ?? []), name]);
  for (const [name, id] of table.plain) if (compact.includes(name)) add(id, name);
  if (table.latin)
    for (const m of folded.matchAll(table.latin)) for (const id of latinKey(m[0], table.latinIds)) add(id, m[0]);
  for (const [re, id] of table.patterns) {
    const m = re.exec(folded);
    if (m) add(id, m[0]);
  }
  return out;
}

let parts: Map<string, string[]> | undefined;

/** Each concept's parts (concepts.data.ts CONCEPT_PARTS); an unknown id is an error in the table. */
export function conceptParts(): ReadonlyMap<string, readonly string[]> {
  if (parts) return parts;
  table ??= build();
  const known = new Set([
    ...table.plain.map(([, id]) => id),
    ...[...table.latinIds.values()].flat(),
    ...table.patterns.map(([, id]) => id),
  ]);
  const out = new Map<string, string[]>();
  for (const line of CONCEPT_PARTS.split('\n')) {
    const at = line.indexOf(':');
    if (at < 0) continue;
    const id = line.slice(0, at).trim();
    const list = line
      .slice(at + 1)
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    for (const x of [id, ...list]) if (!known.has(x)) throw new Error(`concept parts: unknown concept ${x}`);
    out.set(id, list);
  }
  parts = out;
  return out;
}

let broad: Set<string> | undefined;

/**
 * Concepts that terms (with `≈id` entries) show by naming two or more of their parts, one of them
 * not a word of the whole field (concepts.data.ts BROAD_PARTS): a synchronized answer that says
 * 用户态切换到内核态 does not describe zero-copy, one that says DMA and 数据拷贝 does.
 */
export function shownByParts(terms: ReadonlySet<string>, concepts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  broad ??= new Set(BROAD_PARTS.trim().split(/\s+/));
  for (const id of concepts) {
    const named = (conceptParts().get(id) ?? []).filter((p) => terms.has(`≈${p}`));
    if (named.length >= 2 && named.some((p) => !broad!.has(p))) out.add(id);
  }
  return out;
}

/** The parts (`≈part`) of the concepts among terms: the words an answer about them may use instead. */
export function partsOfConcepts(terms: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of terms) {
    if (!t.startsWith('≈')) continue;
    for (const p of conceptParts().get(t.slice(1)) ?? []) out.add(`≈${p}`);
  }
  return out;
}

/**
 * The concepts a text names other than inside a longer name of another (一致性哈希 names consistent
 * hashing, not 哈希 and 一致性 as subjects of their own; 分布式锁 is not a question on 锁).
 */
export function outerConcepts(text: string): Set<string> {
  const named = conceptNamesIn(text);
  const all = [...named.values()].flat();
  const out = new Set<string>();
  for (const [id, names] of named)
    if (names.some((n) => !all.some((other) => other.length > n.length && other.includes(n)))) out.add(id);
  return out;
}

let namesById: Map<string, string[]> | undefined;

/** A concept's names as the table writes them (folded; patterns left out). */
export function namesOf(id: string): readonly string[] {
  if (!namesById) {
    table ??= build();
    namesById = new Map();
    for (const [name, cid] of table.plain) namesById.set(cid, [...(namesById.get(cid) ?? []), name]);
    for (const [name, ids] of table.latinIds)
      for (const cid of ids) namesById.set(cid, [...(namesById.get(cid) ?? []), name]);
  }
  return namesById.get(id) ?? [];
}

/** The concepts named inside the concepts' own names (线程 in 线程本地, 索引 in 覆盖索引): words of their name, not other subjects. */
export function conceptsInNames(ids: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const id of ids)
    for (const name of namesOf(id)) for (const inner of conceptsOf(name)) if (inner !== id) out.add(inner);
  return out;
}

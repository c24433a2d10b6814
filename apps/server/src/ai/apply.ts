import type { TModification, TResumeJson, TResumeSection } from '@offerpilot/shared';
import { checkModifications, checkResumeJson, type TFactSource } from './fact-check.ts';

/**
 * The provider-neutral half of a rewrite: placing modifications in a structured resume and the
 * fact check over a whole list of them. Both providers (builtin and OpenAI-compatible) and the
 * assistant's one-click apply go through here, so a change means the same whoever wrote it.
 */

const squashSpace = (s: string) => s.normalize('NFKC').replace(/\s+/g, '');

type TTarget =
  | { kind: 'list'; list: string[]; index: number; whole: boolean }
  | { kind: 'self'; whole: boolean }
  | { kind: 'basics'; key: 'name' | 'city' | 'target_role' };

function listsOf(json: TResumeJson, section: TResumeSection): string[][] {
  switch (section) {
    case 'work':
      return json.work.map((w) => w.highlights);
    case 'projects':
      return json.projects.map((p) => p.highlights);
    case 'education':
      return json.education.map((e) => e.details);
    case 'skills':
      return [json.skills];
    case 'certificates':
      return [json.certificates];
    case 'awards':
      return [json.awards];
    case 'other':
      return json.other.map((o) => o.lines);
    default:
      return [];
  }
}

const LIST_SECTIONS: TResumeSection[] = ['work', 'projects', 'education', 'skills', 'certificates', 'awards', 'other'];

const splitLines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** What has been decided so far while placing a list of modifications. */
interface TPlacement {
  out: TResumeJson;
  claimed: Map<string[], Set<number>>;
  wholes: Map<string[], Map<number, string[]>>;
  subs: Map<string[], Map<number, [string, string][]>>;
  selfWhole: string | null;
  selfSubs: [string, string][];
}

/** Whether a line matches an original in one of the three passes (exact, spaces folded, part). */
function lineHits(line: string, orig: string, key: string, pass: 'exact' | 'space' | 'part'): boolean {
  if (pass === 'exact') return line.trim() === orig;
  if (pass === 'space') return squashSpace(line) === key;
  return orig.length >= 4 && line.includes(orig);
}

/** Where a modification's original is: its own section first, then anywhere, then the basics. */
function findTarget(state: TPlacement, mod: TModification): TTarget | null {
  const { out, claimed } = state;
  const orig = mod.original.trim();
  const key = squashSpace(orig);
  const sections = [mod.section, ...LIST_SECTIONS.filter((s) => s !== mod.section)];
  const self = out.self_evaluation ?? '';
  const trySelf = (whole: boolean): TTarget | null => {
    if (!self.trim()) return null;
    if (whole ? squashSpace(self) === key : self.includes(orig)) return { kind: 'self', whole };
    return null;
  };
  for (const pass of ['exact', 'space', 'part'] as const) {
    if (mod.section === 'self_evaluation') {
      const t = trySelf(pass !== 'part');
      if (t) return t;
    }
    for (const section of sections) {
      for (const list of listsOf(out, section)) {
        const used = claimed.get(list) ?? new Set<number>();
        for (let i = 0; i < list.length; i++) {
          if (!lineHits(list[i]!, orig, key, pass)) continue;
          if (pass !== 'part' && used.has(i)) continue;
          return { kind: 'list', list, index: i, whole: pass !== 'part' };
        }
      }
    }
    if (mod.section !== 'self_evaluation') {
      const t = trySelf(pass !== 'part');
      if (t && (pass === 'part' ? orig.length >= 4 : true)) return t;
    }
  }
  for (const k of ['target_role', 'city', 'name'] as const) {
    const value = out.basics[k];
    if (value && squashSpace(value) === key) return { kind: 'basics', key: k };
  }
  return null;
}

/** Records what a placed modification will do; the lists are rebuilt once at the end. */
function recordPlacement(state: TPlacement, mod: TModification, target: TTarget): void {
  if (target.kind === 'self') {
    if (target.whole) state.selfWhole = mod.optimized;
    else state.selfSubs.push([mod.original.trim(), mod.optimized]);
  } else if (target.kind === 'basics') {
    state.out.basics[target.key] = mod.optimized.trim() || null;
  } else if (target.whole) {
    const used = state.claimed.get(target.list) ?? new Set<number>();
    used.add(target.index);
    state.claimed.set(target.list, used);
    const m = state.wholes.get(target.list) ?? new Map<number, string[]>();
    m.set(target.index, splitLines(mod.optimized));
    state.wholes.set(target.list, m);
  } else {
    const m = state.subs.get(target.list) ?? new Map<number, [string, string][]>();
    m.set(target.index, [...(m.get(target.index) ?? []), [mod.original.trim(), mod.optimized]]);
    state.subs.set(target.list, m);
  }
}

/** Rewrites one list in place: whole-line replacements, then in-line substitutions. */
function rebuildList(state: TPlacement, list: string[]): void {
  const whole = state.wholes.get(list);
  const sub = state.subs.get(list);
  if (!whole && !sub) return;
  const next: string[] = [];
  list.forEach((line, i) => {
    const w = whole?.get(i);
    if (w) {
      next.push(...w);
      return;
    }
    let text = line;
    for (const [from, to] of sub?.get(i) ?? []) text = text.replace(from, to);
    if (text.trim()) next.push(text);
  });
  list.splice(0, list.length, ...next);
}

/** An addition (`original` '') appends to its section. */
function applyAddition(out: TResumeJson, mod: TModification): void {
  const text = mod.optimized.trim();
  if (!text) return;
  const lines = splitLines(text);
  switch (mod.section) {
    case 'self_evaluation':
      out.self_evaluation = out.self_evaluation?.trim() ? `${out.self_evaluation}\n${text}` : text;
      break;
    case 'skills':
      for (const l of lines) if (!out.skills.includes(l)) out.skills.push(l);
      break;
    case 'certificates':
      out.certificates.push(...lines);
      break;
    case 'awards':
      out.awards.push(...lines);
      break;
    case 'work':
      out.work[0]?.highlights.push(...lines);
      break;
    case 'projects':
      out.projects[0]?.highlights.push(...lines);
      break;
    case 'education':
      out.education[0]?.details.push(...lines);
      break;
    case 'other':
      if (out.other.length) out.other[out.other.length - 1]!.lines.push(...lines);
      else out.other.push({ title: out.meta.language === 'en' ? 'Other' : '其他', lines });
      break;
    default:
      break;
  }
}

/**
 * Applies modifications to a copy of the structured resume. Each `original` is looked up (first
 * in its own section, then anywhere) as a whole line, then as a part of a line; the matching
 * happens on the unmodified resume, so modifications never chain. A multi-line `optimized`
 * becomes several bullets, an empty one removes the line. Additions (`original` '') append to the
 * section: a bullet of the first entry, skill items, the self-evaluation. Unknown originals are
 * skipped.
 */
export function applyModifications(json: TResumeJson, mods: TModification[]): TResumeJson {
  return applyModificationsReport(json, mods).json;
}

/** The same, saying which modifications found no place (their original is not in the resume). */
export function applyModificationsReport(
  json: TResumeJson,
  mods: TModification[],
): { json: TResumeJson; unplaced: TModification[] } {
  const state: TPlacement = {
    out: structuredClone(json),
    claimed: new Map(),
    wholes: new Map(),
    subs: new Map(),
    selfWhole: null,
    selfSubs: [],
  };
  const unplaced: TModification[] = [];
  const additions: TModification[] = [];
  for (const mod of mods) {
    if (!mod.original.trim()) {
      additions.push(mod);
      continue;
    }
    const target = findTarget(state, mod);
    if (target) recordPlacement(state, mod, target);
    else unplaced.push(mod);
  }
  const { out } = state;
  for (const section of LIST_SECTIONS) for (const list of listsOf(out, section)) rebuildList(state, list);
  if (state.selfWhole !== null) out.self_evaluation = state.selfWhole.trim() ? state.selfWhole : null;
  for (const [from, to] of state.selfSubs)
    if (out.self_evaluation) out.self_evaluation = out.self_evaluation.replace(from, to);
  for (const mod of additions) applyAddition(out, mod);
  return { json: out, unplaced };
}

/**
 * The fact check applied to a list of modifications (either provider's): each one alone, then the
 * rewritten resume as a whole, one at a time, keeping only what leaves it clean. A modification
 * whose original is nowhere in the resume is refused too, so the list and the rewrite agree.
 */
export function factCheckedRewrite(
  source: TFactSource,
  mods: TModification[],
): { accepted: TModification[]; rejected: (TModification & { violations: string[] })[]; optimized: TResumeJson } {
  const checked = checkModifications(source, mods);
  const rejected = [...checked.rejected];
  const placed = applyModificationsReport(source.json, checked.accepted);
  let accepted = checked.accepted.filter((m) => !placed.unplaced.includes(m));
  for (const m of placed.unplaced) rejected.push({ ...m, violations: ['原文不在简历中，无法定位要修改的内容'] });
  let optimized = placed.json;
  if (checkResumeJson(source, optimized).length > 0) {
    const kept: TModification[] = [];
    for (const mod of accepted) {
      const violations = checkResumeJson(source, applyModifications(source.json, [...kept, mod]));
      if (violations.length) rejected.push({ ...mod, violations });
      else kept.push(mod);
    }
    accepted = kept;
    optimized = applyModifications(source.json, accepted);
  }
  return { accepted, rejected, optimized };
}

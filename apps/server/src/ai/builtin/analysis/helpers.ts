import {
  findGaps,
  GAP_PATTERN,
  type TAnalysisIssue,
  type TResumeJson,
  type TResumeSection,
  type TScoreDimension,
} from '@offerpilot/shared';
import { BUILTIN_MODEL } from '../../provider.ts';

/** Small helpers of the built-in analysis: text, numbers, the engine stamp, issues. */

// ── Small helpers ────────────────────────────────────────────────────────────────────────────

export const clamp = (n: number, lo = 0, hi = 100) => Math.min(hi, Math.max(lo, n));
export const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);
export const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
export const CJK_G = /[\u3400-\u9fff\uf900-\ufaff]/g;
export const hasCjk = (s: string) => CJK.test(s);
export const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const short = (s: string, n = 30) => (s.length > n ? `${s.slice(0, n)}…` : s);
export const joinNames = (names: readonly string[]) => names.join('、');
export const nonEmpty = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** Text with the 【待补充：…】 gaps removed (a gap is not a fact). */
export const withoutGaps = (text: string) => text.replace(GAP_PATTERN, ' ');
/** The gap as the text writes it: 【待补充：…】, or [to add: …] in an English bullet. */
export const gapMarker = (text: string) =>
  findGaps(text).length ? (text.includes('[to add:') ? '[to add: …]' : '【待补充：…】') : null;

export function englishWords(text: string): number {
  return (text.match(/[A-Za-z]+(?:['’][A-Za-z]+)?/g) ?? []).length;
}

/** Every string of the structured resume (used when the raw text is missing). */
export function jsonStrings(json: TResumeJson): string[] {
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

export const ENGINE = () => ({
  provider: 'builtin' as const,
  model: BUILTIN_MODEL,
  elapsed_ms: 0,
  fallback_reason: null,
});

export const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** Dotted initials written in full ("M.C.A", "B.B.A.") read as the abbreviation (MCA, BBA). */
export const collapseInitials = (s: string) => s.replace(/\b([a-z])\.\s?([a-z])\.\s?([a-z])\b\.?/gi, '$1$2$3');
/** A source's text as keywords are looked up in it: lower case, dotted initials collapsed. */
export const matchForm = (s: string) => collapseInitials(s).toLowerCase();

// ── Issues ───────────────────────────────────────────────────────────────────────────────────

const SEVERITY_RANK = { high: 0, medium: 1, low: 2 } as const;
const MAX_ISSUES = 30;

export function issue(
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
export const rankIssues = (issues: TAnalysisIssue[]) =>
  issues
    .map((it, i) => ({ it, i }))
    .sort((a, b) => SEVERITY_RANK[a.it.severity] - SEVERITY_RANK[b.it.severity] || a.i - b.i)
    .slice(0, MAX_ISSUES)
    .map((x) => x.it);

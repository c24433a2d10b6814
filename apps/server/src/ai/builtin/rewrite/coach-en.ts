import { isQuantified } from '../../../text/index.ts';
import { baseOfPast, gerundOfBase, gerundOfPast, isKnownPast, pastOfBase, pastOfGerund } from '../inflection.ts';
import {
  NOUN_GERUNDS,
  NOUN_LIKE_BASES,
  NOUN_VERB,
  NOUNS,
  hasRunOnGerund,
  readsAsSkill,
  safePastOfGerund,
} from './wording.ts';
import type { TCoachStep } from './coach-zh.ts';

/**
 * English bullets as a career coach writes them (issue 35, item 2), after the wording rules: a
 * result tied to its action by a relative clause ("…, which reduced costs by 20%", "…, resulting
 * in a 20% reduction in costs") becomes the participle the result-first step can lead with
 * ("…, reducing costs by 20%"). Verbs come from the inflection table only (inflection.ts): a verb it
 * does not know leaves the bullet as written. No number, name or skill is added or dropped.
 */

const RESULT_VERBS =
  /^(?:reduced|increased|improved|cut|raised|grew|boosted|saved|lowered|doubled|shortened|accelerated|decreased)$/i;

/** "…, which reduced X by 20%" → "…, reducing X by 20%". */
function whichToParticiple(body: string): string {
  return body.replace(/,\s+(?:which|that)\s+(?:has\s+|have\s+)?([a-z]+)\s+(?=\S)/i, (m, verb: string) => {
    if (!RESULT_VERBS.test(verb) || !isKnownPast(verb)) return m;
    const gerund = gerundOfPast(verb);
    return gerund ? `, ${gerund.toLowerCase()} ` : m;
  });
}

const NOUN_CHANGE: Record<string, string> = {
  increase: 'increasing',
  reduction: 'reducing',
  decrease: 'reducing',
  improvement: 'improving',
  rise: 'raising',
  drop: 'reducing',
  cut: 'cutting',
  growth: 'growing',
};

/** "…, resulting in a 20% reduction in costs" → "…, reducing costs by 20%". */
function resultingIn(body: string): string {
  return body.replace(
    /,\s+(?:resulting|which resulted)\s+in\s+(?:an?\s+)?(\d[\d.,]*\s?%)\s+(increase|reduction|decrease|improvement|rise|drop|cut|growth)\s+(?:in|of)\s+([^,;.]{2,60})(\.?)$/i,
    (_m, figure: string, change: string, what: string, end: string) =>
      `, ${NOUN_CHANGE[change.toLowerCase()]} ${what.trim()} by ${figure.replace(/\s/g, '')}${end}`,
  );
}

const RESULT_BASES =
  /^(?:reduce|increase|improve|cut|raise|grow|boost|save|lower|double|shorten|accelerate|decrease|halve)$/i;

/** "…, which allowed (us) to reduce X" → "…, reducing X": the result as the action's effect. */
function whichAllowed(body: string): string {
  return body.replace(
    /,\s+which\s+(?:has\s+|have\s+)?(?:allowed|enabled|helped)\s+(?:us\s+|me\s+|the\s+team\s+|the\s+company\s+)?(?:to\s+)?([a-z]+)\s+(?=\S)/i,
    (m, base: string) => {
      const gerund = RESULT_BASES.test(base) ? gerundOfBase(base) : null;
      return gerund ? `, ${gerund.toLowerCase()} ` : m;
    },
  );
}

/**
 * "Created an in-house SIP server to reduce costs by over 20%." → "Reduced costs by over 20%
 * through creating an in-house SIP server.": a purpose with a figure is the result, said first.
 */
function purposeFirst(body: string): string {
  const m = /^([A-Z][a-z]+)\s+([^,;]{6,120}?)\s+to\s+([a-z]+)\s+([^,;]{3,100}?)(\.?)$/.exec(body.trim());
  if (!m || !isKnownPast(m[1]!) || !RESULT_BASES.test(m[3]!) || isQuantified(m[2]!) || !isQuantified(m[4]!))
    return body;
  const result = pastOfBase(m[3]!);
  const how = gerundOfPast(m[1]!);
  if (!result || !how) return body;
  return `${result[0]!.toUpperCase()}${result.slice(1)} ${m[4]} through ${how.toLowerCase()} ${m[2]}${m[5]}`;
}

/**
 * A list of duties in -ing ("Significantly increasing sales, increasing repeat customers, winning
 * tenders") → the past, every item or none ("Significantly increased sales, increased…, won…").
 */
function gerundList(body: string): string {
  const open = /^((?:significantly|consistently|continuously|actively|successfully)\s+)?([A-Za-z]+ing)\b/i.exec(body);
  if (!open) return body;
  // Items open the bullet or follow a comma or semicolon, each with one paired -ing ("Advertising
  // and promoting"); "by organizing and delivering" inside an item is not one.
  const items = [
    ...body.matchAll(/(?:^(?:[a-z]+ly\s+)?|,\s+(?:and\s+)?|;\s+)([A-Za-z]+ing)\b/gi),
    ...body.matchAll(/(?:^(?:[a-z]+ly\s+)?|,\s+(?:and\s+)?|;\s+)[A-Za-z]+ing\s+(?:and|&)\s+([a-z]+ing)\b/gi),
  ].sort((a, b) => a.index + a[0].length - (b.index + b[0].length));
  if (items.length < 2 || hasRunOnGerund(body.slice(1))) return body;
  const convertible = (w: string) => !NOUN_GERUNDS.test(w) && !!safePastOfGerund(w);
  if (!items.every((x) => convertible(x[1]!))) return body;
  // "…, prepared purchase orders and communicating with suppliers": a later duty the list does not
  // reach would stay -ing next to the past.
  const reached = new Set(items.map((x) => x.index + x[0].length - x[1]!.length));
  for (const m of body.matchAll(/\b(?:and|&)\s+([a-z]+ing)\b/gi)) {
    const at = m.index + m[0].length - m[1]!.length;
    if (!reached.has(at) && pastOfGerund(m[1]!) && !NOUN_GERUNDS.test(m[1]!)) return body;
  }
  // A later item that opens on another -ing word the table does not know would stay -ing: leave it all.
  for (const m of body.matchAll(/(?:,\s+(?:and\s+)?|;\s+)([a-z]+)\b/gi))
    if (/ing$/i.test(m[1]!) && !convertible(m[1]!)) return body;
  let out = body;
  for (const x of items.reverse()) {
    const at = x.index + x[0].length - x[1]!.length;
    const past = safePastOfGerund(x[1]!)!;
    const cased = /^[A-Z]/.test(x[1]!) ? past[0]!.toUpperCase() + past.slice(1) : past.toLowerCase();
    out = out.slice(0, at) + cased + out.slice(at + x[1]!.length);
  }
  return out;
}

/**
 * A list of duties in the base form ("implement localization, work with contacts sync, refactor
 * code") → the past, every item or none ("Implemented localization, worked with…, refactored code").
 */
function baseList(body: string): string {
  const items = [...body.matchAll(/(?:^|,\s+(?:and\s+)?|;\s+)([A-Za-z]+)\b/g)];
  if (items.length < 2) return body;
  const past = (w: string) => {
    const p = pastOfBase(w);
    return p && !readsAsSkill(p) && !/ing$|ed$/i.test(w) ? p : null;
  };
  if (!items.every((x) => past(x[1]!))) return body;
  // A base that is as often a noun ("Process improvement") must be followed by its object.
  if (NOUN_LIKE_BASES.test(items[0]![1]!) && !/^[A-Za-z]+\s+(?:the|a|an|new|all|and)\b/i.test(body)) return body;
  let out = body;
  for (const x of items.reverse()) {
    const at = x.index + x[0].length - x[1]!.length;
    const p = past(x[1]!)!;
    out =
      out.slice(0, at) + (at === 0 ? p[0]!.toUpperCase() + p.slice(1) : p.toLowerCase()) + out.slice(at + x[1]!.length);
  }
  return out;
}

/** "Migration from Java 8 to Java 17" → "Migrated from Java 8 to Java 17". */
function migration(body: string): string {
  return body.replace(/^(?:worked\s+(?:in|on)\s+(?:the\s+)?)?migration\s+(?=from\b|to\b)/i, 'Migrated ');
}

/** After a verb opener, the list goes on in verbs: "Built tables of contents, placement of links" → "…, placed links". */
function parallelNouns(body: string): string {
  const first = /^([A-Z][a-z]+)\b/.exec(body)?.[1];
  if (!first || !isKnownPast(first)) return body;
  return body.replace(
    new RegExp(`(,\\s+(?:and\\s+)?)(${NOUNS})\\s+of\\s+(?:the\\s+)?`, 'gi'),
    (m, joint: string, noun: string) => {
      const verb = NOUN_VERB[noun.toLowerCase()];
      return verb ? `${joint}${verb.toLowerCase()} ` : m;
    },
  );
}

/** Words before "to" that take an adjective after it ("led to improved", "contributed to increased"). */
const TO_ADJECTIVE =
  /\b(?:led|lead|leads|leading|contribut\w*|due|related|according|attribut\w*|compared|exposed|access|up|down|added|subjected|dedicated|committed|devoted|used|prior|thanks|access|similar|next|close)\s+to$/i;

/** "worked with the team to resolved issues" → "to resolve": the infinitive after "to". */
function infinitive(body: string): string {
  return body.replace(/\bto\s+([a-z]+ed)\b/g, (m, past: string, offset: number) => {
    const before = body.slice(0, offset + 2);
    if (TO_ADJECTIVE.test(before)) return m;
    // Only a purpose after working with someone ("worked with the team to resolved…"): elsewhere a
    // past after "to" is as often an adjective ("moved the jobs to automated pipelines").
    if (!/\b(?:worked|collaborated|partnered|coordinated|cooperated|teamed up)\s+with\b[^,;.]*\bto$/i.test(before))
      return m;
    const base = baseOfPast(past);
    return base && !readsAsSkill(base) ? `to ${base}` : m;
  });
}

/** "Made an application" → "Built an application": a precise verb for what was made. */
function madeToBuilt(body: string): string {
  return body.replace(
    /^Made\s+(?=(?:an?\s+|the\s+|own\s+|new\s+)?(?:[a-z-]+\s+)?(?:application|app|website|site|tool|system|service|platform|page|game|bot|script|dashboard|module|prototype|plugin|library)s?\b)/i,
    'Built ',
  );
}

const STEPS: [(body: string) => string, string][] = [
  [whichToParticiple, '把结果直接接在动作后面（…, reducing / increasing …），去掉「which / resulting in」的绕弯'],
  [resultingIn, '把结果直接接在动作后面（…, reducing / increasing …），去掉「which / resulting in」的绕弯'],
  [whichAllowed, '把结果直接接在动作后面（…, reducing …），去掉「which allowed to」的绕弯'],
  [purposeFirst, '把成果（数字）放到句首，先说结果再说做法'],
  [gerundList, '「…ing」开头的一串职责改为过去式动词，说清做成了什么'],
  [baseList, '动词原形开头的一串职责改为过去式，说清做过什么'],
  [migration, '名词化的开头（Migration from）改为动词开头'],
  [parallelNouns, '并列的名词短语（placement of …）改为与句首一致的动词'],
  [infinitive, '改正语法：「to + 过去式」改为「to + 动词原形」'],
  [madeToBuilt, '「Made」改为更具体的「Built」'],
];

/** The coach's steps on an English sentence (no label, no bullet mark). */
export function coachEn(body: string): TCoachStep {
  let text = body;
  const notes: string[] = [];
  for (const [step, note] of STEPS) {
    const next = step(text);
    if (next !== text) {
      text = next;
      if (!notes.includes(note)) notes.push(note);
    }
  }
  return text === body ? { text: body, notes: [] } : { text: text[0]!.toUpperCase() + text.slice(1), notes };
}

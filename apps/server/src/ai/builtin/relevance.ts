import { extractSkills, getSkill } from '../../text/index.ts';
import { BACKGROUND_DF } from './background-df.data.ts';
import { memoize } from './memo.ts';

/**
 * Lexical relevance of a whole resume text to a position, BM25-style: the position's terms are
 * the query, the resume is the document, and each term weighs by its rarity in a background
 * corpus of job adverts (IDF). Tokens are lower-case Latin words (a plural "s" folded, function
 * and boilerplate words dropped), two such words side by side as a phrase ("data science"), CJK
 * bigrams, and one token per lexicon skill (`§java`) and per skill it implies (React →
 * `§javascript`), so synonyms (k8s = Kubernetes) and the two languages (机器学习 = machine
 * learning) meet. Deterministic, no I/O: the background is data (background-df.data.ts, generated
 * from the position templates by test/ai-background-df.test.ts).
 */

/** A background corpus reduced to what IDF needs: its size and each token's document frequency. */
export interface TBackgroundDf {
  documents: number;
  df: Readonly<Record<string, number>>;
}

/** Words that carry no topic: function words, advert boilerplate, résumé boilerplate, HTML. */
const EN_STOP = new Set(
  (
    'a an and are as at be been being but by can could did do does for from had has have having he her his how i ' +
    'if in into is it its me my no nor not of off on once only or other our out over own same she should so some ' +
    'such than that the their them then there these they this those through to too under until up very was we were ' +
    'what when where which while who whom why will with would you your yours also etc via per within across about ' +
    'above after again against all any before below between both during each few further here just more most ' +
    'new one two three four five six seven eight nine ten year years month months day days time date ' +
    'work worked working job role roles responsibility responsibilities responsible duty duties ' +
    'experience experienced skill skills knowledge ability able strong good excellent great well ' +
    'requirement required require preferred plus must including include includes ' +
    'candidate company team teams member members use used using make made get got ' +
    'detail details description summary profile objective personal name email phone mobile address ' +
    'curriculum vitae resume cv page present current till now today ' +
    'div span li ul ol br nbsp amp quot lt gt html body table tr td th style class href http https www com'
  ).split(' '),
);

/** "services" → "service", "companies" → "company"; nothing else (no stemming surprises). */
function foldPlural(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Relevance tokens of a text (with repeats, in order). */
export function relevanceTokens(text: string): string[] {
  const plain = text.replace(/<[^>]{0,200}>/g, ' ').replace(/&[a-z]+;/gi, ' ');
  const out: string[] = [];
  const lower = plain.toLowerCase();
  let previous: { word: string; end: number } | null = null;
  for (const m of lower.matchAll(/[a-z][a-z0-9+#]*/g)) {
    const word = foldPlural(m[0]);
    if (word.length < 2 || EN_STOP.has(word) || EN_STOP.has(m[0])) {
      previous = null;
      continue;
    }
    out.push(word);
    // Two content words side by side (only spaces or a hyphen between) also count as a phrase.
    if (previous && /^[\s-]+$/.test(lower.slice(previous.end, m.index))) out.push(`${previous.word} ${word}`);
    previous = { word, end: m.index + m[0].length };
  }
  for (const run of plain.match(/[\u3400-\u9fff\uf900-\ufaff]+/g) ?? []) {
    for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  }
  // A skill also stands for the skills it implies (React → JavaScript), as the lexicon's `related` says.
  for (const mention of extractSkills(plain)) {
    out.push(`§${mention.id}`);
    for (const related of getSkill(mention.id)?.related ?? []) out.push(`§${related}`);
  }
  return out;
}

/** Tokens of a position's title, body or one requirement (the same for every resume it meets). */
export const queryTokens = memoize(relevanceTokens, 1000);

/** Document frequencies of a corpus (each document counted once per token). */
export function buildBackgroundDf(documents: readonly string[]): TBackgroundDf {
  const df: Record<string, number> = {};
  for (const doc of documents) for (const t of new Set(relevanceTokens(doc))) df[t] = (df[t] ?? 0) + 1;
  const sorted: Record<string, number> = {};
  for (const key of Object.keys(df).sort()) sorted[key] = df[key]!;
  return { documents: documents.length, df: sorted };
}

/** Probabilistic IDF with a floor: a term in every background advert still weighs a little. */
export function idfOf(background: TBackgroundDf, token: string): number {
  const n = background.documents;
  const df = background.df[token] ?? 0;
  return Math.max(0.1, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
}

const K1 = 1.2;
const B = 0.75;
/** A typical resume's token count: longer resumes need more mentions for the same credit. */
const AVERAGE_RESUME_TOKENS = 600;

/** A text reduced to its token counts, computed once and matched against many queries. */
export interface TTermCounts {
  counts: ReadonlyMap<string, number>;
  length: number;
}

function countTerms(text: string): TTermCounts {
  const tokens = relevanceTokens(text);
  const counts = new Map<string, number>();
  for (const t of tokens) counts.set(t, (counts.get(t) ?? 0) + 1);
  return { counts, length: tokens.length };
}

/** Token counts of a text (cached for lines and adverts; a whole resume is counted each time). */
export const termCounts = (text: string): TTermCounts => (text.length <= 2000 ? cachedCounts(text) : countTerms(text));
const cachedCounts = memoize(countTerms);

export interface TRelevance {
  /** 0–1: the IDF-weighted share of the position's terms the resume holds, saturating like BM25. */
  share: number;
  /** Position terms found, most weighty first (display forms: skills by id, words as tokens). */
  matched: string[];
  /** How many distinct position terms were weighed, and how many of them come from the body (not the title). */
  terms: number;
  bodyTerms: number;
}

/**
 * share = Σ_t w_t · sat(f_t) / Σ_t w_t over the distinct position terms t, where w_t = IDF(t) ×
 * (1 + ln qtf_t) (a term the advert repeats, or names in the title, weighs more), f_t its count
 * in the resume and sat(f) = f·(k1+1) / (f + k1·(1 − b + b·len/avg)) / (k1+1), BM25's saturation
 * (k1 1.2, b 0.75) scaled to 0–1.
 */
export function textRelevance(
  resume: TTermCounts,
  position: { title: string; body: string },
  background: TBackgroundDf = BACKGROUND_DF,
): TRelevance {
  const title = queryTokens(position.title);
  const body = queryTokens(position.body);
  // The title counts twice: it names the job in the fewest words.
  const qtf = new Map<string, number>();
  for (const t of [...title, ...title, ...body]) qtf.set(t, (qtf.get(t) ?? 0) + 1);
  const bodyTerms = new Set(body).size;
  if (qtf.size === 0) return { share: 0, matched: [], terms: 0, bodyTerms };
  const norm = K1 * (1 - B + (B * Math.max(1, resume.length)) / AVERAGE_RESUME_TOKENS);
  let total = 0;
  let gained = 0;
  const found: { token: string; gain: number }[] = [];
  for (const [token, n] of qtf) {
    const w = idfOf(background, token) * (1 + Math.log(n));
    total += w;
    const f = resume.counts.get(token) ?? 0;
    if (!f) continue;
    const gain = (w * (f * (K1 + 1))) / (f + norm) / (K1 + 1);
    gained += gain;
    found.push({ token, gain });
  }
  found.sort((a, b) => b.gain - a.gain || (a.token < b.token ? -1 : a.token > b.token ? 1 : 0));
  return { share: total > 0 ? gained / total : 0, matched: found.map((f) => f.token), terms: qtf.size, bodyTerms };
}

export interface TCoverage {
  /** 0–1: the IDF-weighted share of the query's distinct terms present in the text. */
  share: number;
  /** Distinct query terms, and the summed IDF of those present. */
  terms: number;
  weight: number;
}

/** How much of a short query (one requirement line) a text holds: presence, not frequency. */
export function termCoverage(
  text: TTermCounts,
  query: string | ReadonlySet<string>,
  background: TBackgroundDf = BACKGROUND_DF,
): TCoverage {
  const terms = typeof query === 'string' ? new Set(queryTokens(query)) : query;
  let total = 0;
  let weight = 0;
  for (const t of terms) {
    const w = idfOf(background, t);
    total += w;
    if (text.counts.has(t)) weight += w;
  }
  return { share: total > 0 ? weight / total : 0, terms: terms.size, weight };
}

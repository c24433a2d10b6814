/**
 * English verb inflection from a table, for rewording resume bullets (issue 35): a verb the table
 * does not know is left as written — no suffix guessing, so "Preforming" (a misspelling) never
 * becomes "Preformed", and auxiliaries ("Having", "Being") are not verbs to turn into the past.
 * Regular verbs are listed by their base; the final consonant doubles only for the verbs listed
 * in DOUBLING (plan → planned, commit → committed), never by a rule.
 */

/** Base → past for the irregular verbs a resume uses. */
const IRREGULAR: Record<string, string> = {
  build: 'built',
  troubleshoot: 'troubleshot',
  rebuild: 'rebuilt',
  lead: 'led',
  write: 'wrote',
  rewrite: 'rewrote',
  run: 'ran',
  make: 'made',
  teach: 'taught',
  set: 'set',
  keep: 'kept',
  bring: 'brought',
  sell: 'sold',
  hold: 'held',
  take: 'took',
  undertake: 'undertook',
  oversee: 'oversaw',
  drive: 'drove',
  grow: 'grew',
  speak: 'spoke',
  find: 'found',
  cut: 'cut',
  put: 'put',
  give: 'gave',
  meet: 'met',
  win: 'won',
  begin: 'began',
  choose: 'chose',
  get: 'got',
  buy: 'bought',
  think: 'thought',
  spend: 'spent',
  send: 'sent',
  lend: 'lent',
  draw: 'drew',
  show: 'showed',
  know: 'knew',
  understand: 'understood',
  stand: 'stood',
  withstand: 'withstood',
  fly: 'flew',
  shoot: 'shot',
  deal: 'dealt',
  feed: 'fed',
  hire: 'hired',
  upset: 'upset',
  broadcast: 'broadcast',
  forecast: 'forecast',
  spin: 'spun',
  steer: 'steered',
  become: 'became',
  overcome: 'overcame',
  tell: 'told',
  say: 'said',
  pay: 'paid',
  lay: 'laid',
  shake: 'shook',
  strike: 'struck',
  outsell: 'outsold',
  ride: 'rode',
};

/** Regular verbs a resume bullet may start with (base forms). */
const REGULAR = `
accelerate achieve act crawl place renew acquire adapt add address administer advise advocate align analyse analyze answer apply
approve architect arrange assemble assess assign assist attend audit author automate balance benchmark boost
brief budget calculate calibrate campaign catalogue categorise categorize chair champion check clean clarify
close coach code collaborate collect combine communicate compile complete compose compute conceive conduct
configure consolidate consult contribute convert coordinate correct counsel create curate customise customize
debug decrease define deliver demonstrate deploy design detect determine develop devise diagnose direct
discover document double draft edit educate eliminate enable encourage engage engineer enhance ensure establish
estimate evaluate examine execute expand expedite explain explore extend extract facilitate file finalise
finalize fix follow forge formulate foster gather generate guide handle help identify illustrate implement
improve increase influence initiate inspect install instruct integrate interpret interview introduce invent
investigate join launch learn lecture liaise locate maintain manage market maximise maximize measure
mentor merge migrate minimise minimize mobilise mobilize model moderate modernise modernize monitor motivate
move negotiate operate optimise optimize orchestrate organise organize outline own oversee participate perform
pilot pioneer plan prepare present preserve prioritise prioritize process procure produce program promote
propose prototype provide publish purchase qualify raise reach recommend reconcile record recruit redesign
reduce refactor refine register release remodel render reorganise reorganize repair replace report represent
research resolve restructure retain review revamp revise save scale schedule screen script secure select serve
service settle simplify solve source spearhead specify standardise standardize start streamline strengthen
structure study submit summarise summarize supervise supply support survey sustain systematise systematize
tailor target test track train transform translate troubleshoot tune update upgrade use utilise utilize
validate verify visualise visualize volunteer work allocate enforce escalate onboard provision remediate triage shorten lower cultivate nurture
invoice interact patch route bill grant contact import refresh clone filter reschedule convey carry restore host
discuss intervene visit inform adhere solicit receive circulate modify search decommission quote greet book pack
dispatch upload download load sort respond
`
  .trim()
  .split(/\s+/);

/** Regular verbs whose final consonant doubles before -ed / -ing. */
const DOUBLING = new Set([
  // Irregular pasts (IRREGULAR) whose -ing doubles the consonant: cutting, winning, running.
  'cut',
  'win',
  'put',
  'set',
  'run',
  'begin',
  'spin',
  'get',
  'upset',
  'plan',
  'commit',
  'control',
  'refer',
  'occur',
  'prefer',
  'admit',
  'submit',
  'transfer',
  'equip',
  'scan',
  'log',
  'drop',
  'chat',
  'plot',
  'ship',
  'map',
  'stop',
  'step',
  'tag',
  'program',
  'patrol',
  'compel',
  'propel',
  'excel',
  'regret',
  'permit',
  'omit',
  'emit',
  'dub',
  'grab',
  'jog',
  'nab',
  'pin',
  'rub',
  'skim',
  'slim',
  'trim',
  'wrap',
  'debug',
]);

/** Words that are never a verb to inflect here (auxiliaries and the like). */
const NOT_VERBS = new Set(['have', 'be', 'do', 'being', 'having', 'doing', 'go', 'going']);

function gerundOf(base: string): string {
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ing`;
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(base) || /[aeiou][^aeiouy]e$/.test(base)) return `${base.slice(0, -1)}ing`;
  return `${base}ing`;
}

function regularPast(base: string): string {
  if (DOUBLING.has(base)) return `${base}${base.at(-1)}ed`;
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${base}ed`;
}

const BASES = [...REGULAR, ...DOUBLING, ...Object.keys(IRREGULAR)].filter((b) => !NOT_VERBS.has(b));
const PAST = new Map<string, string>(BASES.map((b) => [b, IRREGULAR[b] ?? regularPast(b)]));
const BY_GERUND = new Map<string, string>(BASES.map((b) => [gerundOf(b), b]));
const BY_PAST = new Map<string, string>(BASES.map((b) => [PAST.get(b)!, b]));

const cased = (word: string, like: string) => (/^[A-Z]/.test(like) ? word[0]!.toUpperCase() + word.slice(1) : word);

/** "developing" → "developed", "planning" → "planned", "leading" → "led"; null for a word the table does not know. */
export function pastOfGerund(gerund: string): string | null {
  const base = BY_GERUND.get(gerund.toLowerCase());
  return base ? cased(PAST.get(base)!, gerund) : null;
}

/** "refactored" → "refactoring", "led" → "leading"; null for a word the table does not know. */
export function gerundOfPast(past: string): string | null {
  const base = BY_PAST.get(past.toLowerCase());
  return base ? cased(gerundOf(base), past) : null;
}

/** Whether the word is a past-tense verb the table knows. */
export const isKnownPast = (word: string) => BY_PAST.has(word.toLowerCase());

/** "maintain" → "maintained", "oversee" → "oversaw", "draw" → "drew"; null for a word the table does not know. */
export function pastOfBase(base: string): string | null {
  const past = PAST.get(base.toLowerCase());
  return past ? cased(past, base) : null;
}

/** "resolved" → "resolve", "led" → "lead"; null for a word the table does not know. */
export function baseOfPast(past: string): string | null {
  const base = BY_PAST.get(past.toLowerCase());
  return base ? cased(base, past) : null;
}

/** "reduce" → "reducing", "cut" → "cutting"; null for a word the table does not know. */
export function gerundOfBase(base: string): string | null {
  return PAST.has(base.toLowerCase()) ? cased(gerundOf(base.toLowerCase()), base) : null;
}

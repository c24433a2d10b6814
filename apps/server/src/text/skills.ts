import { segmentTagged } from './segment.ts';
import { SKILL_LEXICON, type TAlias, type TSkillCategory, type TSkillEntry } from './skill-lexicon.ts';

/**
 * Skill and keyword extraction of the built-in engine. One trie over every alias of the lexicon is
 * built at module load; `extractSkills` walks it once over the text (leftmost, longest match
 * first, never overlapping), so "Spring Boot" is one skill and not also "Spring", "C++" is not
 * "C", "JavaScript" is not "Java". Latin aliases match only on word boundaries; the context rules
 * of short aliases (Go, R, C, PS, AI…) are explained in skill-lexicon.ts.
 */

export interface TSkillMention {
  id: string;
  name: string;
  category: TSkillCategory;
  /** The text as written. */
  matched: string;
  /** UTF-16 offsets: `text.slice(start, end) === matched`. */
  start: number;
  end: number;
}

export interface TSkillSummary {
  id: string;
  name: string;
  category: TSkillCategory;
  count: number;
  /** The first mention, as evidence. */
  first: { matched: string; start: number; end: number };
}

export interface TKeyword {
  /** As first written (Latin terms are grouped case-insensitively). */
  term: string;
  count: number;
  /** Offset of the first occurrence. */
  start: number;
  /** Seen at least once on a requirement line (熟悉…, 优先, experience with…). */
  inRequirements: boolean;
}

// ── Text folding ─────────────────────────────────────────────────────────────────────────────

/**
 * One UTF-16 unit in, one out, so offsets stay valid: full-width ASCII → ASCII, NBSP / tab /
 * ideographic space → space, hyphens → space (front-end = front end), and optionally A-Z → a-z.
 */
function fold(text: string, lower: boolean): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xff01 && c <= 0xff5e) c -= 0xfee0;
    else if (c === 0x3000 || c === 0xa0 || c === 0x09) c = 0x20;
    else if (c === 0x2010 || c === 0x2011) c = 0x2d;
    if (c === 0x2d) c = 0x20;
    if (lower && c >= 0x41 && c <= 0x5a) c += 0x20;
    out += String.fromCharCode(c);
  }
  return out;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const LATIN_OR_DIGIT = /[A-Za-z0-9]/;
const isWordCode = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39) || c === 0x5f;
const isDigitCode = (c: number) => c >= 0x30 && c <= 0x39;

/** Canonical form of a folded term: single spaces, none between a Latin and a Chinese character. */
function keyOf(folded: string): string {
  return folded
    .trim()
    .replace(/ +/g, ' ')
    .replace(/ (?=[\u3400-\u9fff\uf900-\ufaff])|(?<=[\u3400-\u9fff\uf900-\ufaff]) /g, '');
}

/** Every spelling of a key with an optional space where Latin meets Chinese (Go语言, Go 语言). */
function spacedVariants(key: string): string[] {
  let variants = [''];
  for (let i = 0; i < key.length; i++) {
    const ch = key[i]!;
    const prev = key[i - 1];
    const crosses =
      prev !== undefined &&
      ((CJK.test(prev) && LATIN_OR_DIGIT.test(ch)) || (LATIN_OR_DIGIT.test(prev) && CJK.test(ch)));
    variants =
      crosses && variants.length < 8 ? variants.flatMap((v) => [v + ch, `${v} ${ch}`]) : variants.map((v) => v + ch);
  }
  return variants;
}

// ── The matcher ──────────────────────────────────────────────────────────────────────────────

interface TCandidate {
  entry: TSkillEntry;
  /** Case-preserving key for case-sensitive aliases, else null. */
  casedKey: string | null;
  context: 'skill' | TSkillCategory | null;
  notFollowedBy: RegExp | null;
  startsLatin: boolean;
  endsLatin: boolean;
  isSingleLetter: boolean;
  /** May take a version number written on: Vue3, HTML5, Python3.11, C++17. */
  takesVersion: boolean;
  /** Ends in letters and digits (STM32): a chip model may be written on (STM32G4). */
  takesModel: boolean;
}

interface TNode {
  next: Map<string, TNode>;
  candidates: TCandidate[] | null;
}

const newNode = (): TNode => ({ next: new Map(), candidates: null });

function toRule(alias: TAlias): {
  text: string;
  cased: boolean;
  context: TCandidate['context'];
  notFollowedBy: RegExp | null;
} {
  if (typeof alias !== 'string') {
    return {
      text: alias.text,
      cased: alias.cased ?? false,
      context: alias.context ?? null,
      notFollowedBy: alias.notFollowedBy ?? null,
    };
  }
  const prefix = /^[=~]*/.exec(alias)![0];
  return {
    text: alias.slice(prefix.length),
    cased: prefix.includes('='),
    context: prefix.includes('~') ? 'skill' : null,
    notFollowedBy: null,
  };
}

/** Candidates with a context first, so `AI` is Illustrator next to PS and 人工智能 elsewhere. */
const byContextFirst = (a: TCandidate, b: TCandidate) => Number(a.context === null) - Number(b.context === null);

const ROOT = newNode();
/** Key → candidates, for normaliseSkill. */
const ALIAS_INDEX = new Map<string, TCandidate[]>();
const SKILLS_BY_ID = new Map<string, TSkillEntry>();

for (const entry of SKILL_LEXICON) {
  if (SKILLS_BY_ID.has(entry.id)) throw new Error(`duplicate skill id ${entry.id}`);
  SKILLS_BY_ID.set(entry.id, entry);
  for (const alias of entry.aliases) {
    const rule = toRule(alias);
    const key = keyOf(fold(rule.text, true));
    if (!key) continue;
    const first = key[0]!;
    const last = key[key.length - 1]!;
    const candidate: TCandidate = {
      entry,
      casedKey: rule.cased ? keyOf(fold(rule.text, false)) : null,
      context: rule.context,
      notFollowedBy: rule.notFollowedBy,
      startsLatin: /[a-z0-9]/.test(first),
      endsLatin: /[a-z0-9+#]/.test(last),
      isSingleLetter: /^[a-z]$/.test(key),
      takesVersion: key.length >= 2 && /[a-z+]/.test(last),
      takesModel: key.length >= 4 && /[a-z]\d+$/.test(key),
    };
    const indexed = ALIAS_INDEX.get(key) ?? [];
    if (!indexed.some((c) => c.entry === entry && c.casedKey === candidate.casedKey)) indexed.push(candidate);
    ALIAS_INDEX.set(key, indexed.sort(byContextFirst));
    for (const variant of spacedVariants(key)) {
      let node = ROOT;
      for (const ch of variant) {
        let child = node.next.get(ch);
        if (!child) node.next.set(ch, (child = newNode()));
        node = child;
      }
      node.candidates ??= [];
      if (!node.candidates.some((c) => c.entry === entry && c.casedKey === candidate.casedKey)) {
        node.candidates.push(candidate);
        node.candidates.sort(byContextFirst);
      }
    }
  }
  // The display name ("运维 / SRE") is known to normaliseSkill, not searched for in texts.
  const nameKey = keyOf(fold(entry.name, true));
  if (!ALIAS_INDEX.has(nameKey)) {
    ALIAS_INDEX.set(nameKey, [
      {
        entry,
        casedKey: null,
        context: null,
        notFollowedBy: null,
        startsLatin: false,
        endsLatin: false,
        isSingleLetter: false,
        takesVersion: false,
        takesModel: false,
      },
    ]);
  }
}

/** The lexicon entry of a canonical id. */
export function getSkill(id: string): TSkillEntry | undefined {
  return SKILLS_BY_ID.get(id);
}

/**
 * Skills a resume names when it has them — a product, language, framework or tool (Kubernetes, SAP,
 * AutoCAD, C4D, 金蝶), a certificate, a foreign language — so that the name missing from every entry
 * is evidence of absence. Abilities and lines of work (谈判, 成本控制, 高可用, 新媒体运营, 数据分析) are
 * as often said in other words than the index knows: the product does not say the resume lacks
 * them (the interviewer asks; the analysis lists them as the advert's wording). Told apart by the
 * skill's own name: a product's is Latin.
 */
const NAMED_CATEGORIES: ReadonlySet<string> = new Set(['certificate', 'language']);
/** Products with a Chinese name. */
const CHINESE_PRODUCTS: ReadonlySet<string> = new Set(['kingdee']);

/**
 * Whether a resume that has this skill would name it (see NAMED_CATEGORIES). A name that opens in
 * Latin letters is a product's (Kubernetes, C4D, Office 办公软件); a line of work with its Latin
 * abbreviation after it (安全生产 / EHS, 交互设计 / UX, 运维 / SRE) is not.
 */
export function isNamedSkill(id: string | null | undefined): boolean {
  const skill = id ? getSkill(id) : undefined;
  if (!skill) return false;
  return /^[A-Za-z0-9]/.test(skill.name) || NAMED_CATEGORIES.has(skill.category) || CHINESE_PRODUCTS.has(skill.id);
}

/**
 * Software, platforms and marketplaces known by a Chinese name, which a resume that used them
 * writes as such (the lexicon has few of them as skills).
 */
const CHINESE_NAMES =
  /^(?:广联达|鲁班|品茗|用友|金蝶|管家婆|金税盘|税控盘|钉钉|企业微信|飞书|千牛|生意参谋|淘宝|天猫|京东|拼多多|抖音|快手|小红书|视频号|亚马逊|速卖通|虾皮|阿里巴巴|1688|达梦|人大金仓|南大通用|神通|东方通|宝兰德|金山|WPS|禅道|泛微|致远|北森|美团|饿了么|客如云|奥琦玮|天财商龙|富勒|旺店通|聚水潭|万里牛|医院信息系统|HIS)$/;
/** A licence or certificate by its Chinese name (叉车证, 导游证, 护士执业证书, 监理工程师证). */
const CERTIFICATE_NAME = /(?:证|证书|执照|资格证|执业证)$/;

/**
 * Whether a name the product would say is missing is one a resume that has it would write: a named
 * skill, a term in Latin letters (FBA, Delphi, IATF16949), software or a platform known by its
 * Chinese name (广联达, 千牛), a certificate (导游证; 叉车 where the advert writes 叉车证). "A 或 B" when
 * either is.
 */
export function isNamedTerm(name: string, context = ''): boolean {
  return name.split(/\s+或\s+/).some((n) => {
    const id = normaliseSkill(n);
    if (id && getSkill(id)) return isNamedSkill(id);
    // 叉车 of 「持有叉车证」 is the certificate's name.
    return /[A-Za-z]/.test(n) || CHINESE_NAMES.test(n) || CERTIFICATE_NAME.test(n) || context.includes(`${n}证`);
  });
}

/** Words before a short alias (same sentence) that say a skill list is coming: 熟悉 Go, skills: R. */
const SKILL_CUE =
  /(熟悉|掌握|精通|了解|熟练|擅长|使用|运用|会用|技能|技术栈|编程|开发语言|工具|proficien|experience|knowledge|familiar|expert|skill|programming|language|stack|tools|fluent|coding)/;

/** Words after a short alias that say it is a language something is written in: 用 C 编写, R 代码. */
const WRITTEN_IN = /^\s*(?:语言|编写|编程|代码|程序|实现|写的|写成|开发|重写|写了)/;
/** Words right before a short alias that say it is used as a tool: 用 Go 开发, 基于 R 建模. */
const USED_WITH = /(?:用|基于|采用)\s*$/;

interface TRawMention {
  start: number;
  end: number;
  candidates: TCandidate[];
}

/** Word boundaries around [start, end) and what follows it. */
function hasBoundaries(c: TCandidate, lower: string, original: string, start: number, end: number): boolean {
  if (c.startsLatin && start > 0) {
    const prev = lower.charCodeAt(start - 1);
    if (isWordCode(prev) || prev === 0x26 || prev === 0x40) return false; // letter, digit, _, &, @
    if (prev === 0x2e && start > 1 && isWordCode(lower.charCodeAt(start - 2))) return false; // x.Java
  }
  if (c.endsLatin && end < lower.length) {
    const next = lower.charCodeAt(end);
    if (isWordCode(next)) return false;
    // C++, C#, F#: another name. 「Kotlin+协程」, 「Vue+Vant」, 「Go+Gin」 join two names with "+".
    if (next === 0x23 && !/[+#]$/.test(lower.slice(start, end))) return false;
    if (next === 0x2b && !/[+#]$/.test(lower.slice(start, end)) && (c.isSingleLetter || lower[end + 1] === '+'))
      return false;
    if (next === 0x2e && end + 1 < lower.length && /[a-z]/.test(lower[end + 1]!)) return false; // Vue.x
    if (c.isSingleLetter && next === 0x26) return false; // R&D
  }
  return !c.notFollowedBy || !c.notFollowedBy.test(original.slice(end, end + 8));
}

/**
 * Where a candidate whose alias ends at `end` really ends: `end`, or after a version number
 * written on (Vue3, Python3.11); -1 when it does not fit (boundaries, case).
 */
function fitEnd(c: TCandidate, lower: string, cased: string, original: string, start: number, end: number): number {
  if (c.casedKey !== null && keyOf(cased.slice(start, end)) !== c.casedKey) return -1;
  if (hasBoundaries(c, lower, original, start, end)) return end;
  // A chip family's model written on (STM32G4, STM32F103C8, ESP32S3): a letter and a digit after
  // a name that ends in digits.
  if (c.takesModel) {
    const model = /^[a-z]\d[a-z0-9]*/.exec(lower.slice(end, end + 16))?.[0];
    if (model && hasBoundaries(c, lower, original, start, end + model.length)) return end + model.length;
  }
  if (!c.takesVersion || !isDigitCode(lower.charCodeAt(end))) return -1;
  const version = /^\d+(?:\.\d+)*(?:\.x)?/.exec(lower.slice(end, end + 12))![0];
  return hasBoundaries(c, lower, original, start, end + version.length) ? end + version.length : -1;
}

function scan(text: string, lower: string, cased: string): TRawMention[] {
  const found: TRawMention[] = [];
  const n = lower.length;
  const terminals: [TNode, number][] = [];
  let i = 0;
  while (i < n) {
    const firstNode = ROOT.next.get(lower[i]!);
    if (!firstNode) {
      i++;
      continue;
    }
    let node: TNode = firstNode;
    terminals.length = 0;
    let j = i + 1;
    if (node.candidates) terminals.push([node, j]);
    while (j < n) {
      const ch = lower[j]!;
      const child = node.next.get(ch);
      if (!child) break;
      node = child;
      j++;
      if (ch === ' ') while (j < n && lower[j] === ' ') j++;
      if (node.candidates) terminals.push([node, j]);
    }
    // Deepest alias first; at one length, every candidate that fits with the same end.
    let matched: TRawMention | null = null;
    for (let t = terminals.length - 1; t >= 0 && !matched; t--) {
      const [terminal, aliasEnd] = terminals[t]!;
      let end = -1;
      const fitting: TCandidate[] = [];
      for (const c of terminal.candidates!) {
        const e = fitEnd(c, lower, cased, text, i, aliasEnd);
        if (e < 0 || (end >= 0 && e !== end)) continue;
        end = e;
        fitting.push(c);
      }
      if (fitting.length) matched = { start: i, end, candidates: fitting };
    }
    if (matched) {
      found.push(matched);
      i = matched.end;
    } else i++;
  }
  return found;
}

/** Sentence number of every offset boundary: 。！？；; newline and ". " end a sentence. */
function sentenceStarts(lower: string): number[] {
  const starts = [0];
  for (let i = 0; i < lower.length; i++) {
    const ch = lower[i]!;
    if (ch === '\n' || ch === '。' || ch === '!' || ch === '?' || ch === ';') starts.push(i + 1);
    else if (ch === '.' && (i + 1 === lower.length || /\s/.test(lower[i + 1]!))) starts.push(i + 1);
  }
  return starts;
}

/** Index of the sentence holding offset `at` (binary search over the starts). */
function sentenceOf(starts: number[], at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** What may stand between two items of one list: 、 , / | & + 和 及 与 或 and or. */
const LIST_GAP = /^\s*(?:[、,，/|&+·]|和|及|与|或|以及|and|or)?\s*$/i;

/** What follows a design tool's short name when it is used: 做片头, 剪, 调色, 合成, 抠图… (not 做客户提案). */
const DESIGN_USE =
  /^\s*(?:做[^，。；;\n]{0,3}(?:片头|片尾|特效|动效|包装|视频|剪辑|海报|合成|后期|动画|字幕|转场|MG)|制作|剪|调色|合成|渲染|抠图|修图|出图|加特效)/;

/**
 * Chooses each mention's skill by the context rules; drops mentions whose context is missing.
 * Both look at the list the mention stands in (PS、AI、CDR; Go, Rust and Python): 'skill' wants
 * another skill there or a cue earlier in the sentence (熟悉 Go, experience with R), a category
 * wants a skill of that category there, so "AI产品, UI设计" keeps AI as 人工智能.
 */
function resolve(raw: TRawMention[], lower: string): { raw: TRawMention; candidate: TCandidate }[] {
  if (!raw.some((m) => m.candidates.some((c) => c.context !== null))) {
    return raw.map((m) => ({ raw: m, candidate: m.candidates[0]! }));
  }
  const starts = sentenceStarts(lower);
  const sentence = raw.map((m) => sentenceOf(starts, m.start));
  const list: number[] = [];
  raw.forEach((m, k) => {
    const prev = raw[k - 1];
    list.push(prev && LIST_GAP.test(lower.slice(prev.end, m.start)) ? list[k - 1]! : k);
  });
  const hasPlain = raw.map((m) => m.candidates.some((c) => c.context === null));
  const skillContext = raw.map((m, k) => {
    if (!m.candidates.some((c) => c.context === 'skill')) return false;
    if (raw.some((_, o) => o !== k && list[o] === list[k] && hasPlain[o])) return true;
    return (
      SKILL_CUE.test(lower.slice(starts[sentence[k]!]!, m.start)) ||
      WRITTEN_IN.test(lower.slice(m.end, m.end + 6)) ||
      USED_WITH.test(lower.slice(Math.max(0, m.start - 3), m.start))
    );
  });
  // A design tool named by its short name and then used: "AE 做片头动效", "用 Pr 剪正片", and each
  // short name of the list so used ("用PR和AE剪客户样片").
  const designUsed = new Set<number>();
  raw.forEach((m, k) => {
    if (m.candidates.some((c) => c.context === 'design') && DESIGN_USE.test(lower.slice(m.end, m.end + 6)))
      designUsed.add(list[k]!);
  });
  const holds = (c: TCandidate, k: number): boolean => {
    if (c.context === null) return true;
    if (c.context === 'skill') return skillContext[k]!;
    if (c.context === 'design' && designUsed.has(list[k]!)) return true;
    return raw.some(
      (m, o) =>
        o !== k &&
        list[o] === list[k] &&
        m.candidates.some(
          (d) => d.entry.category === c.context && (d.context === null || (d.context === 'skill' && skillContext[o])),
        ),
    );
  };
  const out: { raw: TRawMention; candidate: TCandidate }[] = [];
  raw.forEach((m, k) => {
    const candidate = m.candidates.find((c) => holds(c, k));
    if (candidate) out.push({ raw: m, candidate });
  });
  return out;
}

/**
 * Every skill of the lexicon mentioned in the text, in order, with the text as written and its
 * offsets. Deterministic; mentions never overlap.
 */
const WORDS = new Intl.Segmenter('zh', { granularity: 'word' });
const ALL_CJK = /^[\u3400-\u9fff\uf900-\ufaff]+$/;

/**
 * Whether a two-character Chinese match ends inside a word that starts within it: 行政 of 限行政策
 * (限|行|政策), 法语 of 词法语法 (词|法|语法), 合规 of 组合规则, 帆软 of 云帆软件. Only that edge: ICU's
 * dictionary often joins a character to the word before (前后|端, 做法|务), so a match starting inside
 * a word is kept, as is the start of a longer word (行政部).
 */
function cutsAWord(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - 8);
  const window = text.slice(from, Math.min(text.length, end + 8));
  for (const w of WORDS.segment(window)) {
    const a = from + w.index;
    const b = a + w.segment.length;
    // ICU joins a conjunction to the word before it (运|维和, 尽|调和): no word is cut there.
    if (a > start && a < end && b > end && !/^[和与及的了在是并或等]/.test(text.slice(end))) return true;
  }
  return false;
}

export function extractSkills(text: string): TSkillMention[] {
  if (!text) return [];
  const lower = fold(text, true);
  const cased = fold(text, false);
  return resolve(scan(text, lower, cased), lower)
    .filter(
      ({ raw }) =>
        raw.end - raw.start !== 2 ||
        !ALL_CJK.test(text.slice(raw.start, raw.end)) ||
        !cutsAWord(text, raw.start, raw.end),
    )
    .map(({ raw, candidate }) => ({
      id: candidate.entry.id,
      name: candidate.entry.name,
      category: candidate.entry.category,
      matched: text.slice(raw.start, raw.end),
      start: raw.start,
      end: raw.end,
    }));
}

/** The distinct skills of a text, in order of first mention, with how often each is mentioned. */
export function skillSet(text: string): TSkillSummary[] {
  const byId = new Map<string, TSkillSummary>();
  for (const m of extractSkills(text)) {
    const seen = byId.get(m.id);
    if (seen) seen.count++;
    else
      byId.set(m.id, {
        id: m.id,
        name: m.name,
        category: m.category,
        count: 1,
        first: { matched: m.matched, start: m.start, end: m.end },
      });
  }
  return [...byId.values()];
}

const VERSION_SUFFIX = /\s*v?\d+(?:\.\d+)*(?:\.x)?\+?$/i;
const GENERIC_SUFFIX = /\s*(开发|编程|技术|框架|语言|能力|技能|经验|证书|skills?|experience|programming|development)$/i;

function lookup(term: string): string | null {
  const key = keyOf(fold(term, true));
  const candidates = ALIAS_INDEX.get(key);
  if (!candidates) return null;
  const casedKey = keyOf(fold(term, false));
  // A term given as a skill needs no context; prefer a plain alias, then one whose case fits.
  const ordered = [...candidates].sort((a, b) => Number(a.context !== null) - Number(b.context !== null));
  const fitting =
    ordered.find((c) => c.casedKey === null || c.casedKey === casedKey) ?? ordered.find((c) => !c.isSingleLetter);
  return fitting?.entry.id ?? null;
}

/**
 * The canonical id of a term that names a skill (a resume's skills line, a requirement word):
 * `k8s` → kubernetes, `前端` → frontend, `Vue3` → vue, `Python开发` → python; null when the term
 * is not in the lexicon. Case rules are relaxed (the term is already a skill) except for single
 * letters: `r` is not R.
 */
export function normaliseSkill(term: string): string | null {
  let t = term.trim().replace(/[\s.,;:!?。，；：、！？]+$/, '');
  for (let round = 0; round < 3 && t; round++) {
    const id = lookup(t);
    if (id) return id;
    const stripped = t.replace(VERSION_SUFFIX, '').replace(GENERIC_SUFFIX, '').trim();
    if (stripped === t) break;
    t = stripped;
  }
  return null;
}

// ── Keywords outside the lexicon ─────────────────────────────────────────────────────────────

const REQUIREMENT_LINE =
  /(熟悉|掌握|精通|了解|熟练|具备|具有|优先|经验|能力|要求|擅长|背景|学历|专业|证书|proficien|experience|knowledge|familiar|required|must|preferred|ability|degree|understanding|background)/i;

const CHINESE_GENERIC = new Set(
  (
    '负责 相关 以上 工作 经验 能力 要求 优先 熟悉 掌握 精通 了解 良好 具备 具有 岗位 职位 公司 团队 进行 能够 以及 我们 ' +
    '参与 完成 专业 学历 本科 硕士 博士 大专 优秀 较强 一定 熟练 使用 基础 主动 积极 认真 独立 快速 问题 项目 业务 ' +
    '需求 任职 资格 职责 描述 内容 包括 其他 理解 方面 领域 行业 至少 左右 毕业 全日制 统招 不限 年龄 可以 需要 希望 ' +
    '愿意 喜欢 拥有 有过 曾经 通过 帮助 提升 优化 支持 协助 配合 根据 按照 保证 确保 推动 实现 提供 建立 制定 维护 ' +
    '编写 日常 各类 各种 较好 加分 者优先 工作经验 薪资 福利 五险一金 年终奖 双休 周末 带薪 年假 地点 时间 上班 ' +
    '以上学历 及以上 相关专业 一年 两年 三年 五年 如果 或者 并且 而且 以及 等等 良好的 优先考虑 具有一定 一定的 ' +
    '工作职责 任职要求 岗位职责 职位描述 加入 成长 发展 机会 平台 环境 氛围 待遇 薪酬 面议 招聘 人员 同事 合作 ' +
    '开发 设计 管理 分析 产品 技术 系统 服务 数据 用户 客户 市场 方案 模块 功能 流程 规范 文档 质量 效率 核心 ' +
    '主要 重要 相应 对应 有效 高效 持续 不断 及时 准确 熟练掌握 熟练使用 熟悉使用 深入 深刻 扎实 丰富 较强的 ' +
    '清晰 优先录用 经历 背景 方向 思路 意识 态度 精神 热情 热爱 善于 乐于 对于 关于 其中 之一 以下 一些 部分 ' +
    '教育 专业技能 证书 擅长 沟通 顺畅 分享 获得 取得 担任 负责人 期间 目前 现在 至今 主导 独立 熟练运用 实际 成功'
  ).split(' '),
);

const ENGLISH_GENERIC = new Set(
  (
    'the and or of to in for with a an on at by is are be as we you our your will can must should have has this that ' +
    'it its from job role team work working experience years year skills skill ability knowledge strong excellent good ' +
    'great required requirements preferred plus including etc responsibilities responsible candidate candidates company ' +
    'business new more other across within about all any who what how help support ensure develop development manage ' +
    'management level high key based well also such per via ltd co inc salary benefits bonus please apply location full ' +
    'time part remote day week month rmb hr us uk eu ok not no yes if but so do does using use used able make join ' +
    'looking ideal successful proven track record minimum degree bachelor master phd relevant related field understanding ' +
    'solid hands deep good knowledge familiarity familiar proficiency proficient expertise desirable essential nice ' +
    'opportunity opportunities environment client clients customer customers service services project projects product ' +
    'products system systems data solutions solution process processes senior junior lead staff office'
  ).split(' '),
);

/**
 * Pieces jieba cuts out of an advert that are not things a resume can show: function words
 * (及其, 一种), bare category nouns (框架, 工具, 生态: the framework is the term, not the word
 * "framework"), and the people an advert addresses (实践者, 开发者).
 */
const CHINESE_FRAGMENTS = new Set(
  (
    '框架 工具 生态 体系 机制 手段 方法 方式 原理 概念 思维 思路 场景 知识 技能 技巧 语言 工程 平台 环境 ' +
    '实践 实践者 开发者 使用者 从业者 候选人 人选 构建 搭建 常用 主流 相应 常见 一种 一些 至少 及其 及以上 ' +
    '以上学历 本科 学历 学位 专业 相关 领域 方向 能力 精神 态度 意识 经验 工作 岗位 职位 优先 加分 类似 同类 ' +
    '以及 或者 并且 其他 其它 任一 任意 之一 等等 一定 基本 基础 较强 良好 优秀 扎实 丰富 深入 系统 技术 方案 ' +
    '产品 业务 项目 团队 核心 代码 性能 需求 问题 内容 模块 功能 数据 服务 质量 效率 工程师 专员 人员 助理 实习生'
  ).split(' '),
);
/** jieba tags of function words and fragments: conjunctions, prepositions, particles, adverbs, numerals, measure words, locatives, suffixes, pronouns, adjectives. */
const FUNCTION_TAGS = /^(?:c|p|u[a-z]*|d|m|mq|q|f|k|r[a-z]*|a|ad|an|y|e|o|z|zg)$/;
/** A term may not start or end with a function character (或云, 实践者, 及其). */
const FUNCTION_EDGE = /^[及其或等与和的之以各该此每所被把对在为有并而]|[者的地得了等及之其]$/;
const DEGREE_WORD = /本科|硕士|博士|大专|专科|学历|学位|统招|全日制|毕业/;
/** How well or how much, not what: 控制能力, 敏锐度, 基本功, 成绩优良, a level (二级; not 偿付能力). */
const QUALITY_WORD =
  /(?:(?:控制|执行|组织|协调|学习|分析|表达|管理|创新|应变|抗压)能力|意识|敏锐度|基本功|优良|突出)$|^[一二三四五初中高]级$/;

/**
 * The minimum quality of a Chinese keyword: 2–4 Chinese characters, not a generic advert word,
 * not a function word or fragment by its part of speech, its edges or the fragment list, and no
 * degree wording (degrees are judged on their own).
 */
function isChineseTerm(word: string, tag: string): boolean {
  return (
    word.length >= 2 &&
    word.length <= 4 &&
    /^[\u3400-\u9fff\uf900-\ufaff]+$/.test(word) &&
    !CHINESE_GENERIC.has(word) &&
    !CHINESE_FRAGMENTS.has(word) &&
    !FUNCTION_TAGS.test(tag) &&
    !FUNCTION_EDGE.test(word) &&
    !DEGREE_WORD.test(word) &&
    !QUALITY_WORD.test(word)
  );
}

const LATIN_TOKEN = /[A-Za-z][A-Za-z0-9]*(?:[.+#-][A-Za-z0-9+#]+)*[+#]*/g;
const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/g;

/** A Latin token that looks like a product or technology name rather than an English word. */
function looksLikeTerm(token: string, line: string, at: number, isChineseLine: boolean): boolean {
  if (token.length < 2 || ENGLISH_GENERIC.has(token.toLowerCase())) return false;
  if (/[A-Z]/.test(token.slice(1)) || /\d/.test(token) || /[.+#-]/.test(token)) return true; // GraphQL, K8s, S3, Node.js
  if (isChineseLine) return true; // a Latin word among Chinese is almost always a name
  if (!/^[A-Z]/.test(token)) return false;
  const before = line.slice(0, at).trimEnd();
  return before !== '' && !/[.!?:;•·*\-–(（\d]$/.test(before); // capitalised mid-sentence: a name
}

/**
 * Important terms of a text that the lexicon does not know, for catching requirement words the
 * lexicon misses (later: a job's keywords missing from a resume). Simple and deterministic:
 *
 * 1. Skill mentions found by `extractSkills` are blanked out first, and terms that `normaliseSkill`
 *    knows are skipped, so only non-lexicon terms come back.
 * 2. Latin tokens are kept when they look like names: inner capitals, digits or `.+#-`
 *    (GraphQL, S3, Node-RED), any Latin word inside a Chinese line, or a capitalised word that
 *    does not start a sentence; common English words are dropped.
 * 3. Chinese terms: jieba segments (`segmentTagged`) of 2–4 Chinese characters that pass
 *    `isChineseTerm` (not generic advert words such as 负责, 经验, 优先; not function words or
 *    fragments such as 及其, 生态, 实践者, 专业本科), taken only from requirement lines (熟悉, 掌握,
 *    优先, experience with…) when the text has any, else from every line.
 * 4. Score = occurrences, +1 when seen on a requirement line; ties keep the order of first
 *    appearance. Returns at most `limit` terms (default 20).
 */
export function extractKeywords(text: string, options: { limit?: number } = {}): TKeyword[] {
  const limit = options.limit ?? 20;
  if (!text.trim() || limit <= 0) return [];
  let masked = '';
  let cursor = 0;
  for (const m of extractSkills(text)) {
    masked += text.slice(cursor, m.start) + ' '.repeat(m.end - m.start);
    cursor = m.end;
  }
  masked += text.slice(cursor);
  // Addresses are not terms.
  masked = masked.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/gi, (m) => ' '.repeat(m.length));

  const lines: { line: string; offset: number; isRequirement: boolean }[] = [];
  for (const m of masked.matchAll(/[^\n]+/g)) {
    lines.push({
      line: m[0],
      offset: m.index,
      isRequirement: REQUIREMENT_LINE.test(text.slice(m.index, m.index + m[0].length)),
    });
  }
  const hasRequirementLines = lines.some((l) => l.isRequirement);

  const terms = new Map<string, TKeyword>();
  const add = (term: string, start: number, isRequirement: boolean) => {
    const key = term.toLowerCase();
    const seen = terms.get(key);
    if (seen) {
      seen.count++;
      seen.inRequirements ||= isRequirement;
    } else if (normaliseSkill(term) === null) {
      terms.set(key, { term, count: 1, start, inRequirements: isRequirement });
    }
  };

  for (const { line, offset, isRequirement } of lines) {
    const cjkCount = (line.match(CJK_RUN) ?? []).reduce((sum, run) => sum + run.length, 0);
    const isChineseLine = cjkCount > 0 && cjkCount * 3 >= line.replace(/\s/g, '').length;
    for (const m of line.matchAll(LATIN_TOKEN)) {
      const token = m[0].replace(/[.-]+$/, '');
      if (m.index > 0 && /[0-9]/.test(line[m.index - 1]!)) continue; // 200ms, 5k
      if (looksLikeTerm(token, line, m.index, isChineseLine)) add(token, offset + m.index, isRequirement);
    }
    if (hasRequirementLines && !isRequirement) continue;
    for (const run of line.matchAll(CJK_RUN)) {
      if (run[0].length < 2) continue;
      let at = 0;
      for (const { word, tag } of segmentTagged(run[0])) {
        const pos = run[0].indexOf(word, at);
        if (pos >= 0) at = pos + word.length;
        if (isChineseTerm(word, tag)) add(word, offset + run.index + Math.max(pos, 0), isRequirement);
      }
    }
  }

  return [...terms.values()]
    .sort((a, b) => b.count + Number(b.inRequirements) - (a.count + Number(a.inRequirements)) || a.start - b.start)
    .slice(0, limit);
}

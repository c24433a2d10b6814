import { getSkill, type TSkillMention } from '../../../text/index.ts';
import { FAMILY_IDS, isMemberOf, MEMBER_FAMILIES } from './find.ts';
import { CJK } from './helpers.ts';

/** Alternatives a requirement offers: "A 或 B", "HT/LT", "计算机、软件工程等相关专业", "… or yoga". */

/** The list of majors before 专业 ("计算机、软件工程等相关专业"), when it names more than one. */
const MAJOR_NAME = '[\\u4e00-\\u9fffA-Za-z]{1,12}';
const MAJOR_LIST = new RegExp(
  // Names joined by 、 / 或, ending right at (等)(相关)专业 — not at 专业技能, 专业的, 专业设计软件…
  `(?:${MAJOR_NAME}(?:[、/]|或者?))+${MAJOR_NAME}(?:等|或)?(?:相关|相近)?专业(?![技素的开设知能水服化术课])`,
  'g',
);
export function majorListSpan(text: string): { start: number; end: number } | null {
  for (const m of text.matchAll(MAJOR_LIST)) return { start: m.index, end: m.index + m[0].length };
  return null;
}

/** "A", "A 或 B", "A、B 或 C". */
export const either = (names: string[]) =>
  names.length <= 1 ? names.join('') : `${names.slice(0, -1).join('、')} 或 ${names.at(-1)}`;

/** "or" and "或(者)" between two skills make them alternatives. */
const ALTERNATIVE = /^\s*(?:[,，]?\s*(?:and\/)?or\s+|或者?\s*)$/i;
/**
 * "/" makes a pair of alternatives ("HT/LT") in Latin text; in Chinese adverts "Java/Spring/MySQL"
 * means all of them, unless it gives examples of one kind ("Webpack/Vite 等构建工具", but not
 * "Java/Spring/MySQL 等") or joins two of one family (`isChoicePair`: "Java/Go", "RocketMQ/Kafka").
 */
const SLASH = /^\s*\/\s*$/;
/** Up to four words between two mentions of one thing: 软考 | 高级 | 信息系统项目管理师. */
const SAME_ASK = /^\s*[\u4e00-\u9fff]{0,4}\s*$/;
/** A word of the kind before 或 (职称或, 证书或, 语言或). */
const KIND_WORD_OR = /^\s*[\u4e00-\u9fff]{1,4}\s*或者?\s*$/;
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
    // The same thing named again within a few words (软考高级信息系统项目管理师) is the same ask.
    if (last?.keys.includes(m.key) && SAME_ASK.test(between)) {
      last.end = m.end;
      return;
    }
    const viaOr =
      ALTERNATIVE.test(between) ||
      // Two of one kind with a word of that kind before 或: 中级会计师职称或注册会计师证书.
      (!!last && KIND_WORD_OR.test(between) && last.keys.every((k) => options.isSameKind?.(k, m.key) === true));
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

export const skillGroups = (text: string, mentions: readonly TSkillMention[]) =>
  alternativeGroups(
    text,
    mentions.map((m) => ({ key: m.id, start: m.start, end: m.end })),
    { isChoicePair, isSameKind: (a, b) => getSkill(a)?.category === getSkill(b)?.category },
  );

/** The keywords where the text has them (the first place after the one before), in that order. */
export function keywordGroups(text: string, keywords: readonly string[]): string[][] {
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

/** Words that lead into what an item asks (熟悉, 能熟练使用): not part of its first example. */
const ASK_LEAD = /^(?:[^、/]*?(?:熟悉|掌握|了解|精通|熟练使用|熟练掌握|熟练|使用|运用|会用|具备|有)\s*)*/;
/** Where the kind named after 等 ends: the clause, or a second ask joined by 和 / 及 / 并. */
const KIND_END = /[，,；;。]|和|及|以及|并/;

/**
 * Lists of examples an item gives of one kind of thing, "A/B/C 等 KIND" ("用友/金蝶等财务软件",
 * "示波器、逻辑分析仪等调试工具", "DeepFM、DIN、双塔等召回与排序模型"): the span of the examples, the span of
 * the kind, and the examples as written. One example shown meets the list, the kind included.
 */
/** "至少一种", "任一门": one of a kind, a choice. */
export const ONE_OF = String.raw`(?:中的)?(?:至少|任意|任)?(?:一种|一门)`;
const MAX_LISTS = 30;
const MAX_BEFORE = 200;

export function exampleLists(
  text: string,
): { examples: [number, number]; kind: [number, number]; items: string[]; choice: boolean }[] {
  const out: { examples: [number, number]; kind: [number, number]; items: string[]; choice: boolean }[] = [];
  let seen = 0;
  // "Go/Python/Java 至少一种编程语言", "Shell/Python 一种脚本语言": a choice of one of the kind.
  for (const m of text.matchAll(
    new RegExp(
      String.raw`等(?:常用|常见|主流|相关|各类|各种)?(?=[\u4e00-\u9fffA-Za-z])|\s*${ONE_OF}(?=[\u4e00-\u9fff]{0,4}(?:语言|数据库|框架|中间件|操作系统|工具))`,
      'g',
    ),
  )) {
    // Bounded: a long clause of markers reads its first lists only (a hostile advert of 10,000 characters).
    if (++seen > MAX_LISTS) break;
    const choice = !m[0].includes('等');
    const clauseStart = Math.max(
      m.index - MAX_BEFORE,
      Math.max(...[...'，,；;。'].map((c) => text.lastIndexOf(c, m.index)), -1) + 1,
    );
    const before = text.slice(clauseStart, m.index);
    if (!/[、/]|或/.test(before)) continue;
    const lead = ASK_LEAD.exec(before)![0].length;
    const items = before
      .slice(lead)
      .split(/\s*(?:[、/,，]|或者?)\s*/)
      .map((x) => x.trim())
      .filter(Boolean);
    if (items.length < 2) continue;
    const kindStart = m.index + m[0].length;
    const rest = text.slice(kindStart, kindStart + 40);
    const stop = KIND_END.exec(rest);
    const kindEnd = kindStart + (stop ? stop.index : rest.length);
    if (kindEnd - kindStart > 14) continue;
    out.push({ examples: [clauseStart + lead, m.index], kind: [kindStart, kindEnd], items, choice });
  }
  return out;
}

/** Where the last option of a choice ends: the words after it say what kind it is (行业经验, 相关法规). */
const OPTION_END = /行业|领域|类|方向|相关|等|经验|背景|岗位|公司|企业|方面/;

/**
 * Choices written with 或 between phrases ("有家电、建材或水处理行业渠道经验", "游戏或直播行业",
 * "数据合规或知识产权相关法律法规"): the options as written and the span they take. Read from the text,
 * so options that are no keyword or skill of the item still count.
 */
export function orLists(text: string): { span: [number, number]; items: { text: string; start: number }[] }[] {
  const out: { span: [number, number]; items: { text: string; start: number }[] }[] = [];
  for (const m of text.matchAll(/(?<!不可)或者?(?![许多缺是])/g)) {
    const clauseStart = Math.max(...[...'，,；;。'].map((c) => text.lastIndexOf(c, m.index)), -1) + 1;
    const before = text.slice(clauseStart, m.index);
    const lead = ASK_LEAD.exec(before)![0].length;
    const afterStart = m.index + m[0].length;
    const rest = text.slice(afterStart);
    const stop = /[，,；;。]/.exec(rest);
    const clauseRest = rest.slice(0, stop ? stop.index : rest.length);
    const end = OPTION_END.exec(clauseRest);
    const last = clauseRest.slice(0, end ? end.index : clauseRest.length).trim();
    if (!last || last.length > 12) continue;
    const items: { text: string; start: number }[] = [];
    let at = clauseStart + lead;
    for (const piece of before.slice(lead).split(/([、/])/)) {
      if (piece !== '、' && piece !== '/' && piece.trim())
        items.push({ text: piece.trim(), start: at + piece.indexOf(piece.trim()) });
      at += piece.length;
    }
    if (!items.length || items.some((i) => i.text.length > 12)) continue;
    items.push({ text: last, start: afterStart + clauseRest.indexOf(last) });
    out.push({ span: [items[0]!.start, afterStart + clauseRest.indexOf(last) + last.length], items });
  }
  return out;
}

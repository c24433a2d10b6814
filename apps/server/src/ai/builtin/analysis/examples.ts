import type { TSkillMention } from '../../../text/index.ts';
import { exampleLists, orLists } from './alternatives.ts';
import { KEYWORD_INDICATORS } from '../../../text/index.ts';
import type { TContext } from './context.ts';
import { findKeyword, findRelated, findSkill, isFamily, type TFound } from './find.ts';

/**
 * What an item's lists of examples leave unasked once the resume shows one example: "用友/金蝶等财务
 * 软件" is met by 金蝶 — 用友 and 财务软件 are then not missing. Returns whether the thing written at
 * `start` (a skill mention or a keyword of the item) is so excused, and the examples that met each list.
 * Skills of different kinds before 等 are no examples of one thing: "Java/Spring/MySQL 等技术栈"
 * asks for all three (docs/decisions.md, 2026-12-07). Shared by the requirement
 * check and the job keywords, so they never disagree.
 */
export function excusedByExamples(
  ctx: TContext,
  text: string,
  mentions: readonly TSkillMention[],
): { excused: (start: number) => boolean; shown: { name: string; found: TFound }[] } {
  const lists = exampleLists(text);
  if (!lists.length) return { excused: () => false, shown: [] };
  const shown = (id: string) =>
    findSkill(ctx, id).presence !== 'absent' || (isFamily(id) && findRelated(ctx, id) !== null);
  // The example each list is met by: the first mention shown, else the first item found.
  const met: { list: (typeof lists)[number]; name: string; found: TFound }[] = [];
  for (const list of lists) {
    const inList = mentions.filter((m) => m.start >= list.examples[0] && m.start < list.examples[1]);
    // Skills of different kinds before 等 are a stack, all asked ("Java/Spring/MySQL 等技术栈").
    if (!list.choice && new Set(inList.map((m) => m.category)).size > 1) continue;
    const mention = inList.find((m) => shown(m.id));
    if (mention) {
      const own = findSkill(ctx, mention.id);
      const found = own.presence !== 'absent' ? own : findRelated(ctx, mention.id)!.found;
      met.push({ list, name: mention.matched, found });
      continue;
    }
    let example = false;
    for (const item of list.items) {
      const found = findKeyword(ctx, item);
      if (found.presence === 'absent') continue;
      met.push({ list, name: item, found });
      example = true;
      break;
    }
    // The kind itself shown meets the list too: 「银行、证券等金融行业」 by a fund company.
    const kind = text.slice(...list.kind);
    const shownKind = example ? null : kindShown(ctx, kind);
    if (shownKind) met.push({ list, name: shownKind.word, found: shownKind.found });
  }
  const within = (start: number, [a, b]: [number, number]) => start >= a && start < b;
  return {
    excused: (start) => met.some(({ list }) => within(start, list.examples) || within(start, list.kind)),
    shown: met.map(({ name, found }) => ({ name, found })),
  };
}

/** What may stand between two options of one choice: 、 , / and 或 (a list that 或 ends). */
const OPTION_GAP = /^\s*(?:[、,，/]|或者?|or)\s*$/i;

/**
 * Options of a choice that mixes skills and other words ("有游戏或直播行业经验", "家电、建材或水处理",
 * "支付或电商"): a list joined by 、 / "/" with 或 in it. Where the resume shows one option, the
 * others are not asked (the option shown is credited as usual). `keywords` are the item's other words, found where the text has them.
 */
export function excusedByChoice(
  ctx: TContext,
  text: string,
  mentions: readonly TSkillMention[],
  keywords: readonly string[],
): (start: number) => boolean {
  const options = [
    ...mentions.map((m) => ({ start: m.start, end: m.end, id: m.id, shown: () => shownSkill(ctx, m.id) })),
    ...keywords
      .map((k) => ({ k, start: text.indexOf(k) }))
      .filter((o) => o.start >= 0)
      .map((o) => ({
        start: o.start,
        end: o.start + o.k.length,
        id: null,
        shown: () => findKeyword(ctx, o.k).presence !== 'absent',
      })),
  ].sort((a, b) => a.start - b.start);
  const chains: (typeof options)[] = [];
  let chain: typeof options = [];
  let or = false;
  const close = () => {
    if (chain.length > 1 && or) chains.push(chain);
    chain = [];
    or = false;
  };
  for (const o of options) {
    const last = chain.at(-1);
    const gap = last ? text.slice(last.end, o.start) : '';
    if (last && OPTION_GAP.test(gap)) {
      or ||= /或|or/i.test(gap);
      chain.push(o);
    } else {
      close();
      chain = [o];
    }
  }
  close();
  // Only the options not taken are excused: the one shown is credited as usual.
  const met = chains.filter((c) => c.some((o) => o.shown()));
  const untaken = met.flatMap((c) => c.filter((o) => !o.shown()));
  // Choices read from the text itself, options that are no keyword of the item included (建材 in
  // 「家电、建材或水处理」): one shown leaves every option of the list unasked.
  for (const list of orLists(text)) {
    const inSpan = options.filter((o) => o.start >= list.span[0] && o.start < list.span[1]);
    if (inSpan.some((o) => o.shown()) || list.items.some((item) => phraseShown(ctx, item.text)))
      untaken.push(...inSpan.filter((o) => !o.shown()));
  }
  // A skill not taken is not asked wherever the item names it again (用友U8: 用友 and U8).
  const ids = new Set(untaken.map((o) => o.id).filter(Boolean));
  const starts = new Set([
    ...untaken.map((o) => o.start),
    ...mentions.filter((m) => ids.has(m.id)).map((m) => m.start),
  ]);
  return (start) => starts.has(start);
}

const shownSkill = (ctx: TContext, id: string) =>
  findSkill(ctx, id).presence !== 'absent' || (isFamily(id) && findRelated(ctx, id) !== null);

/** A phrase of an advert shown in the resume: as written, or by a word of it the indicators know (内容社区 → 社区). */
function phraseShown(ctx: TContext, phrase: string): boolean {
  if (findKeyword(ctx, phrase).presence !== 'absent') return true;
  return Object.keys(KEYWORD_INDICATORS).some(
    (word) => word.length >= 2 && phrase.includes(word) && findKeyword(ctx, word).presence !== 'absent',
  );
}

/** The kind after 等 shown by a word of it the indicators know (金融行业 → 金融), with what shows it. */
function kindShown(ctx: TContext, kind: string): { word: string; found: TFound } | null {
  for (const word of Object.keys(KEYWORD_INDICATORS)) {
    if (word.length < 2 || !kind.includes(word)) continue;
    const found = findKeyword(ctx, word);
    if (found.presence !== 'absent') return { word, found };
  }
  return null;
}

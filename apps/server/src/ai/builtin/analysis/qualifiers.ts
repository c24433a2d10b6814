import type { TContext } from './context.ts';

/**
 * The kind an advert puts right before what it asks (「进口」单证, 「冷链」仓储, 「高压」电工证), where
 * the resume shows the thing and only the opposite kind (出口, 常温, 低压): the item is shown for
 * another kind, so it is partial at most, whatever the rest of its words add up to. Only named
 * opposites count: a kind merely not written (房地产 for a resume of 楼盘 and 置业顾问) may be
 * said in other words, and is no evidence of another kind.
 */

/** Kinds that exclude each other, both ways. */
const OPPOSITE_KINDS: readonly (readonly [string, string])[] = [
  ['进口', '出口'],
  ['冷链', '常温'],
  ['高压', '低压'],
  ['新房', '二手房'],
  ['内销', '外销'],
  ['直营', '加盟'],
  ['境内', '境外'],
  ['线上', '线下'],
];
const OPPOSITE = new Map(OPPOSITE_KINDS.flatMap(([a, b]) => [[a, b] as const, [b, a] as const]));

/** The kind said in other words: a resume of 冷藏库 or 冷冻库 has cold storage; one of a 小程序商城 sells online. */
const KIND_WORDS: Readonly<Record<string, RegExp>> = {
  冷链: /冷链|冷藏|冷冻|冷库|冷柜|-\d+\s*℃/,
  线上: /线上|电商|小程序|天猫|淘宝|京东|抖音|直播|网店|App|APP|公众号/,
  新房: /新房|一手房|一二手|新盘|开盘/,
};

/**
 * Whether the resume names the opposite kind on its own: not inside a word of both (进出口, 高低压,
 * 一二手房, 境内外), not 加盟 as joining a company (2020 年加盟本公司).
 */
function namesOpposite(text: string, other: string, kind: string): boolean {
  for (let at = text.indexOf(other); at >= 0; at = text.indexOf(other, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + other.length] ?? '';
    if (before === kind[0] || before === '一' || after === kind[kind.length - 1]) continue;
    if (other === '加盟' && /[本我该贵]|公司|团队|集团/.test(text.slice(at + 2, at + 4))) continue;
    return true;
  }
  return false;
}

/**
 * The kind the item asks of something the resume shows, where the resume names only the opposite
 * kind: { kind: '进口', other: '出口', head: '单证' }. None when the resume has the kind asked too
 * (by name or in other words), or when any thing asked is shown of a kind the resume does not
 * oppose. `found` gives the spans of the item's words and skills the resume shows.
 */
export function missingKind(
  ctx: TContext,
  clean: string,
  found: readonly { start: number; end: number; text: string }[],
): { kind: string; other: string; head: string } | null {
  const text = ctx.text;
  let missing: { kind: string; other: string; head: string } | null = null;
  for (const head of found) {
    // Written right before what it qualifies (jieba reads 「有线上运营」 as 有线 / 上).
    const kind = [...OPPOSITE.keys()].find((k) => clean.slice(head.start - k.length, head.start) === k);
    if (!kind) continue;
    const other = OPPOSITE.get(kind)!;
    if ((KIND_WORDS[kind] ?? new RegExp(kind)).test(text) || !namesOpposite(text, other, kind)) return null;
    missing ??= { kind, other, head: head.text };
  }
  return missing;
}

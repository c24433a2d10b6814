import type { TSwapped } from './source-credit.ts';
import { NEGATED_BEFORE, idf, termSet } from './terms.ts';

/**
 * A fact said the other way round by its modal: the reference says a thing cannot (need not, does
 * not support…) do something, the answer says of the same thing that it can, or the reverse —
 * 「static 方法不能被重写」 against 「static 方法是可以重写的」, 「focus、blur 不能直接委托」 against
 * 「focus、blur 也可以直接委托」. Deterministic and conservative: the two clauses must name the same
 * specific thing before the modal (a clause without one takes its sentence's) and the same act
 * right after it (and its object, where the reference names one); the answer's clause must not
 * ask, quote a belief, set a condition or compare, and the answer must not also say the
 * reference's way of that thing or without a subject. Rules and figures: docs/ai-engine.md.
 */

/** Modals by kind, each with its denial: 能 / 不能, 支持 / 不支持… (the denial is tried first). */
const MODALS: readonly { kind: string; no: RegExp; yes: RegExp }[] = [
  {
    kind: 'can',
    no: /不能|无法|不可以|不可(?!能|见|靠|用|达|重|读|写|变|选|控|信|行|或缺)|没法|没办法/,
    // 能 and 可 of 性能, 功能, 可能, 可见, 可靠… are no modal; 能否 asks.
    yes: /能够|(?<![性功可智职效技本体万潜热动势核节电产])能(?![力耗量源否级])|可以|(?<=[仍也都均还亦])可(?![能见靠用达重读写变选控信行])/,
  },
  { kind: 'allow', no: /不允许|不准/, yes: /允许/ },
  { kind: 'support', no: /不支持/, yes: /支持/ },
  { kind: 'need', no: /不需要|不用|不必|无需|无须/, yes: /需要|必须|得要/ },
  // 保证 is an act of 能 (能保证, 不能保证, 没法保证) and a modal of its own (不保证): both read as 能 + 保证.
  // …and 没有先后保证 denies it as 不保证 does.
  // (「没有加锁也能保证」, 「无锁也能保证」 and 「无论如何保证」 affirm it).
  {
    kind: 'guarantee',
    no: /不保证|(?:没有|没|无(?!论))[^，。；、,;能也可会都]{0,4}保证/,
    yes: /(?<![能够以可法])保证/,
  },
  { kind: 'exist', no: /不存在/, yes: /存在/ },
  // 会 as "will" (会阻塞, 不会丢), not of 会话, 学会, 机会, 开会, 社会, 会员.
  { kind: 'will', no: /不会/, yes: /(?<![学机开社体理约聚误领都])会(?![话员议计场])/ },
];

/** Words between a modal and its act that say nothing of the act: 被重写, 直接委托, 再赋值. */
const ACT_PREFIX = /^(被|再|直接|去|来|也|都|还|就|一样|同时|继续|重新)+/;
/**
 * An act that is itself a denial, within its first words (会拒绝执行, 能有效防止, 会加内存屏障禁止):
 * its modal's polarity is not the fact's, so no such clause is read, on either side (会拒绝执行 is
 * 不会执行; 能防止攻击 is no 能 to weigh against 不能).
 */
const DENYING_ACT = /^.{0,8}?(拒绝|禁止|阻止|拦截|拦下|放弃|停止|避免|防止|丢弃|过滤|屏蔽|杜绝|限制)/;
/** A clause that compares, quotes a belief or asks: what it says is not the answer's claim. */
const NOT_A_CLAIM =
  /相比|比起|不像|不同于|区别于|而不是|以为|认为|觉得|有人说|听说|不是说|是不是|能不能|可不可以|能否|是否|支不支持|需不需要|吗|呢|么$|如果|假如|要是|一旦|除非|只要|除了|才能|才可以/;
/** Words before a yes that leave it open or deny it: 不一定能, 未必可以, 并不是都能, 很难直接保证. */
const DOUBTED = /(不一定|未必|不见得|并不|并非|不是|不太|不都|不全|很难|难以|较难|不易|不容易|不好)\S{0,2}$/;
/** A clause longer than this is not read (a run-on sentence without commas). */
const MAX_CLAUSE = 60;

interface TModalClause {
  kind: string;
  negative: boolean;
  subject: string;
  act: string;
}

/** The first modal of a clause, with what stands before it and the act after it. */
function modalOf(clause: string): TModalClause | null {
  let best: (TModalClause & { at: number }) | null = null;
  for (const m of MODALS)
    for (const [negative, re] of [
      [true, m.no],
      [false, m.yes],
    ] as const) {
      const hit = re.exec(clause);
      if (!hit) continue;
      // A yes inside a denial (可以 of 不可以) or after one (不一定能, 并不是可以) is no yes.
      const before = clause.slice(Math.max(0, hit.index - 8), hit.index);
      if (!negative && (m.no.test(clause) || NEGATED_BEFORE.test(before) || DOUBTED.test(before))) continue;
      if (best && best.at <= hit.index && !(best.at === hit.index && negative)) continue;
      const rest = clause.slice(hit.index + hit[0].length).replace(ACT_PREFIX, '');
      best = {
        at: hit.index,
        kind: m.kind === 'guarantee' ? 'can' : m.kind,
        negative,
        subject: clause.slice(0, hit.index),
        act: m.kind === 'guarantee' ? `保证${rest}` : rest,
      };
    }
  return best && { kind: best.kind, negative: best.negative, subject: best.subject, act: best.act };
}

/** The act's first word: its first two CJK characters, or its first Latin word. */
function actHead(act: string): string | null {
  const m = /^(?:[a-z][a-z0-9_+#-]*|[\u3400-\u9fff]{2})/.exec(act);
  return m ? m[0] : null;
}

/**
 * Specific terms of a subject: its Latin words and the CJK pairs rare in the bank — not its skills
 * or concepts, which join two things a comparison keeps apart (InnoDB and MyISAM are both §mysql).
 */
function subjectTerms(subject: string): Set<string> {
  return new Set(
    [...termSet(subject)].filter((t) => /^[a-z]/.test(t) || (/^[\u3400-\u9fff]{2}$/.test(t) && idf(t) >= 4)),
  );
}

/** The things of the question a subject names (list, set): its words the question has, not concepts or skills. */
const thingsOf = (subject: string, asked: ReadonlySet<string>) =>
  [...termSet(subject)].filter((t) => asked.has(t) && !t.startsWith('≈') && !t.startsWith('§'));

/** The clauses of a text that claim something: a clause ending in a question mark asks. */
const clausesOf = (text: string) =>
  (text.replace(/\s+/g, ' ').match(/[^，,；;。！？!?\n：:]+[，,；;。！？!?\n：:]?/g) ?? [])
    .filter((c) => !/[？?]$/.test(c))
    .map((c) => c.replace(/[，,；;。！!\n：:]$/, '').trim())
    .filter((c) => c && c.length <= MAX_CLAUSE);

/** An act's word and the shorter words said for it (使用 → 用, 修改 → 改). */
const SAME_ACT: Readonly<Record<string, readonly string[]>> = {
  使用: ['用'],
  修改: ['改'],
  删除: ['删'],
  创建: ['建', 'new'],
  重写: ['覆盖', '覆写', 'override'],
  访问: ['读', '拿到'],
};

/** What an act is done to: the terms of the few characters after its word (属性 of 修改属性). */
function objectTerms(act: string, head: string): Set<string> {
  return termSet(act.slice(head.length, head.length + 8));
}

/** Whether a clause says the reference's act: the same kind of modal, its word, and something of its object. */
function sameAct(ref: TModalClause, head: string, object: ReadonlySet<string>, b: TModalClause): boolean {
  const act = b.act.slice(0, 10);
  if (ref.kind !== b.kind || ![head, ...(SAME_ACT[head] ?? [])].some((w) => act.includes(w))) return false;
  // 「不能修改引用」 is not said against 「可以修改属性」: another object.
  if (!object.size) return true;
  const theirs = termSet(b.act.slice(0, 14));
  return [...object].some((t) => theirs.has(t));
}

/** A sentence's subject from its first clause: what stands before its first verb-like modal, or its Latin names. */
function leadSubject(lead: string): string {
  const folded = lead.replace(/\s+/g, ' ').trim();
  const m = modalOf(folded);
  if (m) return m.subject;
  return (folded.match(/[a-z][a-z0-9_+#.-]*/g) ?? []).join(' ');
}

/** The answer's clause that says the reference clause's fact with the other polarity, if any. */
export function polarityFlip(
  answerFolded: string,
  clause: string,
  asked: ReadonlySet<string>,
  /** The first clause of the clause's sentence: its subject stands for a clause without one (「volatile 保证可见性，但不能保证原子性」). */
  lead = '',
): TSwapped | null {
  const folded = clause.replace(/\s+/g, ' ').trim();
  const ref = modalOf(folded);
  if (!ref || DENYING_ACT.test(ref.act)) return null;
  const act = ref.act.trim();
  const head = actHead(act);
  const subject = subjectTerms(ref.subject).size ? ref.subject : leadSubject(lead);
  const named = subjectTerms(subject);
  if (!head || !named.size) return null;
  const object = objectTerms(act, head);
  const things = thingsOf(subject, asked);
  const found = clausesOf(answerFolded)
    .map((c) => ({ c, m: modalOf(c) }))
    .filter(
      (x): x is { c: string; m: TModalClause } =>
        x.m !== null && !DENYING_ACT.test(x.m.act) && sameAct(ref, head, object, x.m),
    )
    .map((x) => ({ ...x, own: subjectTerms(x.m.subject) }));
  const rightWay = found.filter((x) => x.m.negative === ref.negative);
  // Said the reference's way without a subject of its own (「…，但可以修改属性」): of the question's thing.
  if (rightWay.some((x) => x.own.size === 0)) return null;
  // A clause said the other way of a thing the answer also says the reference's way is no swap
  // (「static 方法可以重写」 stands against 「private 和 final 的方法不能重写」: only static is wrong).
  const right = new Set(rightWay.flatMap((x) => [...x.own]));
  const wrong = found.find(
    (x) =>
      x.m.negative !== ref.negative &&
      !NOT_A_CLAIM.test(x.c) &&
      [...x.own].some((t) => named.has(t) && !right.has(t)) &&
      ![...x.own].some((t) => right.has(t)) &&
      // Each side names something the other does not (「Redis 多线程」 against 「Redis 单线程」): two things.
      !([...x.own].some((t) => !named.has(t)) && [...named].some((t) => !x.own.has(t))) &&
      // Of another thing the question names (「Set 里的元素不能重复」 beside 「List 的元素可以重复」).
      thingsOf(x.m.subject, asked).every((t) => things.includes(t)),
  );
  return wrong
    ? { kind: 'opposite', said: wrong.c.length > 24 ? `${wrong.c.slice(0, 24)}…` : wrong.c, expected: clause.trim() }
    : null;
}

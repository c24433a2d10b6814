import { gap, type TModification, type TRequirementMatch } from '@offerpilot/shared';
import { factViolations, type TFactSource } from '../../fact-check.ts';
import { getSkill, hasFigureOrVersion, normaliseSkill, isQuantified } from '../../../text/index.ts';
import { coachZh } from './coach-zh.ts';
import { coachEn } from './coach-en.ts';
import { isKnownPast, pastOfBase } from '../inflection.ts';
import { isZh, quote, uniq, spaced } from './text.ts';
import { type TBulletSection, type TBulletRef, listBullets, splitBullet } from './bullets.ts';
import {
  type TWording,
  isVerbForm,
  rewordText,
  zhLength,
  enWords,
  splitLong,
  splitActions,
  resultFirst,
} from './wording.ts';
import { hasGap, withoutGaps, withQuantifyGap, needsQuantifying } from './gaps.ts';
import { type TPositionPlan, requirementFor, requirementOfTerm, bestBulletFor } from './position.ts';

/** One bullet rewritten (wording, coach steps, result first, one gap at most) and the bullet modifications of a resume. */

// ── Bullet modifications ─────────────────────────────────────────────────────────────────────

export interface TBulletOptions {
  /** Sections to work on (default: all bullet sections). */
  sections?: TBulletSection[];
  /** Only these bullets (verbatim texts). */
  only?: string[];
  wording?: boolean;
  quantify?: boolean;
  split?: boolean;
  concise?: boolean;
  /** Add "where did you use X" gaps for the job's listed-but-unshown skills. */
  positionGaps?: boolean;
  /** At most this many quantification gaps per entry (default 4). */
  gapsPerEntry?: number;
  /**
   * Keep changes that only add a gap (the assistant, asked to "quantify this", offers exactly
   * that). The optimisation leaves it off: its changes rewrite the sentence itself.
   */
  allowGapOnly?: boolean;
}

/**
 * The coach's steps (rewrite/coach-zh.ts, rewrite/coach-en.ts); in English every sentence of the
 * bullet opens on a verb, not only the first ("…. The creation of a portal" → "Created a portal").
 */
export function coachBody(body: string): TWording {
  if (isZh(body)) return coachZh(body);
  const notes: string[] = [];
  const sentences = body.split(/(?<=[.;])\s+(?=[A-Z])/);
  const reopened = sentences
    .map((s, i) => {
      if (i === 0) return s;
      const w = rewordText(s);
      notes.push(...w.notes);
      return w.notes.length ? w.text : s;
    })
    .join(' ');
  const coached = coachEn(notes.length ? reopened : body);
  return { text: coached.text, notes: uniq([...notes, ...coached.notes]) };
}

export interface TPlannedChange {
  mod: TModification;
  kinds: Set<'wording' | 'split' | 'quantify' | 'position'>;
}

/** An English label of duties before a list of actions. */
const DUTY_LABEL =
  /(?:responsibilities|responsibility|duties|tasks|achievements|accomplishments|key achievements)\s*:\s*$/i;

/** An English duty opens on a verb the inflection table knows (Built, Maintain, Developing). */
function opensOnVerb(sentence: string): boolean {
  return isVerbForm(/^[^A-Za-z]*([A-Za-z]+)/.exec(sentence)?.[1] ?? '');
}

/** Rewrites one bullet: wording, split, quantification gap, extra gaps; null when nothing changes. */
export function rewriteBullet(
  text: string,
  options: {
    wording?: boolean;
    quantify?: boolean;
    split?: boolean;
    concise?: boolean;
    extraGaps?: string[];
    /** The bullet that follows gives a figure (its result): no quantification gap here. */
    nextHasFigure?: boolean;
    /** The coach's steps (strong verb, result as effect); default on. */
    coach?: boolean;
  },
): { optimized: string; notes: string[]; kinds: Set<'wording' | 'split' | 'quantify' | 'position'> } | null {
  const split = splitBullet(text);
  const { kind } = split;
  let { prefix, body } = split;
  if (kind === 'list' || !body.trim()) return null;
  const notes: string[] = [];
  // "Responsibilities: renewed the REST API, …": the label says nothing a verb does not.
  const duty = DUTY_LABEL.exec(prefix);
  const opener = /^[A-Za-z]+/.exec(body.trim())?.[0] ?? '';
  if (options.wording !== false && duty && (isKnownPast(opener) || pastOfBase(opener))) {
    prefix = prefix.slice(0, duty.index);
    body = body.trim()[0]!.toUpperCase() + body.trim().slice(1);
    notes.push('删去「Responsibilities:」这类标签，直接以动作开头');
  }
  const kinds = new Set<'wording' | 'split' | 'quantify' | 'position'>();
  let sentence = body;
  if (notes.length) kinds.add('wording');
  if (options.wording !== false) {
    const w = rewordText(body, { concise: options.concise ?? false });
    if (w.notes.length) {
      sentence = w.text;
      notes.push(...w.notes);
      kinds.add('wording');
    }
  }
  // As a coach writes it (issue 35): the precise verb, the result as the action's effect.
  if (options.wording !== false && options.coach !== false) {
    const coached = coachBody(sentence);
    if (coached.notes.length) {
      sentence = coached.text;
      notes.push(...coached.notes);
      kinds.add('wording');
    }
  }
  // The result first, when the bullet ends on one (issue 35): "…, reducing latency by 40%".
  if (options.wording !== false) {
    const led = resultFirst(sentence);
    if (led) {
      sentence = led;
      notes.push('把成果（数字）放到句首，先说结果再说做法');
      kinds.add('wording');
    }
  }
  let parts: string[] = [sentence];
  // One source bullet stays one bullet: a split only when the user asks for one (the assistant).
  if (options.split === true) {
    const split = splitActions(sentence) ?? splitLong(sentence);
    // A split that leaves a half without its number would only hide the result.
    if (split && (isQuantified(sentence) ? split.every(isQuantified) : true)) {
      parts = split;
      notes.push(
        splitActions(sentence)
          ? '一句里写了两件事，拆成两条，每条以动作开头'
          : `原句过长（${isZh(body) ? `${zhLength(body)} 字` : `${enWords(body)} 个单词`}），拆成两条，便于快速阅读`,
      );
      kinds.add('split');
    }
  }
  const termGap = options.extraGaps?.[0];
  if (
    !termGap &&
    options.quantify !== false &&
    !(options.nextHasFigure ?? false) &&
    kind === 'action' &&
    !hasGap(body) &&
    !hasFigureOrVersion(body) &&
    body.trim().length >= 4 &&
    // A result gap only on a duty: an English line that opens on no verb ("Classic MBA for…",
    // "Process organization technologies: git…") names something, it reports no work to measure.
    (isZh(body) || opensOnVerb(parts[0]!))
  ) {
    parts[parts.length - 1] = withQuantifyGap(parts[parts.length - 1]!);
    notes.push('这条没有任何数字，看不出成果大小：已留出【待补充】位置，请填写真实的结果数据，不要编造');
    kinds.add('quantify');
  }
  // At most one gap per bullet (issue 19): the requirement term when there is one.
  if (termGap) {
    const last = parts[parts.length - 1]!;
    const zh = isZh(withoutGaps(last));
    const end = /[。.]$/.exec(last)?.[0] ?? '';
    parts[parts.length - 1] = `${last.slice(0, last.length - end.length)}${zh ? '；' : '; '}${gap(termGap)}${end}`;
    kinds.add('position');
  }
  const optimized = [prefix + parts[0], ...parts.slice(1)].join('\n');
  if (optimized === text) return null;
  return { optimized, notes: uniq(notes), kinds };
}

export function planBulletModifications(
  source: TFactSource,
  options: TBulletOptions = {},
  plan: TPositionPlan | null = null,
): TPlannedChange[] {
  const bullets = listBullets(source.json);
  const sections = options.sections ?? ['work', 'projects', 'education', 'other'];
  const only = options.only ? new Set(options.only) : null;
  const inScope = (b: TBulletRef) => sections.includes(b.section) && (!only || only.has(b.text));

  // Listed-but-unshown skills of the job → a gap in the most relevant bullet.
  const extra = new Map<string, { gaps: string[]; terms: string[]; requirement: TRequirementMatch | null }>();
  if (plan && options.positionGaps) {
    const scoped = bullets.filter(inScope);
    for (const term of plan.job.missing_keywords.in_resume_not_stated) {
      // Only a real requirement term earns a gap: a lexicon skill (not a soft skill) the position
      // asks for; keyword fragments (及其, 生态) never do.
      const id = normaliseSkill(term);
      if (!id || getSkill(id)?.category === 'soft-skill') continue;
      const requirement = requirementOfTerm(plan, term);
      if (!requirement) continue;
      // One gap per bullet: each term goes to the best bullet that has none yet.
      const target = bestBulletFor(
        scoped.filter((b) => !extra.has(b.text)),
        term,
        requirement,
      );
      if (!target) continue;
      const slot = extra.get(target.text) ?? { gaps: [], terms: [], requirement };
      slot.terms.push(term);
      slot.requirement ??= requirement;
      extra.set(target.text, slot);
    }
    for (const [text, slot] of extra) {
      const zh = isZh(text);
      const skills = slot.terms.filter((t) => normaliseSkill(t));
      const keywords = slot.terms.filter((t) => !normaliseSkill(t));
      if (skills.length) {
        slot.gaps.push(
          zh ? `在此说明使用${spaced(skills.join('、'))}的具体场景` : `where and how you used ${skills.join(', ')}`,
        );
      }
      for (const k of keywords) slot.gaps.push(zh ? `在此说明与「${k}」相关的具体做法` : `your work on "${k}"`);
    }
  }

  const gapsPerEntry = options.gapsPerEntry ?? 4;
  const gapsUsed = new Map<string, number>();
  const seen = new Set<string>();
  const out: TPlannedChange[] = [];
  for (const b of bullets) {
    if (!inScope(b) || seen.has(b.text)) continue;
    seen.add(b.text);
    const isExperience = b.section === 'work' || b.section === 'projects';
    const entryKey = `${b.section}:${b.entry}`;
    const used = gapsUsed.get(entryKey) ?? 0;
    const slot = extra.get(b.text);
    const quantify = (options.quantify ?? true) && isExperience && used < gapsPerEntry && needsQuantifying(b.text);
    const next = bullets.find((x) => x.section === b.section && x.entry === b.entry && x.line === b.line + 1);
    const bulletOptions = {
      wording: options.wording ?? true,
      quantify,
      nextHasFigure: next ? hasFigureOrVersion(next.text) : false,
      split: (options.split ?? false) && isExperience,
      concise: options.concise ?? false,
      extraGaps: slot?.gaps ?? [],
    };
    let r = rewriteBullet(b.text, bulletOptions);
    // A moved word can read as a new name to the fact check (「开拓华南区三甲医院」 taken for an
    // organisation): then the bullet keeps its own order, and only the plain wording rules apply.
    if (r && factViolations(source, r.optimized).length > 0)
      r = rewriteBullet(b.text, { ...bulletOptions, coach: false });
    if (!r) continue;
    // A change rewrites the sentence itself: a bullet kept word for word with a gap appended is
    // not a change (issue 19). What it lacks is said in the analysis instead.
    if (!options.allowGapOnly && !r.kinds.has('wording') && !r.kinds.has('split')) continue;
    if (r.kinds.has('quantify')) gapsUsed.set(entryKey, used + 1);
    const notes = [...r.notes];
    const requirement = slot?.requirement ?? requirementFor(plan, b.text);
    if (slot) {
      notes.push(
        `岗位要求${requirement ? quote(requirement.requirement) : ''}中的 ${slot.terms.join('、')} 只出现在你的技能栏或自我评价里，经历中没有体现：` +
          '如果在这段经历中确实用过，请在【待补充】处写明具体做法；没用过就删掉这个占位',
      );
    }
    const mod: TModification = {
      section: b.section,
      original: b.text,
      optimized: r.optimized,
      reason: notes.join('；'),
    };
    if (requirement) mod.requirement = requirement.requirement;
    out.push({ mod, kinds: r.kinds });
  }
  return out;
}

import { gap, type TModification } from '@offerpilot/shared';
import { factViolations, isSkillSpelling, reliableSkillMentions, type TFactSource } from '../../fact-check.ts';
import { extractSkills, getSkill, normaliseSkill } from '../../../text/index.ts';
import { uniq } from './text.ts';
import { listBullets } from './bullets.ts';
import { type TPositionPlan, requirementFor } from './position.ts';
import { type TPlannedChange } from './bullet-changes.ts';

/** Skills lines: canonical spellings, duplicates dropped, the job's skills first; a line from experience when there is none. */

// ── Skills ───────────────────────────────────────────────────────────────────────────────────

export const CLAUSE_SPLIT = /([，；;])/;
export const LIST_SEP = /\s*([、,/|])\s*/;
export const CUE =
  /^(\s*(?:熟练掌握|熟练使用|熟悉使用|精通|熟悉|掌握|了解|熟练|擅长|使用|会用|Proficient in|Familiar with|Skilled in)?\s*)/i;
export const TOKEN_SUFFIX = /\s*(?:基础|入门|熟练|精通|\(.*\)|（.*）)$/;

export const isSkillToken = (token: string) => {
  const t = token.replace(TOKEN_SUFFIX, '').trim();
  return t !== '' && normaliseSkill(t) !== null;
};

/** Canonical spelling of the skills in one line (js → JavaScript); the pairs changed. */
export function normaliseSkillNames(item: string): { text: string; pairs: [string, string][] } {
  let text = item;
  const pairs: [string, string][] = [];
  for (const m of extractSkills(item).reverse()) {
    const name = getSkill(m.id)?.name;
    if (!name || !/^[\x20-\x7e]+$/.test(name) || name.includes(' / ') || m.matched === name) continue;
    if (!isSkillSpelling(m.matched, m.id) || !isSkillSpelling(name, m.id)) continue;
    // Keep versions as written (Vue3, HTML5): only spelling and case change.
    if (
      m.matched.toLowerCase().replace(/[\s._-]/g, '') !== name.toLowerCase().replace(/[\s._-]/g, '') &&
      /\d/.test(m.matched) &&
      !/k8s/i.test(m.matched)
    )
      continue;
    text = text.slice(0, m.start) + name + text.slice(m.end);
    pairs.unshift([m.matched, name]);
  }
  return { text, pairs };
}

export interface TListClause {
  cue: string;
  tokens: string[];
  seps: string[];
  tail: string;
}

export function parseClause(clause: string): TListClause | null {
  const cue = CUE.exec(clause)?.[1] ?? '';
  let rest = clause.slice(cue.length);
  const tail = /\s*(?:等(?:技术|工具|框架)?)?[。.]?\s*$/.exec(rest)?.[0] ?? '';
  rest = rest.slice(0, rest.length - tail.length);
  const pieces = rest.split(LIST_SEP);
  const tokens = pieces.filter((_, i) => i % 2 === 0);
  const seps = pieces.filter((_, i) => i % 2 === 1);
  if (tokens.length === 0 || !tokens.every(isSkillToken)) return null;
  return { cue, tokens, seps, tail };
}

export const joinClause = (c: TListClause) =>
  c.cue +
  c.tokens.map((t, i) => (i === 0 ? t : `${c.seps[i - 1] === ',' ? ', ' : (c.seps[i - 1] ?? '、')}${t}`)).join('') +
  c.tail;

export function planSkillModifications(source: TFactSource, plan: TPositionPlan | null): TPlannedChange[] {
  const json = source.json;
  const out: TPlannedChange[] = [];
  const seenIds = new Set<string>();
  const matched = plan ? plan.matchedIds : [];
  const rank = (token: string) => {
    const id = normaliseSkill(token.replace(TOKEN_SUFFIX, '').trim());
    const i = id ? matched.indexOf(id) : -1;
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };

  for (const item of json.skills) {
    if (!item.trim()) continue;
    const notes: string[] = [];
    const { text: named, pairs } = normaliseSkillNames(item);
    if (pairs.length) notes.push(`统一技能写法：${pairs.map(([a, b]) => `${a} → ${b}`).join('、')}`);

    const clauses = named.split(CLAUSE_SPLIT);
    const removed: string[] = [];
    const moved: string[] = [];
    for (let i = 0; i < clauses.length; i += 2) {
      const clause = clauses[i]!;
      const parsed = parseClause(clause);
      if (!parsed) {
        for (const m of extractSkills(clause)) seenIds.add(m.id);
        continue;
      }
      // Duplicates (the same skill written twice, or two spellings of it).
      const keep: number[] = [];
      parsed.tokens.forEach((t, k) => {
        const id = normaliseSkill(t.replace(TOKEN_SUFFIX, '').trim());
        if (id && seenIds.has(id) && t.replace(TOKEN_SUFFIX, '').trim() === t.trim()) removed.push(t);
        else {
          keep.push(k);
          if (id) seenIds.add(id);
        }
      });
      let tokens = keep.map((k) => parsed.tokens[k]!);
      let seps = keep.slice(1).map((k) => parsed.seps[k - 1] ?? '、');
      // The job's skills first (stable).
      if (plan && tokens.length > 1) {
        const order = tokens.map((t, k) => ({ t, k, r: rank(t) })).sort((a, b) => a.r - b.r || a.k - b.k);
        if (order.some((o, k) => o.k !== k)) {
          moved.push(...order.filter((o, k) => o.k !== k && o.r !== Number.MAX_SAFE_INTEGER).map((o) => o.t));
          const sepList = seps;
          tokens = order.map((o) => o.t);
          seps = sepList.length ? tokens.slice(1).map((_, k) => sepList[Math.min(k, sepList.length - 1)]!) : [];
        }
      }
      clauses[i] = tokens.length ? joinClause({ ...parsed, tokens, seps }) : '';
    }
    let optimized = clauses.join('');
    optimized = optimized.replace(/^[，；;]+|[，；;]+$/g, '').replace(/[，；;]{2,}/g, (m) => m[0]!);
    if (removed.length) notes.push(`删去重复列出的技能：${uniq(removed).join('、')}`);
    if (moved.length) notes.push(`把岗位要求的 ${uniq(moved).join('、')} 调到这一行的前面`);
    // A rename the fact check would refuse (a spelling the resume never uses) is not proposed.
    if (optimized === item || notes.length === 0 || factViolations(source, optimized).length > 0) continue;
    const mod: TModification = {
      section: 'skills',
      original: item,
      optimized: optimized.trim(),
      reason: notes.join('；'),
    };
    const requirement = moved.length ? requirementFor(plan, moved.join('、')) : requirementFor(plan, item);
    if (plan && requirement) mod.requirement = requirement.requirement;
    out.push({ mod, kinds: new Set(['wording']) });
  }

  // No skills section: the skills the experience already shows, as a list.
  if (!json.skills.some((s) => s.trim())) {
    const en = json.meta.language === 'en';
    const experience = listBullets(json)
      .filter((b) => b.section === 'work' || b.section === 'projects')
      .map((b) => b.text)
      .join('\n');
    const forms = new Map<string, string>();
    for (const m of reliableSkillMentions(experience)) {
      const category = getSkill(m.id)?.category;
      if (category === 'soft-skill' || forms.has(m.id)) continue;
      forms.set(m.id, m.matched.trim());
    }
    const ordered = [...forms.entries()].sort(([a], [b]) => {
      const ra = matched.indexOf(a);
      const rb = matched.indexOf(b);
      return (ra < 0 ? 1e9 : ra) - (rb < 0 ? 1e9 : rb);
    });
    const names = ordered.map(([, form]) => form).slice(0, 12);
    const line = names.length
      ? `${names.join(en ? ', ' : '、')}`
      : gap(
          plan ? `与「${plan.position.name}」相关、你真正掌握的技能和工具` : '与目标岗位相关、你真正掌握的技能和工具',
        );
    const mod: TModification = {
      section: 'skills',
      original: '',
      optimized: line,
      reason: names.length
        ? `简历没有专业技能栏：从你的经历中已经写到的技能整理出一行技能清单（${names.length} 项），方便招聘方和筛选系统一眼看到`
        : '简历没有专业技能栏：留出【待补充】位置，请如实列出你掌握的技能和工具',
    };
    const requirement = requirementFor(plan, names.join('、'));
    if (plan && requirement) mod.requirement = requirement.requirement;
    out.push({ mod, kinds: new Set(['wording']) });
  }
  return out;
}

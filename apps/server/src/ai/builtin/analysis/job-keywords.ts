import type { TAiPosition } from '@offerpilot/shared';
import { extractSkills, isEverydayOrPlace, isNamedTerm } from '../../../text/index.ts';
import { keywordGroups, majorListSpan, skillGroups } from './alternatives.ts';
import type { TContext } from './context.ts';
import type { TRequirementEval } from './evaluate-requirement.ts';
import { excusedByChoice, excusedByExamples } from './examples.ts';
import { findKeyword, findRelated, findSkill, hasIndicators, isFamily, type TFound, writtenThrough } from './find.ts';
import {
  kindOfSkill,
  readRequirement,
  REQUIREMENT_LABEL,
  usefulKeywords,
  WILLINGNESS,
  willingWord,
} from './requirements.ts';
import { isSoftSkill, skillName, type TSource } from './sources.ts';

/** The job keywords: the advert's skills and other terms, sorted by their presence in the resume. */

export interface TJobKeywords {
  jobSkillIds: string[];
  reqText: string;
  matched: string[];
  statedOnly: string[];
  /** Named skills and Latin terms (Kubernetes, SAP, FBA, CET-4) the resume does not have. */
  notInResume: string[];
  /**
   * The advert's other words the resume does not have as written (心血管, 选品, 成本控制): abilities,
   * lines of work and trade words a resume as often says otherwise (心内科, 选款) — listed as wording
   * to mirror, never as something the resume lacks.
   */
  wordingOnly: string[];
  statedSources: Map<string, TSource>;
  total: number;
}

/** What to do about the advert's wording the resume does not have (shown with `wordingOnly`). */
export const WORDING_ADVICE =
  '简历里没有找到这些原词，但可能用别的说法写过（没有原词不代表没做过）。做过的，在相关经历里改用岗位的说法，招聘方和筛选系统更容易对上；没做过的不要写。';

/** A term listed as only known of or to be learnt: "信用证、报关（了解）", "希望学习直播带货". */
function onlyLearnt(line: string, term: string): boolean {
  const at = line.indexOf(term);
  if (at < 0) return false;
  const from = Math.max(line.lastIndexOf('：', at), line.lastIndexOf(':', at), 0);
  const to = line.slice(at).search(/[；;。]|$/) + at;
  return /了解|学习|希望|想学|备考|入门/.test(line.slice(from, to));
}

/** The advert's lexicon skills (requirements first) and other terms, sorted by presence. */
export function jobKeywords(ctx: TContext, position: TAiPosition, evals: TRequirementEval[]): TJobKeywords {
  const items = evals.filter((e) => !e.attitude).map((e) => e.match.requirement.replace(REQUIREMENT_LABEL, ''));
  const reqText = items.join('\n');
  // A major of a list ("计算机、软件工程等相关专业") is one choice of a field, not a job keyword.
  const keywordText = items
    .map((item) => {
      const majors = majorListSpan(item);
      return majors ? item.slice(0, majors.start) + item.slice(majors.end) : item;
    })
    .join('\n');
  const jobSkillIds: string[] = [];
  for (const text of [reqText, position.name, position.responsibilities ?? '']) {
    for (const m of extractSkills(text)) if (!jobSkillIds.includes(m.id) && !isSoftSkill(m.id)) jobSkillIds.push(m.id);
  }
  const names = new Set(jobSkillIds.map((id) => skillName(id).toLowerCase()));
  // Other terms come from the advert's text, never from a bare title ("目标岗位" names no requirement).
  // The items give the terms; when they give none (no items, or only willingness ones), the duty
  // lines that are not about willingness.
  const termText = keywordText.trim()
    ? keywordText
    : (position.responsibilities ?? '')
        .split('\n')
        .filter((line) => !(WILLINGNESS.test(line) && extractSkills(line).length === 0))
        .join('\n');
  const termMentions = extractSkills(termText);
  const extraTerms = usefulKeywords(termText, 8).filter(
    (t) => !names.has(t.toLowerCase()) && !willingWord(termText, t) && !kindOfSkill(termText, t, termMentions),
  );
  const out: TJobKeywords = {
    jobSkillIds,
    reqText,
    matched: [],
    statedOnly: [],
    notInResume: [],
    wordingOnly: [],
    statedSources: new Map(),
    total: 0,
  };
  const classify = (name: string, f: TFound) => {
    if (f.presence === 'demonstrated') out.matched.push(name);
    else if (f.presence === 'stated') {
      out.statedOnly.push(name);
      out.statedSources.set(name, f.source!);
    } else if (isNamedTerm(name, reqText)) out.notInResume.push(name);
    else out.wordingOnly.push(name);
  };
  // A job naming a family ("消息队列", "JavaScript") is met by a member the resume shows (Kafka, React).
  // A family only listed ("SQL") is shown by a member an entry shows (Hive 取数).
  const presence = (id: string): TFound => {
    const own = findSkill(ctx, id);
    const member =
      own.presence === 'absent' && isFamily(id)
        ? findRelated(ctx, id)
        : own.presence === 'stated'
          ? writtenThrough(ctx, id)
          : null;
    return member ? member.found : own;
  };
  // A skill offered as one of a choice ("Vue 或 React", "RocketMQ/Kafka") is not missing when the
  // resume has another.
  const choices = evals
    .filter((e) => !e.attitude)
    .flatMap((e) => {
      const { clean, mentions } = readRequirement(e.match.requirement);
      return skillGroups(clean, mentions).filter((group) => group.length > 1);
    });
  // An example of a list, or its kind, where the resume shows another example ("用友/金蝶等财务软件").
  const excusals = evals
    .filter((e) => !e.attitude)
    .map((e) => {
      const { clean, mentions, keywords, traits } = readRequirement(e.match.requirement);
      const asExample = excusedByExamples(ctx, clean, mentions).excused;
      const asOption = excusedByChoice(ctx, clean, mentions, keywords);
      // The words of an item of traits (能配合线上值班, 紧密配合) are traits too: never missing keywords.
      return { clean, mentions, excused: (start: number) => traits || asExample(start) || asOption(start) };
    });
  const excusedSkill = (id: string) => excusals.some((x) => x.mentions.some((m) => m.id === id && x.excused(m.start)));
  const excusedTerm = (t: string) => excusals.some((x) => x.clean.includes(t) && x.excused(x.clean.indexOf(t)));
  for (const id of jobSkillIds) {
    const found = presence(id);
    const chosen =
      found.presence !== 'demonstrated' &&
      (excusedSkill(id) ||
        (found.presence === 'absent' &&
          choices.some(
            (group) => group.includes(id) && group.some((o) => o !== id && presence(o).presence !== 'absent'),
          )));
    if (!chosen) classify(skillName(id), found);
  }
  // The same for other terms offered as a choice ("汽车或制造业行业经验").
  const termChoices = items.flatMap((item) =>
    keywordGroups(
      item,
      extraTerms.filter((t) => item.includes(t)),
    ).filter((group) => group.length > 1),
  );
  const beside = (t: string) => evals.some((e) => e.foundElse && e.match.requirement.includes(t));
  for (const t of extraTerms) {
    const found = findKeyword(ctx, t);
    const chosen =
      found.presence !== 'demonstrated' &&
      (excusedTerm(t) ||
        (found.presence === 'absent' &&
          termChoices.some(
            (g) => g.includes(t) && g.some((o) => o !== t && findKeyword(ctx, o).presence !== 'absent'),
          )));
    if (chosen) continue;
    // A word of general Chinese or a place the resume does not name, beside something else of its
    // item the resume shows, may be said in other words: not listed as missing.
    if (found.presence === 'absent' && isEverydayOrPlace(t) && beside(t)) continue;
    // A term written only in the skills line, with no other words to look for in the experience
    // (Poly, 设计规范): the resume has it, and nothing shows that the experience does not.
    if (found.presence === 'stated' && !hasIndicators(t) && !onlyLearnt(found.source!.text, t)) out.matched.push(t);
    else classify(t, found);
  }
  out.total = out.matched.length + out.statedOnly.length + out.notInResume.length + out.wordingOnly.length;
  return out;
}

import type { TAnalysisIssue } from '@offerpilot/shared';
import { extractSkills, getSkill } from '../../../text/index.ts';
import type { TContext, TDimensionResult } from './context.ts';
import { clamp, hasCjk, issue, joinNames } from './helpers.ts';
import { unshownListedSkills } from './listed-skills.ts';
import { skillName, sourceSkillIds } from './sources.ts';

/** The skills dimension of the basic rubric: breadth, evidence in the experience, repeats. */

/** Categories nobody shows in a bullet (languages, soft skills, office tools, certificates). */
const NO_EVIDENCE_EXPECTED = new Set(['soft-skill', 'language', 'certificate', 'office']);

/** End of a skills line's label ("Databases: ", "开发工具："), or 0. */
function listLabelEnd(item: string): number {
  const m = /^[^:：]{1,40}[:：]/.exec(item);
  if (!m) return 0;
  const label = m[0].slice(0, -1);
  const small = hasCjk(label) ? label.replace(/\s/g, '').length <= 8 : label.trim().split(/\s+/).length <= 5;
  return small && item.slice(m[0].length).trim() ? m[0].length : 0;
}

/** Whether [start, end) is a whole item of a list (between separators, a label or the ends). */
function isListItem(item: string, start: number, end: number): boolean {
  return (
    /(?:^|[,，、;；/|(（:：]|\s[-–·•]|\band)\s*$/.test(item.slice(0, start)) &&
    /^\s*(?:[,，、;；/|)）。]|\.(?:\s|$)|$|\s(?:and|&)\s)/.test(item.slice(end))
  );
}

/** Spelling without case, spaces, dots, versions and a ".js" tail: Vue.js = Vue3 = vue. */
const spellingKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s.\-_/]/g, '')
    .replace(/(?:js)?\d*$/, '');

/** JS = JavaScript (initials), k8s = Kubernetes (numeronym). */
function isAbbreviation(short: string, long: string): boolean {
  const s = short.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (s.length < 2 || s.length > 5 || long.length <= short.length) return false;
  const initials = (long.match(/[A-Z]|(?<=^|\s)[a-z]/g) ?? []).join('').toLowerCase();
  if (initials.length >= 2 && initials === s) return true;
  const numeronym = /^([a-z])(\d+)([a-z])$/.exec(s);
  if (!numeronym) return false;
  const letters = long.toLowerCase().replace(/[^a-z]/g, '');
  return (
    letters[0] === numeronym[1] &&
    letters[letters.length - 1] === numeronym[3] &&
    letters.length - 2 === Number(numeronym[2])
  );
}

/** Two mentions of one lexicon skill: the same word, a synonym spelling, or different tools (null). */
function sameSkillSpelling(a: string, b: string): 'same' | 'synonym' | null {
  if (a.trim().toLowerCase() === b.trim().toLowerCase()) return 'same';
  const ka = spellingKey(a);
  if (ka && ka === spellingKey(b)) return 'synonym';
  return isAbbreviation(a, b) || isAbbreviation(b, a) ? 'synonym' : null;
}

interface TSkillStats {
  distinct: number;
}

export function scoreSkills(ctx: TContext): TDimensionResult & TSkillStats {
  const { json } = ctx;
  const issues: TAnalysisIssue[] = [];
  const items = json.skills.filter((s) => s.trim());
  const experienceSkills = new Set<string>();
  for (const src of ctx.sources) {
    if (src.section === 'work' || src.section === 'projects')
      for (const id of sourceSkillIds(src)) experienceSkills.add(id);
  }
  if (items.length === 0) {
    const score = Math.min(30, experienceSkills.size * 5);
    return {
      score,
      distinct: 0,
      explanation: `没有专业技能栏；经历中识别出 ${experienceSkills.size} 项技能，每项 5 分、最多 30 分，得 ${score} 分。`,
      issues: [
        issue(
          'skills',
          experienceSkills.size ? 'medium' : 'high',
          'skills',
          '',
          '没有单独的技能栏，招聘方和筛选系统难以快速看到你的技能',
          experienceSkills.size
            ? `增加「专业技能」一栏，列出经历中已经用到的 ${joinNames([...experienceSkills].slice(0, 5).map(skillName))} 等技能。`
            : '增加「专业技能」一栏，列出与目标岗位相关的技能、工具和熟练程度。',
        ),
      ],
      strengths: [],
    };
  }

  // Mentions in the skills section, in order; duplicates and synonyms.
  const firstSeen = new Map<string, { item: string; matched: string; standalone: boolean }>();
  const duplicateIds = new Set<string>();
  for (const item of items) {
    const labelEnd = listLabelEnd(item);
    for (const m of extractSkills(item)) {
      if (m.start < labelEnd) continue; // "Databases: MySQL…": the label is not a skill
      const first = firstSeen.get(m.id);
      const standalone = isListItem(item, m.start, m.end);
      if (!first) {
        firstSeen.set(m.id, { item, matched: m.matched, standalone });
        continue;
      }
      // Only whole list items count: "React, React Profiler" lists React once.
      if (duplicateIds.has(m.id) || !standalone || !first.standalone) continue;
      const same = sameSkillSpelling(first.matched, m.matched);
      // Different tools that share a lexicon entry (JMeter / Locust) are not duplicates, nor is
      // one word written twice in one line (Spring, Spring Data: a compound the lexicon lacks).
      if (!same || (same === 'same' && first.item === item)) continue;
      duplicateIds.add(m.id);
      issues.push(
        issue(
          'skills',
          'low',
          'skills',
          item,
          same === 'synonym'
            ? `「${first.matched}」和「${m.matched}」是同一项技能（${m.name}），重复列出`
            : `「${m.matched}」在技能栏中重复出现`,
          `只保留一种写法（建议「${m.name}」），腾出位置写别的技能。`,
        ),
      );
    }
  }
  const distinct = firstSeen.size;
  const hard = [...firstSeen.keys()].filter((id) => !NO_EVIDENCE_EXPECTED.has(getSkill(id)?.category ?? ''));
  // What no experience shows, by the rule the interviewer uses (listed-skills.ts): a skill an entry
  // shows implies those it is built on (Hive 取数 shows SQL), 数据库：MySQL beside 慢查询 is shown, a
  // use the line lists and an entry does shows it. A soft one (an entry may show it, or it is listed
  // as 了解) counts half and is not said to be missing.
  const unshown = new Map(unshownListedSkills({ text: ctx.text, json }, ctx).map((u) => [u.id, u]));
  const firm = hard.filter((id) => unshown.get(id)?.soft === false);
  const soft = hard.filter((id) => unshown.get(id)?.soft === true);

  // One issue per skills item naming its unevidenced skills.
  const byItem = new Map<string, string[]>();
  for (const id of firm) {
    const item = firstSeen.get(id)!.item;
    byItem.set(item, [...(byItem.get(item) ?? []), firstSeen.get(id)!.matched]);
  }
  let shown = 0;
  for (const [item, names] of byItem) {
    if (shown++ >= 4) break;
    issues.push(
      issue(
        'skills',
        'low',
        'skills',
        item,
        `技能「${joinNames(names)}」只列在技能栏里，工作和项目经历中没有体现`,
        `在用到${joinNames(names)}的经历要点里写明做了什么、规模多大、结果如何；确实没用过的可以删去或注明「了解」。`,
      ),
    );
  }
  // An entry may show it without its name: say where, and ask for the name there.
  const byHint = new Map<string, { line: string; hint: string; names: string[] }>();
  for (const id of soft) {
    const u = unshown.get(id)!;
    if (!u.hint) continue;
    const key = `${u.line}\n${u.hint}`;
    const group = byHint.get(key) ?? { line: u.line, hint: u.hint, names: [] };
    group.names.push(u.matched);
    byHint.set(key, group);
  }
  for (const { line, hint, names } of byHint.values()) {
    if (shown++ >= 4) break;
    issues.push(
      issue(
        'skills',
        'low',
        'skills',
        line,
        `技能「${joinNames(names)}」在经历里没有写出名字`,
        `经历里的「${hint}」如果用到了${joinNames(names)}，在这一条里写明，招聘方和筛选系统才看得到实际使用经验。`,
      ),
    );
  }
  if (distinct < 4)
    issues.push(
      issue(
        'skills',
        'medium',
        'skills',
        items[0]!,
        `技能栏只识别出 ${distinct} 项具体技能`,
        '列出更多与目标岗位相关的具体技能、工具或方法（例如编程语言、框架、软件、专业方法），避免只写笼统的能力描述。',
      ),
    );

  const breadth = Math.round(Math.min(1, distinct / 8) * 50);
  const evidenced = hard.length - firm.length - soft.length;
  const evidence = hard.length ? Math.round(((evidenced + soft.length / 2) / hard.length) * 40) : distinct ? 40 : 0;
  const dupPenalty = Math.min(15, duplicateIds.size * 5);
  const score = clamp(10 + breadth + evidence - dupPenalty);
  const softPart = soft.length ? `、${soft.length} 项经历里可能用到但没有写出名字或只写了了解（计一半）` : '';
  const explanation =
    `技能栏共 ${items.length} 行，识别出 ${distinct} 项不同技能（8 项及以上得满分 50，得 ${breadth}）；` +
    `其中 ${hard.length} 项专业技能有 ${evidenced} 项在经历中有体现${softPart}（40 分中得 ${evidence}）；` +
    `有技能栏另得 10 分；重复或同义写法 ${duplicateIds.size} 处（-${dupPenalty}）；合计 ${score} 分。语言、软技能和办公软件不要求在经历中体现。`;
  const strengths =
    evidenced >= 3 && evidenced >= hard.length * 0.6
      ? [`技能栏列出的 ${hard.length} 项专业技能中有 ${evidenced} 项在经历里有实际使用的例子。`]
      : [];
  return { score, explanation, issues, strengths, distinct };
}

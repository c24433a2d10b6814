import {
  uncoveredPoints,
  type TAnswerDimensions,
  type TResumeSuggestion,
  type TSpeakingFigures,
} from '@offerpilot/shared';
import type { TReportBody, TReportInput } from '../../provider.ts';
import { demonstratedSkills, isMemberOf } from '../analysis.ts';
import { extractSkills, isQuantified } from '../../../text/index.ts';
import { isDontKnow } from './evaluate.ts';
import { SPEAKING_PACE, withoutHedges } from './score.ts';
import { rankCompetencies, type TThread } from './report-threads.ts';
import { countFillers, splitSentences, visibleLength } from './terms.ts';

/**
 * The report's advice: the three most useful next steps (each from the session's own figures) and
 * resume suggestions — claims the candidate could not back up, and strengths an answer showed that
 * the resume does not mention.
 */

/** At most n characters (code points: an emoji is never cut in half). */
const short = (s: string, n = 30) => ([...s].length > n ? `${[...s].slice(0, n).join('')}…` : s);
const bare = (point: string) => point.replace(/^(情境|任务|行动|结果)：/, '');
const STAR_KINDS = new Set(['behavioral', 'resume']);
const FRAME_KINDS = new Set(['opening', 'closing']);
const POOR_CLAIM = 50;
const GOOD_ANSWER = 70;

interface TAdvice {
  /** Larger is more urgent. */
  urgency: number;
  text: string;
}

function weakestCompetency(threads: TThread[], competencies: TReportBody['competencies']): TAdvice | null {
  // The same weakest competency the summary and the verdict name; none when all scored the same.
  const { weakest: worst, tied } = rankCompetencies(competencies);
  if (!worst || tied || worst.score >= 80) return null;
  const uncovered = threads
    .filter((t) => t.main.question.rubric.competency === worst.name && t.main.feedback)
    .map((t) => uncoveredPoints(t.main.feedback!));
  const names = (points: string[]) =>
    [...new Set(points.map(bare))]
      .slice(0, 3)
      .map((m) => `「${m}」`)
      .join('');
  // Points with no word in the answers are to be added; points only touched on, to be told in full.
  const missing = names(uncovered.flatMap((u) => u.missing));
  const partial = names(uncovered.flatMap((u) => u.partial));
  const what = missing
    ? `重点补上${missing}，再用自己的话各讲一遍`
    : partial
      ? `把${partial}讲完整，再用自己的话各讲一遍`
      : '多练这一类题，回答时先给结论再展开';
  const which = competencies.length > 1 ? '是最弱的一项' : '得分偏低';
  return { urgency: 100 - worst.score + 10, text: `「${worst.name}」${which}（${worst.score} 分）：${what}。` };
}

function starAdvice(threads: TThread[]): TAdvice | null {
  const star = threads.filter((t) => STAR_KINDS.has(t.main.question.kind) && t.dimensions && t.status === 'answered');
  if (!star.length) return null;
  const mean = Math.round(star.reduce((s, t) => s + t.dimensions!.structure, 0) / star.length);
  if (mean >= 60) return null;
  return {
    urgency: 80 - mean,
    text: `经历类问题的结构偏弱（平均 ${mean} 分）：按"情境—任务—行动—结果"（STAR）组织，每段经历最后都落到结果和数据上。`,
  };
}

function speakingAdvice(threads: TThread[], speaking: TSpeakingFigures | null): TAdvice | null {
  // Only measured figures (null: no transcript to count in).
  const fillersPerMinute = speaking?.fillers_per_minute ?? null;
  const pace = speaking?.chars_per_minute ?? null;
  if (fillersPerMinute !== null && fillersPerMinute > 4)
    return {
      urgency: 20 + fillersPerMinute * 3,
      text: `口头语偏多（每分钟 ${fillersPerMinute} 次）：回答前停两秒想好第一句，用短暂的停顿代替"嗯""然后""就是"。`,
    };
  if (pace !== null && pace > SPEAKING_PACE.fast)
    return {
      urgency: 30,
      text: `语速偏快（约 ${pace} 字/分钟）：放慢到每分钟 ${SPEAKING_PACE.fast} 字以内，关键数据前稍作停顿。`,
    };
  if (pace !== null && pace < SPEAKING_PACE.slow)
    return {
      urgency: 30,
      text: `语速偏慢（约 ${pace} 字/分钟）：提前准备要点，练到能连贯说出每段经历。`,
    };
  const answers = threads.flatMap((t) => [t.main, ...t.followUps]).map((r) => r.answer_text ?? '');
  const chars = answers.reduce((s, a) => s + visibleLength(a), 0);
  const fillers = answers.reduce((s, a) => s + countFillers(a), 0);
  if (chars > 0 && (fillers * 100) / chars > 1.5)
    return { urgency: 35, text: `回答里口头语偏多（共 ${fillers} 次）：练习时录音回放，刻意删掉"嗯""然后""就是"。` };
  return null;
}

function dimensionAdvice(dimensions: TAnswerDimensions, threads: TThread[]): TAdvice[] {
  const out: TAdvice[] = [];
  const offTopic = threads.filter(
    (t) =>
      t.status === 'answered' &&
      !FRAME_KINDS.has(t.main.question.kind) &&
      !isDontKnow(t.main.answer_text ?? '') &&
      // Only answers the evaluator judged off-topic: a low relevance score is not 答偏了
      // (a report said "有 5 道题答偏了" when none was).
      (t.main.feedback?.off_topic ?? false),
  ).length;
  if (offTopic)
    out.push({
      urgency: 40 + offTopic * 5,
      text: `有 ${offTopic} 道题答偏了：先复述问题的关键词，第一句话直接回答，再展开。`,
    });
  if (dimensions.specificity < 50)
    out.push({
      urgency: 60 - dimensions.specificity,
      text: `回答不够具体（具体程度 ${dimensions.specificity} 分）：准备三个带数据的项目故事，讲清"我做了什么、结果提升了多少"。`,
    });
  if (dimensions.coverage < 60)
    out.push({
      urgency: 60 - dimensions.coverage,
      text: `要点覆盖不足（${dimensions.coverage} 分）：对照每题的参考要点复习，答题时有意识地逐条覆盖。`,
    });
  return out;
}

/** Advice on questions without a scored answer: skipped, unanswered, spoken but not transcribed. */
function unansweredAdvice(threads: TThread[]): TAdvice[] {
  const out: TAdvice[] = [];
  const missing = threads.filter((t) => t.status === 'skipped' || t.status === 'unanswered').length;
  if (missing)
    out.push({
      urgency: 30 + missing * 8,
      text: `有 ${missing} 道题没有作答：遇到没把握的题，先说思路或相近的经验，也能拿到部分分数。`,
    });
  const untranscribed = threads.filter((t) => t.status === 'untranscribed').length;
  if (untranscribed)
    out.push({
      urgency: 45 + untranscribed * 8,
      text: `有 ${untranscribed} 道题的语音回答没能转成文字，没有评分：换一个能识别语音的浏览器，或录音后把回答打出来，这些题才能得到评分。`,
    });
  return out;
}

export function nextStepsOf(o: {
  threads: TThread[];
  competencies: TReportBody['competencies'];
  dimensions: TAnswerDimensions;
  speaking: TSpeakingFigures | null;
}): string[] {
  // Nothing answered: no dimension was measured (their 0 is no score), so only what was not
  // answered is worth advice (an empty session said 「具体程度 0 分」, issue 36).
  if (!o.threads.some((t) => t.status === 'answered')) {
    const steps = unansweredAdvice(o.threads)
      .sort((a, b) => b.urgency - a.urgency)
      .map((a) => a.text);
    return [...steps, '再开始一场面试，每道题至少说出思路或相近的经历，才能得到评分和逐题的改进建议。'].slice(0, 3);
  }
  const candidates = [
    weakestCompetency(o.threads, o.competencies),
    starAdvice(o.threads),
    speakingAdvice(o.threads, o.speaking),
    ...dimensionAdvice(o.dimensions, o.threads),
    ...unansweredAdvice(o.threads),
  ].filter((a): a is TAdvice => a !== null);
  const steps = candidates.sort((a, b) => b.urgency - a.urgency).map((a) => a.text);
  const fallback = [
    '换一个面试模板或提高难度再练一次，检验表现是否稳定。',
    '把这次答得最好的回答整理成文字，作为下次面试的素材。',
  ];
  return [...steps, ...fallback].slice(0, 3);
}

// ── Resume suggestions ───────────────────────────────────────────────────────────────────────

const NOT_A_STRENGTH = new Set(['soft-skill', 'language', 'office']);

function unsupportedClaims(threads: TThread[]): TResumeSuggestion[] {
  return threads
    .filter(
      (t) =>
        t.main.question.kind === 'resume' &&
        t.main.question.source.quote &&
        (t.status === 'answered' || t.status === 'skipped'),
    )
    .filter((t) => (t.score ?? 0) < POOR_CLAIM)
    .map((t) => ({
      type: 'unsupported_claim' as const,
      // A skip is no evidence against the claim, only a question left open: no score is quoted.
      text:
        t.status === 'skipped'
          ? `面试中跳过了关于简历里「${short(t.main.question.source.quote!)}」的提问：面试官多半会追问这条，准备好你本人的做法和可核实的数据，或者如实弱化这条描述。`
          : `面试中没能支撑简历里的「${short(t.main.question.source.quote!)}」（${t.score ?? 0} 分）：补充你本人的具体做法和可核实的数据，或者如实弱化这条描述。`,
      quote: t.main.question.source.quote!,
    }));
}

/** Kinds whose answers tell the candidate's own story (a figure there is an achievement). */
const STORY_KINDS = new Set(['opening', 'resume', 'requirement', 'behavioral']);
const ACHIEVEMENT = /我|提升|降低|减少|增加|节省|达成|完成|上线|获得|增长|\bI\b/;

/**
 * Whether a skill an answer showed is worth adding to the resume: the resume does not have it nor
 * one of its members (MySQL stands for 数据库), and it is the position's business — the position
 * names it, or without a position the resume already has skills of its kind. A backend engineer
 * who mentions 电商 (the shop he built for) is not told to add 电商运营.
 */
function strengthWorthAdding(
  id: string,
  category: string,
  resume: { ids: Set<string>; categories: Set<string> },
  position: Set<string> | null,
): boolean {
  if (resume.ids.has(id) || [...resume.ids].some((other) => isMemberOf(other, id))) return false;
  return position ? position.has(id) : resume.categories.has(category);
}

/** Someone else's work: 运维同事在休假, 他们用的是 K8s. */
const OTHERS = /同事|别人|他们|她们|朋友|对方|领导|老板|组长|leader|其他人|另一个人/i;

/**
 * Clauses of an answer that show the candidate's own knowledge: not hedged or disclaimed
 * (「K8s 我没用过」) and not about someone else's work (「运维同事在休假」) unless the candidate
 * says what they did in it too.
 */
function demonstratingClauses(answer: string): string[] {
  return withoutHedges(answer)
    .split(/[，,。；;！？!?\n]/)
    .map((c) => c.trim())
    .filter((c) => c.length >= 4 && (!OTHERS.test(c) || /我(?!们的)/.test(c)));
}

function missingStrengths(input: TReportInput, threads: TThread[]): TResumeSuggestion[] {
  const resumeText = input.resume.text;
  const found = extractSkills(resumeText);
  // What the resume names, and what its experience shows in other words (the evidence index: 秒杀
  // 1.2 万 QPS is 高并发 the resume has, not one to add).
  const ids = new Set([...found.map((m) => m.id), ...demonstratedSkills(input.resume)]);
  const resume = { ids, categories: new Set<string>(found.map((m) => m.category)) };
  const p = input.position;
  const position = p
    ? new Set(extractSkills([p.name, p.responsibilities ?? '', ...p.requirements].join('\n')).map((m) => m.id))
    : null;
  const seen = new Set<string>();
  const out: TResumeSuggestion[] = [];
  for (const t of threads) {
    const isStory = STORY_KINDS.has(t.main.question.kind);
    for (const row of [t.main, ...t.followUps].filter((r) => (r.feedback?.score ?? 0) >= GOOD_ANSWER)) {
      const answer = row.answer_text ?? '';
      for (const clause of demonstratingClauses(answer))
        for (const m of extractSkills(clause)) {
          if (seen.has(m.id) || NOT_A_STRENGTH.has(m.category)) continue;
          if (!strengthWorthAdding(m.id, m.category, resume, position)) continue;
          seen.add(m.id);
          out.push({
            type: 'missing_strength',
            text: `你在回答中说「${short(clause, 40)}」，展示了对 ${m.name} 的掌握，简历里却没有写；如果有实际使用经历，可以补充到相关经历中。`,
          });
        }
      if (isStory) out.push(...achievementsOf(answer, resumeText, seen));
    }
  }
  return out.slice(0, 4);
}

/** The first figure of a story answer that the resume does not have (`2000 万`, `提升 30%`). */
function achievementsOf(answer: string, resumeText: string, seen: Set<string>): TResumeSuggestion[] {
  for (const sentence of splitSentences(answer)) {
    if (!isQuantified(sentence) || !ACHIEVEMENT.test(sentence) || seen.has(sentence)) continue;
    const figures = sentence.match(/\d+(?:\.\d+)?/g) ?? [];
    if (!figures.length || figures.every((f) => resumeText.includes(f))) continue;
    seen.add(sentence);
    return [
      {
        type: 'missing_strength',
        text: `你在面试中提到「${short(sentence, 40)}」，这个成果简历里没有，建议写进对应的经历。`,
      },
    ];
  }
  return [];
}

export function resumeSuggestionsOf(input: TReportInput, threads: TThread[]): TResumeSuggestion[] {
  return [...unsupportedClaims(threads), ...missingStrengths(input, threads)].slice(0, 8);
}

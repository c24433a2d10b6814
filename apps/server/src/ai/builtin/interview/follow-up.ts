import { INTERVIEW_LIMITS } from '@offerpilot/shared';
import { isQuantified } from '../../../text/index.ts';
import type { TAnswerInput, TInterviewRubric, TPlannedQuestion } from '../../provider.ts';
import type { TAnswerFacts } from './feedback-text.ts';
import { STRESS_PROBES } from './fixed-questions.ts';
import { isRestated, restated } from './question-gist.ts';
import { pointCoverage } from './key-points.ts';
import { STAR_CUES } from './story-cues.ts';
import { fold, matchText, splitSentences } from './terms.ts';
import { explainsInOwnWords } from './score.ts';

/**
 * Follow-ups: at most INTERVIEW_LIMITS.followUps per main question (1 on easy). In order: an
 * answer that dodges the question is asked again, once; missing key points (counted over the main
 * answer and every follow-up answer so far, so nothing said is asked again) are named, the most
 * important first; a resume or behavioural answer without a result or figure is asked for one; and
 * on hard (or in a stress interview) a good answer is probed with a `deeper` question, once.
 * Nothing follows a skipped or "不知道" answer, the opening or the closing.
 */

const COVERED_ENOUGH = 0.8;
const SHORT_LIMIT_S = 120;
const RESULT_QUESTION = '能具体说说结果吗？有没有数据？';

const bare = (point: string) => point.replace(/^(情境|任务|行动|结果)：/, '');
const isStressRubric = (r: TInterviewRubric) => r.deeper.some((d) => STRESS_PROBES.includes(d));

interface TThreadState {
  parent: TPlannedQuestion;
  asked: Set<string>;
  combined: string;
}

function threadState(input: TAnswerInput): TThreadState {
  const thread = input.thread ?? [];
  const parent = thread[0]?.question ?? input.question;
  const asked = new Set([...thread.map((t) => t.question.text), input.question.text]);
  const combined = [...thread.map((t) => t.answer_text), input.answer_text].join('\n');
  return { parent, asked, combined };
}

function narrowed(rubric: TInterviewRubric, points: string[], outline?: string[]): TInterviewRubric {
  const idx = points.map((p) => rubric.key_points.indexOf(p));
  return {
    ...rubric,
    key_points: points,
    key_point_aliases: idx.map((i) => [...(rubric.key_point_aliases[i] ?? [])]),
    reference_outline: outline ?? rubric.reference_outline.filter((l) => points.some((p) => sharesWord(l, bare(p)))),
  };
}

function sharesWord(line: string, point: string): boolean {
  return point
    .split(/[\s、，+/与和及：]+/)
    .filter((w) => w.length >= 2)
    .some((w) => line.includes(w));
}

function followUp(parent: TPlannedQuestion, text: string, rubric: TInterviewRubric): TPlannedQuestion {
  return {
    kind: 'follow_up',
    text,
    source: { ...parent.source },
    time_limit_s: Math.min(parent.time_limit_s, SHORT_LIMIT_S),
    rubric,
  };
}

const RESULT_RUBRIC = (parent: TInterviewRubric): TInterviewRubric => ({
  ...parent,
  key_points: ['结果与数据'],
  key_point_aliases: [['结果', '最终', '提升', '降低', '%', '数据', '效果']],
  reference_outline: ['说出最终结果', '给出可以核实的数据，以及和什么做对比'],
});

function missingPointQuestion(state: TThreadState, missed: string[], facts: TAnswerFacts): TPlannedQuestion | null {
  const { parent, asked } = state;
  for (let i = 0; i < missed.length; i++) {
    const point = missed[i]!;
    if (facts.style === 'star' && point.startsWith('结果：')) {
      if (!asked.has(RESULT_QUESTION)) return followUp(parent, RESULT_QUESTION, RESULT_RUBRIC(parent.rubric));
      continue;
    }
    const pair = [
      point,
      ...missed
        .slice(i + 1)
        .filter((p) => !p.startsWith('结果：'))
        .slice(0, 1),
    ];
    const names = pair.map((p) => `「${bare(p)}」`).join('和');
    const text =
      facts.style === 'star'
        ? `关于${names}，能再具体说说吗？当时你是怎么做的？`
        : parent.kind === 'requirement'
          ? `关于${names}，你能结合具体经历再补充一下吗？`
          : explainsInOwnWords(fold(facts.answer))
            ? `${names}这一点我没有听出来，能具体说说吗？`
            : `你刚才没有讲到${names}，能具体说说吗？`;
    if (!asked.has(text)) return followUp(parent, text, narrowed(parent.rubric, pair));
  }
  return null;
}

function lacksResult(state: TThreadState, facts: TAnswerFacts): boolean {
  if (facts.style !== 'star') return false;
  const quantified = splitSentences(state.combined).some((s) => isQuantified(s));
  return state.parent.kind === 'resume' ? !quantified : !quantified && !STAR_CUES.结果.test(state.combined);
}

function restateQuestion(state: TThreadState, missed: string[]): TPlannedQuestion | null {
  const { parent, asked } = state;
  if ([...asked].some(isRestated)) return null;
  const core = splitSentences(parent.text)[0] ?? parent.text;
  const rubric = missed.length ? narrowed(parent.rubric, missed) : parent.rubric;
  return followUp(parent, restated(core), rubric);
}

function deeperQuestion(state: TThreadState, input: TAnswerInput): TPlannedQuestion | null {
  const { parent, asked } = state;
  const r = parent.rubric;
  if (!(input.difficulty === 'hard' || isStressRubric(r))) return null;
  if (r.deeper.some((d) => asked.has(d))) return null;
  const probe = r.deeper[0];
  if (!probe) return null;
  return followUp(parent, probe, { ...r, key_points: [], key_point_aliases: [], reference_outline: [], deeper: [] });
}

export function followUpOf(input: TAnswerInput, facts: TAnswerFacts): TPlannedQuestion | null {
  if (!input.follow_ups_enabled || facts.dontKnow) return null;
  const limit = Math.min(INTERVIEW_LIMITS.followUps, input.difficulty === 'easy' ? 1 : INTERVIEW_LIMITS.followUps);
  if (input.follow_ups_asked >= limit) return null;
  const state = threadState(input);
  if (state.parent.kind === 'opening' || state.parent.kind === 'closing') return null;
  const total = state.parent.rubric.key_points.length;
  const { missed, share } = pointCoverage(matchText(state.combined), state.parent.rubric);
  if (facts.relevance.offTopic) return restateQuestion(state, missed);
  const isGood = !total || share >= COVERED_ENOUGH;
  if (!isGood) {
    const q = missingPointQuestion(state, missed, facts);
    if (q) return q;
  }
  if (lacksResult(state, facts) && !state.asked.has(RESULT_QUESTION))
    return followUp(state.parent, RESULT_QUESTION, RESULT_RUBRIC(state.parent.rubric));
  return isGood ? deeperQuestion(state, input) : null;
}

import { ANSWER_DIMENSIONS, ANSWER_DIMENSION_LABELS } from '@offerpilot/shared';
import type { TAnswerDimensions, TSpeakingFigures, TSpeechFigures, TVerdict } from '@offerpilot/shared';
import type { TReportBody, TReportInput } from '../../provider.ts';
import { nextStepsOf, resumeSuggestionsOf } from './report-advice.ts';
import {
  competenciesOf,
  fold,
  meanDimensions,
  rankCompetencies,
  threadsOf,
  weightedMean,
  type TRow,
  type TThread,
} from './report-threads.ts';
import { countFillers, visibleLength } from './terms.ts';

/**
 * The built-in report: follow-ups are folded into their main question (main answer weight 1,
 * each answered follow-up 0.5); the overall score is the mean of the main questions (opening and
 * closing weigh 0.5); an unanswered question counts 0 in a formal interview and is left out of a
 * mock one (skipped answers count 0 in both; spoken answers that were not transcribed are left
 * out of both). Speaking figures come from the speech the answers came with, and are null where
 * nothing measured them. Rules: docs/ai-engine.md ("Interviews").
 */

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

// ── Speaking ─────────────────────────────────────────────────────────────────────────────────

/** The longest pause any of the answers measured; null when none carried it (older clients). */
function longestPause(items: { speech: TSpeechFigures }[]): number | null {
  const known = items.flatMap((i) => (i.speech.longest_pause_ms === undefined ? [] : [i.speech.longest_pause_ms]));
  return known.length ? Math.max(...known) : null;
}

/**
 * The text of a spoken answer is a transcript of that speech (the server's or the browser's; older
 * clients did not say, and only sent a transcript): text typed instead, or none, measures no pace.
 */
const hasTranscript = (i: { answer: string; speech: TSpeechFigures }) =>
  i.speech.transcript !== 'typed' && i.speech.transcript !== 'none' && visibleLength(i.answer) > 0;

/**
 * Pause figures from the speech the voice detection heard; 字/分钟 and fillers from the answers
 * with a transcript, over their own speech time. Null when nothing measured them, never 0.
 */
function speakingOf(items: { answer: string; speech: TSpeechFigures }[]): TSpeakingFigures | null {
  const heard = items.filter((i) => i.speech.speech_ms > 0);
  if (!heard.length) return null;
  const speechMs = heard.reduce((s, i) => s + i.speech.speech_ms, 0);
  const pauseMs = heard.reduce((s, i) => s + i.speech.pause_ms, 0);
  const transcribed = heard.filter(hasTranscript);
  const minutes = transcribed.reduce((s, i) => s + i.speech.speech_ms, 0) / 60000;
  const chars = transcribed.reduce((s, i) => s + visibleLength(i.answer), 0);
  const fillers = transcribed.reduce((s, i) => s + countFillers(i.answer), 0);
  return {
    chars_per_minute: transcribed.length ? Math.round(chars / minutes) : null,
    pause_ratio: round2(pauseMs / (speechMs + pauseMs)),
    fillers_per_minute: transcribed.length ? round1(fillers / minutes) : null,
    longest_pause_ms: longestPause(heard),
    speech_ms: Math.round(speechMs),
  };
}

function withSpeech(rows: TRow[]): { answer: string; speech: TSpeechFigures }[] {
  return rows.flatMap((r) => (r.speech && r.answer_text !== null ? [{ answer: r.answer_text, speech: r.speech }] : []));
}

// ── Verdict and summary ──────────────────────────────────────────────────────────────────────

const LEVELS: readonly { level: TVerdict['level']; label: string; min: number }[] = [
  { level: 'strong_hire', label: '强烈推荐', min: 85 },
  { level: 'hire', label: '推荐录用', min: 70 },
  { level: 'lean_hire', label: '待定', min: 55 },
  { level: 'no_hire', label: '暂不推荐', min: 0 },
];

/**
 * By overall score, one level lower when over 30 % of the questions have no score: unanswered,
 * skipped, or spoken but not transcribed (that one is no fault of the candidate's, but a verdict
 * resting on a few scored answers must not read as a full one).
 */
export function verdictOf(overall: number, threads: TThread[], competencies: TReportBody['competencies']): TVerdict {
  let i = LEVELS.findIndex((l) => overall >= l.min);
  const missing = threads.filter((t) => t.status === 'skipped' || t.status === 'unanswered').length;
  const untranscribed = threads.filter((t) => t.status === 'untranscribed').length;
  const level = LEVELS[i]!;
  const reasons = [
    level.min > 0
      ? `综合得分 ${overall} 分，达到「${level.label}」线（${level.min} 分）。`
      : `综合得分 ${overall} 分，低于「${LEVELS[i - 1]!.label}」线（${LEVELS[i - 1]!.min} 分）。`,
  ];
  const unscored = missing + untranscribed;
  if (threads.length && unscored / threads.length > 0.3 && i < LEVELS.length - 1) {
    i++;
    reasons.push(
      untranscribed === 0
        ? `${missing}/${threads.length} 道题未作答或跳过，下调一档。`
        : `${unscored}/${threads.length} 道题没有评分（${missing ? `未作答或跳过 ${missing} 道、` : ''}语音回答未能转成文字 ${untranscribed} 道），下调一档。`,
    );
  }
  if (untranscribed) reasons.push(`${untranscribed} 道题的语音回答未能转成文字，没有计入评分。`);
  const { best, weakest, tied } = rankCompetencies(competencies);
  if (tied) reasons.push(`各项能力得分相同（${best!.score} 分）。`);
  else if (best) reasons.push(`表现最好：「${best.name}」${best.score} 分。`);
  if (!tied && competencies.length > 1) reasons.push(`最需加强：「${weakest!.name}」${weakest!.score} 分。`);
  const req = threads.filter((t) => t.main.question.kind === 'requirement' && t.score !== null);
  const reqMean = weightedMean(req.map((t) => ({ value: t.score!, weight: 1 })));
  if (reqMean !== null) reasons.push(`岗位要求相关的 ${req.length} 道题平均 ${reqMean} 分。`);
  return { level: LEVELS[i]!.level, label: LEVELS[i]!.label, reasons };
}

function summaryOf(o: {
  input: TReportInput;
  threads: TThread[];
  overall: number;
  dimensions: TAnswerDimensions;
  competencies: TReportBody['competencies'];
  speaking: TSpeakingFigures | null;
}): string {
  const { threads } = o;
  const count = (s: TThread['status']) => threads.filter((t) => t.status === s).length;
  const followUps = threads.reduce((n, t) => n + t.followUps.length, 0);
  const mode = o.input.mode === 'formal' ? '正式' : '模拟';
  const extra = [
    count('skipped') ? `跳过 ${count('skipped')} 道` : '',
    count('unanswered')
      ? `未作答 ${count('unanswered')} 道（${o.input.mode === 'formal' ? '按 0 分计入综合得分' : '不计分'}）`
      : '',
    count('untranscribed') ? `语音回答未能转成文字 ${count('untranscribed')} 道（未评分）` : '',
  ]
    .filter(Boolean)
    .map((s) => `、${s}`)
    .join('');
  const out = [
    `本次${mode}面试共 ${threads.length} 道主问题${followUps ? `（另有 ${followUps} 次追问）` : ''}，作答 ${count('answered')} 道${extra}，综合得分 ${o.overall} 分。`,
  ];
  // Nothing answered: no score to state (the session is not scored, issue 36).
  if (!count('answered'))
    return `${out[0]!.replace(/，综合得分 \d+ 分。$/, '。')}没有作答的题，本场不评分，也无法评价各项能力。`;
  const ranked = rankCompetencies(o.competencies);
  if (ranked.tied) out.push(`各项能力得分相同（${ranked.best!.score} 分）。`);
  else if (o.competencies.length > 1)
    out.push(
      `表现最好的是「${ranked.best!.name}」（${ranked.best!.score} 分），最需要加强的是「${ranked.weakest!.name}」（${ranked.weakest!.score} 分）。`,
    );
  const dims = [...ANSWER_DIMENSIONS].sort((a, b) => o.dimensions[b] - o.dimensions[a]);
  const [best, worst] = [dims[0]!, dims.at(-1)!];
  out.push(
    `五个维度中${ANSWER_DIMENSION_LABELS[best]}最好（${o.dimensions[best]} 分），${ANSWER_DIMENSION_LABELS[worst]}最弱（${o.dimensions[worst]} 分）。`,
  );
  // Only what was measured: no transcript, no pace.
  const pace = o.speaking?.chars_per_minute ?? null;
  const fillers = o.speaking?.fillers_per_minute ?? null;
  if (pace !== null && fillers !== null) out.push(`平均语速约 ${pace} 字/分钟，每分钟口头语 ${fillers} 次。`);
  return out.join('');
}

export function reportInterviewBuiltin(input: TReportInput): TReportBody {
  const threads = threadsOf(input).map((t) => fold(t, input.mode));
  const scored = threads.filter((t) => t.score !== null);
  const overall = weightedMean(scored.map((t) => ({ value: t.score!, weight: t.weight }))) ?? 0;
  const dimensions = meanDimensions(threads);
  const competencies = competenciesOf(threads);
  const speaking = speakingOf(withSpeech(input.questions));
  const count = (s: TThread['status']) => threads.filter((t) => t.status === s).length;
  return {
    overall_score: overall,
    summary: summaryOf({ input, threads, overall, dimensions, competencies, speaking }),
    dimensions,
    competencies,
    speaking,
    next_steps: nextStepsOf({ threads, competencies, dimensions, speaking }),
    resume_suggestions: resumeSuggestionsOf(input, threads),
    verdict: input.mode === 'formal' ? verdictOf(overall, threads, competencies) : null,
    answered: count('answered'),
    skipped: count('skipped'),
    unanswered: count('unanswered'),
    untranscribed: count('untranscribed'),
    questions: input.questions.map((r) => ({ question_id: r.id, speaking: speakingOf(withSpeech([r])) })),
  };
}

import {
  formatInterviewDuration,
  isScoredFeedback,
  uncoveredPoints,
  type TAnswerDelivery,
  type TAnswerFeedback,
  type TInterviewReport,
  type TReportCheck,
  type TSpeechFigures,
  type TTranscriptSource,
} from '@offerpilot/shared';
import type { TExportModel, TExportSection } from '../export/index.ts';

/**
 * What the report says about each answer's delivery, the report check of the list screen, and the
 * report as the export model the PDF writer draws (the same writer as the resume export).
 */

/** An answer with a score that means something: not skipped, and not spoken-but-untranscribed. */
export const isScored = (f: TAnswerFeedback | null): f is TAnswerFeedback => isScoredFeedback(f);

/** How an answer was given; undefined for a question never answered. */
export function deliveryOf(speech: TSpeechFigures | null, answered: boolean): TAnswerDelivery | undefined {
  if (!answered) return undefined;
  if (!speech) return { input: 'typed', transcript: 'typed', stt_failed: false, no_speech: false };
  const transcript: TTranscriptSource = speech.transcript ?? 'browser';
  return {
    input: 'voice',
    transcript,
    stt_failed: speech.stt_failed ?? false,
    no_speech: speech.speech_ms === 0 || speech.segments === 0,
  };
}

/** "2" for a main question, "2-1" for its first follow-up: the labels the report uses. */
export function questionLabels(questions: { question_id: number; order: number; parent_id: number | null }[]) {
  const seen = new Map<number, number>();
  return new Map(
    questions.map((q) => {
      if (q.parent_id === null) return [q.question_id, String(q.order)];
      const n = (seen.get(q.parent_id) ?? 0) + 1;
      seen.set(q.parent_id, n);
      return [q.question_id, `${q.order}-${n}`];
    }),
  );
}

export function reportCheckOf(sessionId: number, report: TInterviewReport): TReportCheck {
  const labels = questionLabels(report.questions);
  const label = (id: number) => labels.get(id) ?? '?';
  const main = report.questions.filter((q) => q.parent_id === null);
  const answered = report.questions.filter((q) => q.delivery);
  const pick = (pred: (d: TAnswerDelivery) => boolean) =>
    answered.filter((q) => q.delivery && pred(q.delivery)).map((q) => label(q.question_id));
  const unanswered = main.filter((q) => q.feedback === null).map((q) => q.order);
  const skipped = report.questions.filter((q) => q.feedback?.skipped).map((q) => label(q.question_id));
  const untranscribed = report.questions.filter((q) => q.feedback?.untranscribed).map((q) => label(q.question_id));
  return {
    session_id: sessionId,
    mode: report.mode,
    title: report.title,
    overall_score: report.overall_score,
    verdict: report.verdict?.label ?? null,
    ended_at: report.ended_at,
    questions: main.length,
    complete: unanswered.length === 0 && skipped.length === 0 && untranscribed.length === 0,
    unanswered,
    skipped,
    no_speech: pick((d) => d.no_speech),
    typed_fallback: pick((d) => d.input === 'voice' && d.transcript === 'typed'),
    stt_failed: pick((d) => d.stt_failed),
    untranscribed,
    voice_answers: answered.filter((q) => q.delivery?.input === 'voice').length,
  };
}

const MODE_LABEL = { mock: '模拟面试', formal: '正式面试' } as const;
const DELIVERY_LABEL: Record<TTranscriptSource, string> = {
  stt: '语音作答（服务端转写）',
  browser: '语音作答（浏览器识别）',
  typed: '语音作答后改为打字',
  none: '语音作答（未能转成文字）',
};

function deliveryText(d: TAnswerDelivery | undefined): string | null {
  if (!d) return null;
  if (d.input === 'typed') return '打字作答';
  const parts = [DELIVERY_LABEL[d.transcript]];
  if (d.stt_failed) parts.push('转写失败');
  if (d.no_speech) parts.push('未检测到语音');
  return parts.join('，');
}

const percent = (r: number) => `${Math.round(r * 100)}%`;

/** 95 000 ms → "1 分 35 秒"; under a minute "42 秒". */
export function speechTime(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} 分 ${seconds % 60} 秒` : `${seconds} 秒`;
}

/**
 * Every figure, each one not measured (null) named 未测得, never printed as 0; a longest pause of 0
 * (speech without a gap the voice detection marks, ≥ 0.6 s) reads 无明显停顿.
 */
function speakingLine(s: TInterviewReport['speaking']): string | null {
  if (!s) return null;
  const or = <T>(value: T | null, shown: (v: T) => string) => (value === null ? '未测得' : shown(value));
  const parts = [
    `说话时长 ${or(s.speech_ms ?? null, speechTime)}`,
    `语速 ${or(s.chars_per_minute, (v) => `${v} 字/分钟`)}`,
    `停顿占比 ${or(s.pause_ratio, percent)}`,
    `口头语 ${or(s.fillers_per_minute, (v) => `${v} 次/分钟`)}`,
    `最长停顿 ${or(s.longest_pause_ms, (v) => (v === 0 ? '无明显停顿' : `${Math.round(v / 100) / 10} 秒`))}`,
  ];
  if (s.chars_per_minute === null) parts.push('语速和口头语需要语音回答的文字稿（没有转成文字的语音回答）');
  return parts.join(' · ');
}

const DIMENSIONS = [
  ['relevance', '切题程度'],
  ['coverage', '要点覆盖'],
  ['structure', '条理结构'],
  ['specificity', '具体程度'],
  ['expression', '表达'],
] as const;

/** The report as sections of the export model: the PDF a candidate would print. */
export function reportExportModel(report: TInterviewReport): TExportModel {
  const date = report.ended_at.slice(0, 10);
  const header = [
    `面试报告 · ${MODE_LABEL[report.mode]} · ${date} · 用时 ${formatInterviewDuration(report.duration_s)}${report.minutes_charged !== null ? ` · 扣除时长 ${report.minutes_charged} 分钟` : ''}`,
    `综合得分 ${report.overall_score} / 100${report.verdict ? ` · 结论：${report.verdict.label}` : ''}`,
  ];
  const bullet = (text: string) => ({ text, bullet: true });
  const para = (text: string) => ({ text, bullet: false });
  const sections: TExportSection[] = [
    {
      heading: '总体评价',
      entries: [
        { title: null, items: [para(report.summary)] },
        ...(report.verdict
          ? [{ title: `结论：${report.verdict.label}`, items: report.verdict.reasons.map(bullet) }]
          : []),
      ],
    },
    {
      heading: '能力维度',
      entries: [
        { title: null, items: DIMENSIONS.map(([k, name]) => bullet(`${name}：${report.dimensions[k]} 分`)) },
        ...(report.competencies.length
          ? [
              {
                title: '按考察能力',
                items: report.competencies.map((c) => bullet(`${c.name}：${c.score} 分（${c.questions} 题）`)),
              },
            ]
          : []),
      ],
    },
  ];
  const speaking = speakingLine(report.speaking);
  if (speaking) sections.push({ heading: '表达数据', entries: [{ title: null, items: [para(speaking)] }] });

  const labels = questionLabels(report.questions);
  sections.push({
    heading: '逐题回顾',
    entries: report.questions.map((q) => {
      const label = labels.get(q.question_id) ?? String(q.order);
      const score = !q.feedback
        ? '未作答'
        : q.feedback.untranscribed
          ? '语音未能转成文字，未评分'
          : q.feedback.skipped
            ? '跳过'
            : `${q.feedback.score} 分`;
      const items = [para(`问题：${q.text}`), para(`回答：${q.answer_text.trim() || '（无）'}`)];
      const delivery = deliveryText(q.delivery);
      const perAnswer = speakingLine(q.speaking);
      if (delivery || perAnswer) items.push(para([delivery, perAnswer].filter(Boolean).join('；')));
      const { missing, partial } = q.feedback ? uncoveredPoints(q.feedback) : { missing: [], partial: [] };
      if (missing.length) items.push(bullet(`遗漏要点：${missing.join('；')}`));
      if (partial.length) items.push(bullet(`讲得不完整：${partial.join('；')}`));
      if (q.feedback?.reference_outline.length)
        items.push(bullet(`参考思路：${q.feedback.reference_outline.join(' → ')}`));
      return { title: `第 ${label} 题${q.parent_id === null ? '' : '（追问）'} · ${q.competency} · ${score}`, items };
    }),
  });
  if (report.next_steps.length)
    sections.push({ heading: '下一步建议', entries: [{ title: null, items: report.next_steps.map(bullet) }] });
  if (report.resume_suggestions.length)
    sections.push({
      heading: '简历建议',
      entries: [
        {
          title: null,
          items: report.resume_suggestions.map((s) => bullet(s.quote ? `${s.text}（简历原文：${s.quote}）` : s.text)),
        },
      ],
    });
  return { name: report.title, headerLines: header, sections };
}

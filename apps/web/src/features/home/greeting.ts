import { ANSWER_DIMENSION_LABELS, ANSWER_DIMENSIONS, type TAnswerDimensions } from '@offerpilot/shared';

export interface TGreetingInput {
  name: string;
  hour: number;
  /** 'title · company' of the selected position, if any. */
  position: string | null;
  resumeCount: number;
  /** The newest ended session of the stats trend, if any. */
  last: { overall_score: number; dimensions: TAnswerDimensions } | null;
  /** How many sessions there are at all, scored or not (an unanswered one is not in the trend). */
  sessionCount?: number;
  /** The practice plan's next step (GET /api/interview/practice-plan), once there is a session. */
  nextStep?: string | null;
}

/** One line of the assistant's message: an i18n key of the home namespace and its values. */
export type TGreetingLine = { key: string; values?: Record<string, string | number> };

export function timeOfDay(hour: number): 'morning' | 'noon' | 'afternoon' | 'evening' {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
}

/** The lowest of the five answer dimensions, unless they are all within 5 points (nothing stands out). */
export function weakestDimension(d: TAnswerDimensions): { label: string; score: number } | null {
  const sorted = [...ANSWER_DIMENSIONS].sort((a, b) => d[a] - d[b]);
  const low = sorted[0]!;
  const high = sorted[sorted.length - 1]!;
  if (d[high] - d[low] < 5) return null;
  return { label: ANSWER_DIMENSION_LABELS[low], score: d[low] };
}

/**
 * The AI interview assistant's greeting (spec §1), composed from the user's own data: the name,
 * the selected position, how many resumes, the last session's score and its weakest dimension,
 * and the practice plan's next step.
 */
export function composeGreeting(input: TGreetingInput): {
  time: ReturnType<typeof timeOfDay>;
  name: string;
  lines: TGreetingLine[];
} {
  const lines: TGreetingLine[] = [];
  lines.push(
    input.position
      ? { key: 'assistant.position', values: { position: input.position } }
      : { key: 'assistant.noPosition' },
  );
  lines.push(
    input.resumeCount > 0
      ? { key: 'assistant.resumes', values: { count: input.resumeCount } }
      : { key: 'assistant.noResumes' },
  );
  if (!input.last)
    lines.push({ key: (input.sessionCount ?? 0) > 0 ? 'assistant.noScoredSessions' : 'assistant.noSessions' });
  else {
    const weak = weakestDimension(input.last.dimensions);
    lines.push(
      weak
        ? {
            key: 'assistant.lastScore',
            values: { score: input.last.overall_score, dimension: weak.label, dimensionScore: weak.score },
          }
        : { key: 'assistant.lastScoreEven', values: { score: input.last.overall_score } },
    );
  }
  if (input.last && input.nextStep) lines.push({ key: 'assistant.nextStep', values: { step: input.nextStep } });
  return { time: timeOfDay(input.hour), name: input.name, lines };
}

import type { TInterviewQuestion } from '@offerpilot/shared';

export interface TPlanView {
  /** Verbatim resume lines the interviewer will ask about. */
  resumeClaims: string[];
  /** Verbatim position requirements the interviewer will ask about. */
  requirements: string[];
  /** Of those, the ones the resume shows no evidence for (the gaps the interviewer will probe). */
  gaps: string[];
  /** The competencies the plan tests, in order of first appearance, with how many questions each. */
  focus: { name: string; count: number }[];
  /** Every question comes from the user's own bank. */
  isOwnBank: boolean;
}

const unique = (items: string[]) => [...new Set(items.filter(Boolean))];

/** What the interviewer read to make the plan, from the planned questions' sources. */
export function planView(questions: TInterviewQuestion[]): TPlanView {
  const mains = questions.filter((q) => q.parent_id === null);
  const counts = new Map<string, number>();
  for (const q of mains) counts.set(q.competency, (counts.get(q.competency) ?? 0) + 1);
  return {
    resumeClaims: unique(mains.filter((q) => q.source.type === 'resume').map((q) => q.source.quote ?? '')),
    requirements: unique(
      mains.filter((q) => q.source.type === 'position' && q.kind !== 'opening').map((q) => q.source.quote ?? ''),
    ),
    gaps: unique(
      mains
        .filter((q) => q.source.type === 'position' && q.source.requirement_status === 'missing')
        .map((q) => q.source.quote ?? ''),
    ),
    focus: [...counts].map(([name, count]) => ({ name, count })),
    isOwnBank: mains.length > 0 && mains.every((q) => q.source.type === 'custom'),
  };
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The gallery's sample content (positions, a resume score, interview feedback, quotes) lives in
 * the `demoHomepages` namespace under `sample`, written in Chinese for these pages only; these
 * types and hooks read it. Nothing here is a real user's data.
 */
export interface TSamplePosition {
  name: string;
  company: string;
  city: string;
  salary: string;
  tags: string[];
  match: number;
}

export interface TSampleResume {
  title: string;
  owner: string;
  overall: number;
  dimensions: { label: string; score: number }[];
  suggestions: string[];
}

export interface TSampleFeedback {
  question: string;
  answer: string;
  score: number;
  strengths: string[];
  improvements: string[];
  followUp: string;
}

export interface TSampleContent {
  resume: TSampleResume;
  positions: TSamplePosition[];
  feedback: TSampleFeedback;
  quotes: { text: string; who: string }[];
  trend: number[];
  stats: { sessions: number; average: number; resume: number; minutes: number };
}

export interface TTitledText {
  title: string;
  desc: string;
}

/**
 * The sample, the same object from render to render: `t(…, { returnObjects: true })` builds new
 * arrays on every call, and the score chart is rebuilt whenever its `scores` array changes.
 */
export function useSampleContent(): TSampleContent {
  const { t } = useTranslation('demoHomepages');
  return useMemo(() => t('sample', { returnObjects: true }) as TSampleContent, [t]);
}

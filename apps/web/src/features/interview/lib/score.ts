import { INTERVIEW_SCORE_BANDS } from '@offerpilot/shared';

/** Green from 80, amber from 60, red below: the same colours on every interview screen. */
export const scoreColor = (score: number) =>
  score >= INTERVIEW_SCORE_BANDS.good ? '#389e0d' : score >= INTERVIEW_SCORE_BANDS.fair ? '#d48806' : '#cf1322';

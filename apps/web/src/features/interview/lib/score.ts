/** Green from 80, amber from 60, red below: the same colours on every interview screen. */
export const scoreColor = (score: number) => (score >= 80 ? '#389e0d' : score >= 60 ? '#d48806' : '#cf1322');

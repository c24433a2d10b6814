import { ROUTES } from './routes.ts';

/**
 * Where a session opens: an unfinished one continues (mock or formal); an ended mock interview
 * shows its summary, an ended formal one its formal report.
 */
export function sessionHref(s: { id: number; mode: 'mock' | 'formal'; status: string }): string {
  if (s.status === 'in_progress')
    return `${s.mode === 'mock' ? ROUTES.mockInterview : ROUTES.formalInterview}?sessionId=${s.id}`;
  return `${s.mode === 'formal' ? ROUTES.interviewReport : ROUTES.interviewSummary}?sessionId=${s.id}`;
}

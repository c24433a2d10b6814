import { useSearchParams } from 'react-router';

/** The ?sessionId= of the interview screens, or null when it is missing or not a positive integer. */
export function useSessionIdParam(): number | null {
  const [params] = useSearchParams();
  const n = Number(params.get('sessionId'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

import { useSearchParams } from 'react-router';
import { positiveInt } from '../../../lib/query-params.ts';

/** The ?sessionId= of the interview screens, or null when it is missing or not a positive integer. */
export function useSessionIdParam(): number | null {
  const [params] = useSearchParams();
  return positiveInt(params.get('sessionId'));
}

import { useLayoutEffect, useState } from 'react';

/**
 * Whole seconds left until `deadline` (ms since epoch), ticking twice a second; never below 0.
 * A new deadline reads the clock before it is painted: the last tick's time, up to 500 ms old,
 * showed a fresh 3-minute limit as 03:01.
 */
export function useCountdown(deadline: number): number {
  const [now, setNow] = useState(() => Date.now());
  useLayoutEffect(() => {
    const read = () => setNow(Date.now());
    read();
    const timer = window.setInterval(read, 500);
    return () => window.clearInterval(timer);
  }, [deadline]);
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

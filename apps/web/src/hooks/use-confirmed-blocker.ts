import { useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/**
 * A React Router blocker whose blocked moves ask first: `ask(proceed, stay)` opens the question and
 * returns its close. One question per blocked move (a second Back while it is open changes
 * nothing), closed by code when the blocker's state moves on or the screen goes. One per page: a
 * router keeps one blocker at a time.
 */
export function useConfirmedBlocker(
  shouldBlock: BlockerFunction,
  ask: (proceed: () => void, stay: () => void) => (() => void) | null,
): void {
  const blocker = useBlocker(shouldBlock);
  const latestBlocker = useRef(blocker);
  const latestAsk = useRef(ask);
  useEffect(() => {
    latestBlocker.current = blocker;
    latestAsk.current = ask;
  });
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (!blocked) return;
    const close = latestAsk.current(
      () => latestBlocker.current.proceed?.(),
      () => latestBlocker.current.reset?.(),
    );
    return () => close?.();
  }, [blocked]);
}

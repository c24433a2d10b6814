import type { QueryKey } from '@tanstack/react-query';

/**
 * Tabs of one browser tell each other that an account's data changed, so a list open in one tab
 * does not keep showing a resume or a position deleted, added or edited in another (lists are kept
 * 60 s and are not fetched again when a tab comes back into view). The message names the account
 * only; each tab asks the server again for its lists and records on screen, nothing else
 * (`refetchedElsewhere`). Browsers without BroadcastChannel keep the old behaviour.
 */
const CHANNEL = 'offerpilot-data-changed';

interface TDataChanged {
  userId: number;
}

let channel: BroadcastChannel | null | undefined;
function open(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/** Says to the other tabs that `userId`'s data changed here (a tab never hears its own message). */
export function announceDataChanged(userId: number | null | undefined): void {
  if (typeof userId !== 'number') return;
  open()?.postMessage({ userId } satisfies TDataChanged);
}

/** Runs `listener` with the account whose data another tab changed. Returns the unsubscribe. */
export function onDataChangedElsewhere(listener: (userId: number) => void): () => void {
  const ch = open();
  if (!ch) return () => undefined;
  const handle = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<TDataChanged> | null;
    if (typeof data?.userId === 'number') listener(data.userId);
  };
  ch.addEventListener('message', handle);
  return () => ch.removeEventListener('message', handle);
}

/**
 * What a tab asks for again when another tab changed the account's data: lists, counts and saved
 * records, which are plain reads. Never an analysis (a paid model call), a captcha (a new picture),
 * or an interview in progress, its questions, feedback or report.
 */
export function refetchedElsewhere(key: QueryKey): boolean {
  const [area, kind] = key as readonly unknown[];
  if (area === 'resumes')
    return ['list', 'detail', 'public', 'optimization-counts', 'optimizations'].includes(String(kind));
  if (area === 'positions') return ['list', 'options', 'detail', 'related'].includes(String(kind));
  if (area === 'interview') return ['sessions', 'stats', 'templates', 'reports'].includes(String(kind));
  return false;
}

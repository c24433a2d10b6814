import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { useAuthStore } from '../auth/auth-store.ts';
import { resumeKeys } from '../features/resumes/api/resume-keys.ts';
import { announceDataChanged, onDataChangedElsewhere, refetchedElsewhere } from '../lib/data-changed.ts';
import { onResumeDiscarded } from '../tasks/index.ts';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import { router } from './router.tsx';

const newQueryClient = () =>
  new QueryClient({
    // What a change made here shows in this tab, the account's other tabs show too (lib/data-changed.ts),
    // for the account that made it (another may have signed in while it was on its way).
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => void startedBy.set(mutation, cacheOwner),
      onSuccess: (_data, _variables, _context, mutation) => announceDataChanged(startedBy.get(mutation)),
    }),
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
  });

// What the cache holds belongs to the account that asked for it, and lists stay fresh for 60 s
// (spec §9). When that account's session ends (sign-out, a failed refresh, a 401, or another account
// signing in over it) a new cache starts: the next account never sees the last one's resumes,
// interviews or counts, and an answer still on its way for the last account (a mutation's onSuccess
// writing its result) lands in the old cache. Signing in from signed out keeps the cache: it holds
// only public answers then (providers, site settings), and the sign-in screen stays usable. Screens
// mounted across a change keep the client they started with; the guarded ones are gone by then.
/** The account signed in when each mutation started. */
const startedBy = new WeakMap<object, number | null>();
let queryClient = newQueryClient();
let cacheOwner: number | null = null;
const clientListeners = new Set<() => void>();
useAuthStore.subscribe(({ status, user }) => {
  const owner = status === 'authenticated' && user ? user.id : null;
  if (owner === cacheOwner) return;
  const ended = cacheOwner !== null;
  cacheOwner = owner;
  if (!ended) return;
  queryClient.clear();
  queryClient = newQueryClient();
  for (const listener of clientListeners) listener();
});
const subscribeClient = (listener: () => void) => {
  clientListeners.add(listener);
  return () => clientListeners.delete(listener);
};
const currentClient = () => queryClient;
/** The query cache of the current session (main.tsx fills it before the first render of a saved page). */
export const currentQueryClient = currentClient;

// Another tab of the same account changed something: what this tab shows is asked for again.
onDataChangedElsewhere((userId) => {
  if (userId === cacheOwner) void queryClient.invalidateQueries({ predicate: (q) => refetchedElsewhere(q.queryKey) });
});

// A cancelled or interrupted upload's resume is taken back: its card goes from every list too.
onResumeDiscarded(() => {
  announceDataChanged(cacheOwner);
  return queryClient.invalidateQueries({ queryKey: resumeKeys.all });
});

export function App() {
  const client = useSyncExternalStore(subscribeClient, currentClient);
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router';
import { onSessionChange } from '../auth/auth-events.ts';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import { router } from './router.tsx';

const newQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

// What the cache holds belongs to the account that asked for it, and lists stay fresh for 60 s
// (spec §9). Every sign-in and sign-out starts a new cache: another account signed in on this tab
// never sees the last one's resumes, interviews or counts, and an answer still on its way for the
// last account (a mutation's onSuccess writing its result) lands in the old cache, not the new one.
let queryClient = newQueryClient();
const clientListeners = new Set<() => void>();
onSessionChange(() => {
  queryClient.clear();
  queryClient = newQueryClient();
  for (const listener of clientListeners) listener();
});
const subscribeClient = (listener: () => void) => {
  clientListeners.add(listener);
  return () => clientListeners.delete(listener);
};
const currentClient = () => queryClient;

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

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { onSessionChange } from '../auth/auth-events.ts';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import { router } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
});
// What the cache holds belongs to the account that asked for it, and lists stay fresh for 60 s
// (spec §9): at every sign-in and sign-out it starts empty, so another account signed in on this
// tab never sees the last one's resumes, interviews or counts.
onSessionChange(() => queryClient.clear());

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

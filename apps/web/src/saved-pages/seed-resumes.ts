import type { QueryClient } from '@tanstack/react-query';
import { groupByResume } from '../api/optimization-groups.ts';
import { useAuthStore } from '../auth/auth-store.ts';
import { aiKeys } from '../features/resumes/api/ai-queries.ts';
import { resumeKeys } from '../features/resumes/api/resume-keys.ts';

const SEED_WAIT_MS = 3_000;

/**
 * The saved resume library (saved-pages/resume-list.ts) has already asked for the page of resumes
 * and the optimisation counts: the app starts from those answers, for the account start-up signed
 * in, so it renders the cards already on screen without asking again. It waits for them at most
 * `waitMs` after the sign-in check; past that it asks itself.
 */
export async function seedSavedResumes(client: QueryClient, waitMs = SEED_WAIT_MS): Promise<void> {
  const pending = window.__opSavedResumes;
  window.__opSavedResumes = undefined;
  if (!pending || useAuthStore.getState().status !== 'authenticated') return;
  const saved = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), waitMs))]);
  const { status, user } = useAuthStore.getState();
  if (!saved || status !== 'authenticated' || user?.id !== saved.userId) return;
  const fetched = { updatedAt: saved.fetchedAt };
  client.setQueryData(resumeKeys.list(saved.page), saved.list, fetched);
  client.setQueryData(aiKeys.counts, groupByResume(saved.optimizations), fetched);
}

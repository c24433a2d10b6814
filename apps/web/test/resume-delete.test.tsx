import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDeleteResume } from '../src/features/resumes/api/delete-resume.ts';
import { useResume } from '../src/features/resumes/api/get-resume.ts';
import { signInTestUser } from './support/signed-in.tsx';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data, message: null, error: null }), { status: 200 });
const gone = () =>
  new Response(JSON.stringify({ success: false, data: null, message: null, error: '简历不存在' }), { status: 404 });

beforeEach(signInTestUser);
afterEach(() => vi.unstubAllGlobals());

describe('deleting the open resume', () => {
  it('does not ask the server for the resume it just deleted while its detail is still shown', async () => {
    let deleted = false;
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const path = new URL(input, 'http://localhost').pathname;
        calls.push(`${method} ${path}`);
        if (method === 'DELETE') {
          deleted = true;
          return ok(null);
        }
        if (path === '/api/v1/resumes/5') return deleted ? gone() : ok({ id: 5, file_name: '简历五', content: '' });
        return ok({ resumes: [], total: 0, page: 1, page_size: 12 });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // The detail drawer: its query and the delete button's mutation, mounted together.
    const { result, unmount } = renderHook(() => ({ detail: useResume(5), remove: useDeleteResume() }), { wrapper });
    await waitFor(() => expect(result.current.detail.data?.file_name).toBe('简历五'));
    await act(() => result.current.remove.mutateAsync(5));
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    // Give a refetch the chance to start (the page navigates away on the next render).
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(calls.filter((c) => c === 'GET /api/v1/resumes/5')).toHaveLength(1);
    // Once the drawer has closed, the deleted resume is no longer in the cache: opening its address
    // again asks the server (and says it is gone) instead of showing it.
    expect(client.getQueryData(['resumes', 'detail', 5])).toBeDefined();
    unmount();
    expect(client.getQueryData(['resumes', 'detail', 5])).toBeUndefined();
  });
});

import type { TPositionList } from '@offerpilot/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { positionsQueryOptions, usePositions } from '../src/features/positions/api/get-positions.ts';
import { positionQueryOptions } from '../src/features/positions/api/get-position.ts';
import { positionDeleted } from '../src/features/positions/api/position-cache.ts';
import { usePositionFilters } from '../src/features/positions/store/position-filters.ts';
import { positionKeys } from '../src/lib/position-keys.ts';
import { buildPosition, stubPositionsServer } from './support/positions-server.ts';
import { signInTestUser } from './support/signed-in.tsx';
import { useAuthStore } from '../src/auth/auth-store.ts';

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

beforeEach(signInTestUser);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('positions in the query cache (spec §3, §4, §9)', () => {
  it('keeps a list page and a position 60 s, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const server = stubPositionsServer([buildPosition(1), buildPosition(2)]);
    const client = newClient();
    const page = positionsQueryOptions({ page: 1, pageSize: 12 });
    const listCalls = () => server.calls.filter((c) => c.startsWith('GET /api/v1/positions?')).length;
    await client.fetchQuery(page);
    await client.fetchQuery(positionQueryOptions(2));
    vi.advanceTimersByTime(59_000);
    expect((await client.fetchQuery(page)).total).toBe(2);
    await client.fetchQuery(positionQueryOptions(2));
    expect(listCalls()).toBe(1);
    expect(server.calls.filter((c) => c === 'GET /api/v1/positions/2')).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    await client.fetchQuery(page);
    await client.fetchQuery(positionQueryOptions(2));
    expect(listCalls()).toBe(2);
    expect(server.calls.filter((c) => c === 'GET /api/v1/positions/2')).toHaveLength(2);
  });

  it('shows the page asked for last, whatever order the answers arrive in', async () => {
    const answers: Record<number, (list: TPositionList) => void> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string) =>
          new Promise<Response>((resolve) => {
            const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
            answers[page] = (list) => resolve(new Response(JSON.stringify({ success: true, data: list })));
          }),
      ),
    );
    const list = (page: number, id: number): TPositionList => ({
      positions: [buildPosition(id)],
      total: 30,
      page,
      page_size: 12,
    });
    const { result, rerender } = renderHook(({ page }) => usePositions({ page, pageSize: 12 }), {
      wrapper: wrapperOf(newClient()),
      initialProps: { page: 2 },
    });
    await waitFor(() => expect(answers[2]).toBeDefined());
    rerender({ page: 3 });
    await waitFor(() => expect(answers[3]).toBeDefined());
    await act(async () => answers[3]!(list(3, 30)));
    await act(async () => answers[2]!(list(2, 20)));
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current.data?.positions.map((p) => p.id)).toEqual([30]);
  });

  it('a delete lowers the total by one, never below 0', () => {
    const client = newClient();
    const key = positionKeys.list({ page: 1, pageSize: 12 });
    client.setQueryData<TPositionList>(key, { positions: [], total: 0, page: 1, page_size: 12 });
    client.setQueryData<TPositionList>(positionKeys.options, {
      positions: [buildPosition(4)],
      total: 0,
      page: 1,
      page_size: 100,
    });
    positionDeleted(client, 4);
    expect(client.getQueryData<TPositionList>(positionKeys.options)).toMatchObject({ positions: [], total: 0 });
    expect(client.getQueryData<TPositionList>(key)?.total).toBe(0);
  });

  it('keeps the page and filters for the account that chose them; another account starts from page 1', () => {
    const { result } = renderHook(() => usePositionFilters());
    act(() => result.current.setQuery({ keyword: '前端', industry: '互联网' }));
    act(() => result.current.setPage(3));
    expect(result.current).toMatchObject({ page: 3, pageSize: 12, query: { keyword: '前端', industry: '互联网' } });
    act(() => useAuthStore.setState({ user: { ...useAuthStore.getState().user!, id: 6 } }));
    expect(result.current).toMatchObject({ page: 1, query: {} });
  });
});

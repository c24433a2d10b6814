import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PositionsPage } from '../src/features/positions/positions-page.tsx';
import { positionLabel, useMyPositions } from '../src/hooks/use-my-lists.ts';
import { stubResizeObserver, stubTextareaMeasurement } from './support/jsdom-textarea.ts';
import { buildPosition, stubPositionsServer } from './support/positions-server.ts';
import { renderRoutes, signInTestUser } from './support/signed-in.tsx';

configure({ asyncUtilTimeout: 8_000 });

/** What the home sidebar and every picker list: the first 100 positions (hooks/use-my-lists.ts). */
function Picker() {
  const positions = useMyPositions();
  if (positions.isPending) return <p>加载中</p>;
  return (
    <ul aria-label="岗位选择">
      {positions.data?.positions.map((p) => (
        <li key={p.id}>{positionLabel(p)}</li>
      ))}
    </ul>
  );
}

const picker = () => screen.getByRole('list', { name: '岗位选择' });
const pickerNames = () =>
  within(picker())
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

function renderApp(entry = '/picker') {
  return renderRoutes(
    [
      { path: '/positions', element: <PositionsPage /> },
      { path: '/picker', element: <Picker /> },
    ],
    entry,
  );
}

/** The picker was shown (its list is cached, fresh for 60 s), then the user went to /positions. */
async function fromPickerTo(entry: string) {
  const router = renderApp();
  await screen.findByRole('list', { name: '岗位选择' });
  expect(pickerNames()).toEqual(['岗位 2 · 示例公司', '岗位 1 · 示例公司']);
  await act(() => router.navigate(entry));
  return router;
}

beforeAll(stubResizeObserver);
beforeEach(() => {
  stubTextareaMeasurement();
  signInTestUser();
});
afterEach(() => vi.unstubAllGlobals());

describe(
  'a change to a position shows at once in the lists the home sidebar and pickers use',
  { timeout: 30_000 },
  () => {
    it('a created position', async () => {
      const server = stubPositionsServer([buildPosition(1), buildPosition(2)]);
      const router = await fromPickerTo('/positions?create=1');
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('岗位名称'), '数据分析师');
      await user.click(screen.getByRole('button', { name: /保存岗位/ }));
      expect(await screen.findByText('岗位已创建')).toBeInTheDocument();
      // The new position is open in its drawer, answered from the cache without asking again.
      await waitFor(() => expect(router.state.location.search).toBe('?positionId=3'));
      expect(server.calls).not.toContain('GET /api/v1/positions/3');

      await act(() => router.navigate('/picker'));
      expect(pickerNames()[0]).toBe('数据分析师');
      expect(pickerNames()).toHaveLength(3);
    });

    it('a renamed position', async () => {
      stubPositionsServer([buildPosition(1), buildPosition(2)]);
      const router = await fromPickerTo('/positions?positionId=1');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /编\s*辑/ }));
      const name = await screen.findByLabelText('岗位名称');
      await user.clear(name);
      await user.type(name, '高级前端工程师');
      await user.click(screen.getByRole('button', { name: /保存岗位/ }));
      expect(await screen.findByText('岗位已更新')).toBeInTheDocument();
      // The list behind the drawer shows the new name too.
      expect(await screen.findByRole('heading', { name: '高级前端工程师' })).toBeInTheDocument();

      await act(() => router.navigate('/picker'));
      expect(pickerNames()).toContain('高级前端工程师 · 示例公司');
      expect(pickerNames()).not.toContain('岗位 1 · 示例公司');
    });

    it('a deleted position', async () => {
      const server = stubPositionsServer([buildPosition(1), buildPosition(2)]);
      const router = await fromPickerTo('/positions?positionId=2');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: /删\s*除/ }));
      const [title] = await screen.findAllByText('删除这个岗位？');
      const dialog = title!.closest<HTMLElement>('.ant-modal')!;
      await user.click(within(dialog).getByRole('button', { name: /删\s*除/ }));
      expect(await screen.findByText('岗位已删除')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.queryByRole('heading', { name: '岗位 2' })).not.toBeInTheDocument();
      // The deleted position is not asked for again.
      expect(server.calls.filter((c) => c === 'GET /api/v1/positions/2')).toHaveLength(1);

      await act(() => router.navigate('/picker'));
      expect(pickerNames()).toEqual(['岗位 1 · 示例公司']);
    });
  },
);

describe('the /positions list', { timeout: 30_000 }, () => {
  it('shows 12 a page and goes back a page when a delete empties the last one', async () => {
    const server = stubPositionsServer(Array.from({ length: 13 }, (_, i) => buildPosition(i + 1)));
    const router = renderApp('/positions');
    expect(await screen.findByText('共 13 个岗位')).toBeInTheDocument();
    expect(server.calls).toContain('GET /api/v1/positions?page=1&page_size=12');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12);
    const user = userEvent.setup();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    // Page 2 holds the oldest one only.
    expect(await screen.findByRole('heading', { name: '岗位 1', level: 2 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: /岗位 1/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?positionId=1'));
    await user.click(await screen.findByRole('button', { name: /删\s*除/ }));
    const [title] = await screen.findAllByText('删除这个岗位？');
    await user.click(within(title!.closest<HTMLElement>('.ant-modal')!).getByRole('button', { name: /删\s*除/ }));

    expect(await screen.findByText('共 12 个岗位')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(12));
    expect(screen.queryByRole('listitem', { name: '2' })).not.toBeInTheDocument();
  });

  it('searches by keyword through POST /search', async () => {
    const server = stubPositionsServer([buildPosition(1), buildPosition(2, { name: '前端工程师' })]);
    renderApp('/positions');
    expect(await screen.findByText('共 2 个岗位')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: /搜索/ }), '前端{Enter}');
    expect(await screen.findByText('共 1 个岗位')).toBeInTheDocument();
    const search = server.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/search'));
    expect(JSON.parse(String(search![1]!.body))).toEqual({ keyword: '前端', page: 1, page_size: 12 });
    // The search stays while the user is away; 清除条件 lists them all again.
    await user.click(screen.getByRole('button', { name: /清除/ }));
    expect(await screen.findByText('共 2 个岗位')).toBeInTheDocument();
  });

  it('shows the Chinese error of a failed list, and 重试 reads it again', async () => {
    stubPositionsServer([buildPosition(1)]);
    const working = vi.mocked(fetch).getMockImplementation()!;
    const isList = (input: unknown) => String(input).startsWith('/api/v1/positions');
    vi.mocked(fetch).mockImplementation(async (input, init) =>
      isList(input) ? new Response('<html>bad gateway</html>', { status: 502 }) : working(input, init),
    );
    renderApp('/positions');
    expect(await screen.findByText('获取岗位列表失败')).toBeInTheDocument();
    expect(screen.queryByText('还没有岗位')).not.toBeInTheDocument();
    let answer!: () => void;
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (isList(input)) await new Promise<void>((resolve) => (answer = resolve));
      return working(input, init);
    });
    await userEvent.setup().click(screen.getByRole('button', { name: /重\s*试/ }));
    // While it is asked again: the loading cards, no error.
    await waitFor(() => expect(screen.queryByText('获取岗位列表失败')).not.toBeInTheDocument());
    await act(async () => answer());
    expect(await screen.findByText('共 1 个岗位')).toBeInTheDocument();
    expect(screen.queryByText('获取岗位列表失败')).not.toBeInTheDocument();
  });
});

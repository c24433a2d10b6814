import type { TOptimizationSummary, TResumeList, TResumeSummary } from '@offerpilot/shared';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../src/auth/auth-store.ts';
import { aiKeys } from '../src/features/resumes/api/ai-queries.ts';
import { resumeKeys } from '../src/features/resumes/api/resume-keys.ts';
import { ResumeCard } from '../src/features/resumes/components/resume-card.tsx';
import { renderSavedResumes, startSavedResumeList } from '../src/saved-pages/resume-list.ts';
import { keepResumeTemplate } from '../src/saved-pages/resume-list-template.ts';
import { seedSavedResumes } from '../src/saved-pages/seed-resumes.ts';

const resume = (id: number, overrides: Partial<TResumeSummary> = {}): TResumeSummary => ({
  id,
  file_name: `简历${id}`,
  position: null,
  position_id: null,
  is_public: false,
  source: 'text',
  parent_id: null,
  file: null,
  excerpt: `第${id}份简历的开头`,
  basics: null,
  content_length: 300,
  created_at: '2026-11-21T08:00:00.000Z',
  updated_at: '2026-11-21T08:05:00.000Z',
  ...overrides,
});

const optimization = (id: number, resumeId: number, status: TOptimizationSummary['status'] = 'completed') =>
  ({ id, resume_id: resumeId, resume_file_name: `简历${resumeId}`, status }) as TOptimizationSummary;

/** The build's account: one resume of each kind, so every kind of tag is rendered once. */
const BUILD_RESUMES = [
  resume(1, { basics: { name: '样例甲', target_role: '后端开发' } as TResumeSummary['basics'] }),
  resume(2, { is_public: true, source: 'file', file: { kind: 'pdf', mime: 'application/pdf', size: 1000 } }),
  resume(3, { source: 'optimized', parent_id: 1 }),
];
const BUILD_COUNTS = new Map([[1, 1]]);

/** A page as the app renders it: count line and grid inside the "my resumes" panel. */
function appPage(resumes: TResumeSummary[], counts: Map<number, number>, selectedId: number | null = null) {
  return (
    <div id="root" data-prerendered="/resume">
      <header>
        <button type="button" className="op-user-menu">
          <img alt="bench_user" src="/default-avatar.svg" />
          <span className="op-user-menu__name">bench_user</span>
        </button>
      </header>
      <div role="tabpanel">
        <p className="op-list-page__count">共 {resumes.length} 份简历</p>
        <div className="op-list-page__grid">
          {resumes.map((r) => (
            <ResumeCard
              key={r.id}
              resume={r}
              selected={r.id === selectedId}
              optimizations={counts.get(r.id) ?? 0}
              onOpen={() => {}}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

const GHOSTS =
  '<p class="op-list-page__count" aria-hidden="true">\u00a0</p><div class="op-list-page__grid"><div class="op-list-card op-list-card--ghost"></div></div>';

/** The saved page as scripts/prerender.ts makes it: the build's render, emptied into a template. */
function savedPage(): HTMLElement {
  const { container } = render(appPage(BUILD_RESUMES, BUILD_COUNTS));
  expect(keepResumeTemplate(document, GHOSTS, 'op-saved-resumes').sort()).toEqual(
    ['blue', 'plain', 'private', 'public', 'purple'].sort(),
  );
  return container;
}

const gridOf = (root: ParentNode) => root.querySelector('.op-list-page__grid')!;
const withoutIds = (html: string) => html.replace(/ data-resume-id="\d+"/g, '');

describe('the saved resume library (issue 18)', () => {
  it('holds no text of the build account or its resumes, only ghost cards and an empty template', () => {
    const saved = savedPage();
    const text = saved.textContent ?? '';
    for (const gone of ['bench_user', '简历1', '样例甲', '第1份简历', '已优化', '公开', '私有', 'PDF'])
      expect(text).not.toContain(gone);
    expect(saved.querySelector('template')!.content.textContent).toBe('');
    expect(saved.querySelector('.op-user-menu img')!.getAttribute('alt')).toBe('');
    expect(gridOf(saved).querySelectorAll('.op-list-card--ghost')).toHaveLength(1);
  });

  it('fills in cards that are the same, tag for tag, as the ones the app renders', () => {
    const saved = savedPage();
    // Another account's page: other texts, other combinations, one card open.
    const list: TResumeList = {
      resumes: [
        resume(11, { is_public: true, position: '产品经理' }),
        resume(12, { source: 'manual', parent_id: 11, file: { kind: 'docx', mime: 'x', size: 1 } }),
        resume(13, {
          source: 'optimized',
          parent_id: 12,
          is_public: true,
          basics: { name: '韩梅梅', target_role: null } as TResumeSummary['basics'],
        }),
        resume(14, { source: 'url' }),
      ],
      total: 4,
      page: 1,
      page_size: 12,
    };
    const optimizations = [
      optimization(1, 11),
      optimization(2, 11),
      optimization(3, 11, 'superseded'),
      optimization(4, 13),
    ];
    expect(renderSavedResumes(document, list, optimizations, 12)).toBe(true);

    const { container: app } = render(
      appPage(
        list.resumes,
        new Map([
          [11, 2],
          [13, 1],
        ]),
        12,
      ),
    );
    expect(withoutIds(gridOf(saved).innerHTML)).toBe(gridOf(app).innerHTML);
    expect(saved.querySelector('.op-list-page__count')!.textContent).toBe('共 4 份简历');
    expect(saved.querySelector('.op-list-page__count')!.hasAttribute('aria-hidden')).toBe(false);
    expect(gridOf(saved).querySelector('[data-resume-id="12"]')!.getAttribute('aria-pressed')).toBe('true');
  });

  it('leaves the ghost cards for the app when the page is empty or needs a tag it has no sample of', () => {
    const saved = savedPage();
    const before = gridOf(saved).innerHTML;
    expect(renderSavedResumes(document, { resumes: [], total: 0, page: 1, page_size: 12 }, [], null)).toBe(false);
    // More than one page: the app's pager goes below the cards.
    expect(renderSavedResumes(document, { resumes: [resume(20)], total: 13, page: 2, page_size: 12 }, [], null)).toBe(
      false,
    );
    saved.querySelector('template')!.content.querySelector('[data-op-tag="blue"]')!.remove();
    const list = { resumes: [resume(21), resume(22)], total: 2, page: 1, page_size: 12 };
    expect(renderSavedResumes(document, list, [optimization(9, 22)], null)).toBe(false);
    expect(gridOf(saved).innerHTML).toBe(before);
    // Without that tag it still can.
    expect(renderSavedResumes(document, list, [], null)).toBe(true);
  });
});

describe('the saved resume library script', () => {
  const user = { id: 42, username: 'hanmeimei', display_name: '韩梅梅', avatar_url: null };
  const list: TResumeList = { resumes: [resume(31), resume(32)], total: 2, page: 2, page_size: 12 };
  let fetchMock: ReturnType<typeof vi.fn>;
  const reply = (body: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    window.__opSavedResumes = undefined;
    window.history.replaceState(null, '', '/resume?page=2');
    fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/v1/auth/refresh'))
        return reply({
          access_token: 'fresh-access',
          refresh_token: 'fresh-refresh',
          casdoor_token: null,
          user,
          expires_at: new Date(Date.now() + 15 * 60_000).toISOString(),
        });
      const auth = new Headers(init?.headers).get('authorization');
      if (auth !== 'Bearer stored-access' && auth !== 'Bearer fresh-access') return reply({ success: false }, 401);
      if (url.startsWith('/api/v1/resumes/optimizations/all'))
        return reply({ success: true, data: { items: [optimization(5, 31)] } });
      if (url.startsWith('/api/v1/resumes?')) return reply({ success: true, data: list });
      return reply({ success: false }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  const signIn = (expiresInMs: number) => {
    localStorage.setItem('access_token', 'stored-access');
    localStorage.setItem('refresh_token', 'stored-refresh');
    localStorage.setItem('user_info', JSON.stringify(user));
    localStorage.setItem('token_expires_at', String(Date.now() + expiresInMs));
  };

  it('shows the signed-in user and their page of resumes, and keeps the answers for the app', async () => {
    const saved = savedPage();
    signIn(10 * 60_000);
    startSavedResumeList(document);
    expect(saved.querySelector('.op-user-menu__name')!.textContent).toBe('韩梅梅');
    const kept = await window.__opSavedResumes;
    expect(kept).toEqual({
      userId: 42,
      page: 2,
      list,
      optimizations: [optimization(5, 31)],
      fetchedAt: expect.any(Number),
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/v1/resumes?page=2&page_size=12',
      '/api/v1/resumes/optimizations/all?page=1&page_size=100',
    ]);
    expect([...gridOf(saved).querySelectorAll('.op-resume-card__name')].map((e) => e.textContent)).toEqual([
      '简历31',
      '简历32',
    ]);
    expect(gridOf(saved).textContent).toContain('已优化 1 次');
  });

  /** Web Locks as the browser has them (jsdom has none); `meanwhile` runs as another tab would, before the lock is granted. */
  const stubLocks = (meanwhile: () => void = () => {}) =>
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: { request: async (_name: string, task: () => Promise<unknown>) => (meanwhile(), task()) },
    });

  it('rotates a token about to run out first, under the tabs’ lock, storing the new sign-in as the app does', async () => {
    const saved = savedPage();
    stubLocks();
    signIn(30_000);
    startSavedResumeList(document);
    await window.__opSavedResumes;
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls[0]).toBe('/api/v1/auth/refresh');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ refresh_token: 'stored-refresh' });
    expect(urls.filter((u) => u === '/api/v1/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBe('fresh-access');
    expect(localStorage.getItem('refresh_token')).toBe('fresh-refresh');
    expect(gridOf(saved).querySelectorAll('.op-resume-card')).toHaveLength(2);
  });

  it('uses the token another tab rotated meanwhile, and shows nothing when another account signed in meanwhile', async () => {
    const saved = savedPage();
    signIn(30_000);
    stubLocks(() => {
      localStorage.setItem('refresh_token', 'other-tab-refresh');
      localStorage.setItem('access_token', 'fresh-access');
    });
    startSavedResumeList(document);
    expect(await window.__opSavedResumes).not.toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/v1/auth/refresh');

    const ghosts = '<div class="op-list-card op-list-card--ghost"></div>';
    gridOf(saved).innerHTML = ghosts;
    fetchMock.mockClear();
    signIn(30_000);
    stubLocks(() => localStorage.setItem('user_info', JSON.stringify({ ...user, id: 43 })));
    startSavedResumeList(document);
    expect(await window.__opSavedResumes).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(gridOf(saved).innerHTML).toBe(ghosts);
  });

  it('leaves a run-out token to the app where the browser has no Web Locks (no refresh token spent twice)', async () => {
    savedPage();
    signIn(30_000);
    startSavedResumeList(document);
    expect(await window.__opSavedResumes).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('refresh_token')).toBe('stored-refresh');
  });

  it('asks nothing when signed out or on the public tab, and leaves the ghosts when the sign-in is refused', async () => {
    const saved = savedPage();
    const ghosts = gridOf(saved).innerHTML;
    startSavedResumeList(document);
    expect(window.__opSavedResumes).toBeUndefined();
    signIn(10 * 60_000);
    window.history.replaceState(null, '', '/resume?tab=public');
    startSavedResumeList(document);
    expect(window.__opSavedResumes).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/resume');
    localStorage.setItem('access_token', 'revoked');
    startSavedResumeList(document);
    expect(await window.__opSavedResumes).toBeNull();
    expect(gridOf(saved).innerHTML).toBe(ghosts);
  });

  it('draws nothing once the app is taking over, or when another account signed in meanwhile', async () => {
    const saved = savedPage();
    const ghosts = gridOf(saved).innerHTML;
    signIn(10 * 60_000);
    startSavedResumeList(document);
    document.getElementById('root')!.setAttribute('data-taking-over', '');
    expect(await window.__opSavedResumes).not.toBeNull();
    expect(gridOf(saved).innerHTML).toBe(ghosts);
    document.getElementById('root')!.removeAttribute('data-taking-over');
    startSavedResumeList(document);
    localStorage.setItem('user_info', JSON.stringify({ ...user, id: 43 }));
    await window.__opSavedResumes;
    expect(gridOf(saved).innerHTML).toBe(ghosts);
  });

  it('a card opened before the app took over is in the address for the app to open', async () => {
    const saved = savedPage();
    signIn(10 * 60_000);
    startSavedResumeList(document);
    await window.__opSavedResumes;
    (gridOf(saved).querySelector('[data-resume-id="32"] .op-resume-card__name') as HTMLElement).click();
    expect(window.location.search).toBe('?page=2&resumeId=32');
  });
});

describe('the app starting from the saved answers', () => {
  const kept = {
    userId: 5,
    page: 1,
    list: { resumes: [resume(51)], total: 1, page: 1, page_size: 12 },
    optimizations: [optimization(7, 51), optimization(8, 51, 'superseded')],
    fetchedAt: Date.now() - 30_000,
  };
  afterEach(() => useAuthStore.setState({ status: 'loading', user: null }));

  it('fills the query cache for the account start-up signed in, and for no other', async () => {
    const client = new QueryClient();
    useAuthStore.setState({ status: 'authenticated', user: { id: 5 } as never });
    window.__opSavedResumes = Promise.resolve(kept);
    await seedSavedResumes(client);
    expect(client.getQueryData(resumeKeys.list(1))).toEqual(kept.list);
    // Aged from when the saved page fetched it, not from now.
    expect(client.getQueryState(resumeKeys.list(1))!.dataUpdatedAt).toBe(kept.fetchedAt);
    expect(client.getQueryData(aiKeys.counts)).toEqual([
      { resume_id: 51, resume_file_name: '简历51', optimizations: kept.optimizations },
    ]);
    expect(window.__opSavedResumes).toBeUndefined();

    const other = new QueryClient();
    useAuthStore.setState({ status: 'authenticated', user: { id: 6 } as never });
    window.__opSavedResumes = Promise.resolve(kept);
    await seedSavedResumes(other);
    expect(other.getQueryData(resumeKeys.list(1))).toBeUndefined();
    useAuthStore.setState({ status: 'unauthenticated', user: null });
    window.__opSavedResumes = Promise.resolve(kept);
    await seedSavedResumes(other);
    expect(other.getQueryData(aiKeys.counts)).toBeUndefined();
  });

  it('does not wait for answers that do not come: the app asks itself', async () => {
    const client = new QueryClient();
    useAuthStore.setState({ status: 'authenticated', user: { id: 5 } as never });
    window.__opSavedResumes = new Promise(() => {});
    await seedSavedResumes(client, 20);
    expect(client.getQueryData(resumeKeys.list(1))).toBeUndefined();
  });
});

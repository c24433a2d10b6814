// The resume library (/resume) is sent as a page saved at build time (scripts/prerender.ts): the
// layout, the title and six ghost cards, with no user's data. This script, loaded by that page
// before the app's code, asks for the signed-in user's page of resumes (?page) at once and shows it
// in the saved page's own card markup, so a phone on a slow network sees its resumes long before
// the app has loaded (issue 18). The app then renders the same cards over it from the same answer
// (saved-pages/seed-resumes.ts): nothing is asked twice and nothing moves.
//
// It is bundled on its own (esbuild, scripts/prerender.ts) and must stay small: no React, no Ant
// Design, only the app's storage, text and formatting helpers.
import {
  BUSINESS_CONSTANTS,
  getDisplayName,
  type TOptimizationSummary,
  type TResumeList,
  type TResumeSummary,
} from '@offerpilot/shared';
import { currentOptimizationCounts, groupByResume } from '../api/optimization-groups.ts';
import { getForSavedPage, refreshForSavedPage } from '../api/saved-page-calls.ts';
import { TOKEN_MARGIN_MS, withTabLock } from '../auth/token-lock.ts';
import { loadStoredAuth, saveRefreshed } from '../auth/token-storage.ts';
import { formatDate } from '../features/resumes/format.ts';
import { resumeCardParts, type TCardTagKind } from '../features/resumes/resume-card-parts.ts';
import texts from '../i18n/zh-CN/resumes.json';
import { DEFAULT_AVATAR } from '../lib/avatar.ts';
import { positiveInt } from '../lib/query-params.ts';

/** What this script fetched, for the app to start from (the same calls the screen makes). */
export interface TSavedResumes {
  userId: number;
  page: number;
  list: TResumeList;
  optimizations: TOptimizationSummary[];
  /** When the answers arrived (ms since 1970), for the app's cache to age them from. */
  fetchedAt: number;
}

declare global {
  interface Window {
    /** Set by the saved resume library while its calls are on their way; null when it asked nothing or failed. */
    __opSavedResumes?: Promise<TSavedResumes | null>;
  }
}

/** The saved page's path, and the ids the build gives its parts. */
export const SAVED_RESUMES_PATH = '/resume';
export const SAVED_RESUMES_TEMPLATE_ID = 'op-saved-resumes';
/** The panel whose ghost cards are replaced: the "my resumes" tab's content. */
export const SAVED_RESUMES_PANEL = '[data-op-saved="resumes"]';
/** The kinds of tag a card shows, each saved once from the build's own render. */
export const SAVED_TAG_KINDS: readonly TCardTagKind[] = ['plain', 'private', 'public', 'purple', 'blue'];

const PAGE_SIZE = BUSINESS_CONSTANTS.pageSize.client.resumes;
const COUNTS_SIZE = BUSINESS_CONSTANTS.fallbackFetchSize.optimizationsByResume;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * A token of `userId`'s sign-in good for the next minute: the stored one, or a new one rotated under
 * the Web Lock the app's tabs share for rotation. Without Web Locks it does not rotate: the app
 * does, alone, so a refresh token is never spent twice.
 */
async function usableToken(userId: number): Promise<string | null> {
  const stored = loadStoredAuth();
  if (!stored.accessToken || stored.user?.id !== userId) return null;
  if ((stored.tokenExpiresAt ?? 0) - Date.now() >= TOKEN_MARGIN_MS) return stored.accessToken;
  const refreshToken = stored.refreshToken;
  if (!refreshToken || typeof navigator === 'undefined' || !navigator.locks) return null;
  return withTabLock(async () => {
    const now = loadStoredAuth();
    // Another account signed in meanwhile: its resumes are not to be shown under this name.
    if (now.user?.id !== userId) return null;
    // Another tab rotated meanwhile: spending the old refresh token again would end the session.
    if (now.refreshToken !== refreshToken) return now.accessToken ?? null;
    const login = await refreshForSavedPage(refreshToken);
    return login && login.user.id === userId ? saveRefreshed(login).accessToken : null;
  });
}

/** The resumes texts at `key` ("list.version"), filled in; `values.defaultValue` when there is none. */
function translate(key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = texts;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return fill(typeof node === 'string' ? node : String(values.defaultValue ?? key), values);
}

/** One tag, cloned from the saved sample of its kind, with its text. */
function tag(samples: Map<TCardTagKind, Element>, kind: TCardTagKind, text: string): Element | null {
  const sample = samples.get(kind);
  if (!sample) return null;
  const el = sample.cloneNode(true) as Element;
  el.removeAttribute('data-op-tag');
  // A tag with an icon holds its text in its last span; a plain one is only text.
  const label = el.querySelector(':scope > span:not(.anticon)');
  (label ?? el).textContent = text;
  return el;
}

/**
 * Builds one card as ResumeCard renders it (features/resumes/components/resume-card.tsx), from the
 * saved sample card and tags. Null when the page saved no sample of a tag this resume needs.
 */
function card(
  template: DocumentFragment,
  samples: Map<TCardTagKind, Element>,
  resume: TResumeSummary,
  optimizations: number,
  selected: boolean,
): Element | null {
  const sample = template.querySelector('.op-resume-card');
  if (!sample) return null;
  const el = sample.cloneNode(true) as Element;
  el.classList.toggle('op-list-card--selected', selected);
  el.setAttribute('aria-pressed', String(selected));
  el.setAttribute('aria-label', translate('list.open', { name: resume.file_name }));
  el.setAttribute('data-resume-id', String(resume.id));
  const set = (selector: string, text: string) => {
    const part = el.querySelector(selector);
    if (part) part.textContent = text;
    return part;
  };
  set('.op-resume-card__name', resume.file_name);
  const parts = resumeCardParts(resume, optimizations);
  const sub = set('.op-resume-card__sub', parts.subtitle);
  if (!parts.subtitle) sub?.remove();
  set('.op-resume-card__excerpt', resume.excerpt);
  const meta = el.querySelector('.op-resume-card__meta');
  const time = el.querySelector('.op-resume-card__time');
  if (!meta || !time) return null;
  time.textContent = translate('list.updatedAt', { time: formatDate(resume.updated_at) });
  const tags = parts.tags.map((t) => tag(samples, t.kind, t.text ?? translate(t.key!, t.values)));
  if (tags.includes(null)) return null;
  for (const t of tags) meta.insertBefore(t!, time);
  return el;
}

/**
 * Shows a page of resumes in the saved page's ghost-card grid. False (and nothing changed) when
 * the page is empty, there is more than one page (the app's pager), or a card needs a tag the
 * saved page has no sample of: the app then shows that page itself.
 */
export function renderSavedResumes(
  doc: Document,
  list: TResumeList,
  optimizations: readonly TOptimizationSummary[],
  selectedId: number | null,
): boolean {
  const template = doc.getElementById(SAVED_RESUMES_TEMPLATE_ID);
  const panel = doc.querySelector(SAVED_RESUMES_PANEL);
  const count = panel?.querySelector('.op-list-page__count');
  const grid = panel?.querySelector('.op-list-page__grid');
  // More than a page: the app adds its pager below the cards, which this page cannot draw.
  if (
    !(template instanceof HTMLTemplateElement) ||
    !count ||
    !grid ||
    list.resumes.length === 0 ||
    list.total > PAGE_SIZE
  )
    return false;
  const samples = new Map<TCardTagKind, Element>();
  for (const el of template.content.querySelectorAll('[data-op-tag]'))
    samples.set(el.getAttribute('data-op-tag') as TCardTagKind, el);
  const counts = currentOptimizationCounts(groupByResume(optimizations));
  const cards: Element[] = [];
  for (const resume of list.resumes) {
    const el = card(template.content, samples, resume, counts.get(resume.id) ?? 0, resume.id === selectedId);
    if (!el) return false;
    cards.push(el);
  }
  count.textContent = translate('list.total', { total: list.total });
  count.removeAttribute('aria-hidden');
  grid.replaceChildren(...cards);
  return true;
}

/** The signed-in user's name and picture in the saved page's header, as UserMenu shows them. */
function showUser(
  doc: Document,
  user: { display_name?: string | null; username?: string; avatar_url?: string | null },
) {
  const name = getDisplayName({ name: user.display_name, username: user.username });
  const label = doc.querySelector('.op-user-menu__name');
  if (label) label.textContent = name;
  const img = doc.querySelector<HTMLImageElement>('.op-user-menu img');
  if (img) {
    img.alt = name;
    img.onerror = () => {
      img.onerror = null;
      img.src = DEFAULT_AVATAR;
    };
    img.src = user.avatar_url || DEFAULT_AVATAR;
  }
}

/** Runs on the saved resume library: fetches and shows the page of resumes, and keeps the answers for the app. */
export function startSavedResumeList(doc: Document = document): void {
  const root = doc.getElementById('root');
  if (root?.getAttribute('data-prerendered') !== SAVED_RESUMES_PATH) return;
  const params = new URLSearchParams(window.location.search);
  // The public tab and the upload dialog are the app's to show.
  if (params.get('tab') === 'public' || params.get('upload') === '1') return;
  const user = loadStoredAuth().user;
  if (!user) return;
  showUser(doc, user);
  const page = positiveInt(params.get('page')) ?? 1;
  const selectedId = positiveInt(params.get('resumeId'));
  window.__opSavedResumes = (async (): Promise<TSavedResumes | null> => {
    const token = await usableToken(user.id);
    if (!token) return null;
    const [list, all] = await Promise.all([
      getForSavedPage<TResumeList>(`/resumes?page=${page}&page_size=${PAGE_SIZE}`, token),
      getForSavedPage<{ items: TOptimizationSummary[] }>(
        `/resumes/optimizations/all?page=1&page_size=${COUNTS_SIZE}`,
        token,
      ),
    ]);
    // The app waits for this only so long: once it is taking over, it shows the list itself. And
    // only for the account whose name is shown (another may have signed in meanwhile).
    const current = root.hasAttribute('data-prerendered') && !root.hasAttribute('data-taking-over');
    if (current && loadStoredAuth().user?.id === user.id) renderSavedResumes(doc, list, all.items, selectedId);
    return { userId: user.id, page, list, optimizations: all.items, fetchedAt: Date.now() };
  })().catch(() => null);
  // A card tapped before the app has taken over opens once it has: the app reads the address before
  // its first render and again once that render is on screen (main.tsx).
  root.addEventListener('click', (e) => {
    const opened = (e.target as Element | null)?.closest?.('[data-resume-id]');
    if (!opened || !root.hasAttribute('data-prerendered')) return;
    for (const card of root.querySelectorAll('[data-resume-id]')) {
      card.classList.toggle('op-list-card--selected', card === opened);
      card.setAttribute('aria-pressed', String(card === opened));
    }
    const next = new URLSearchParams(window.location.search);
    next.set('resumeId', opened.getAttribute('data-resume-id') ?? '');
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${next}`);
  });
}

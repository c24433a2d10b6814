import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { launchBrowser } from './browser.ts';

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
export const baseURL = inject('baseURL');
export const browserAvailable = inject('browserAvailable');

/** Shares one browser per test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (browserAvailable) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not started');
    return browser;
  };
}

export interface TPageSession {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught page errors seen so far */
  problems: string[];
  warnings: string[];
  /** Fails the test if the page logged an error or threw. `allowHttpErrors`: expected 4xx answers are fine. */
  expectNoProblems(options?: { allowHttpErrors?: boolean }): void;
  shot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** The app has taken over a page the server sent saved at build time (scripts/prerender.ts). */
export async function appTookOver(page: Page, problems: readonly string[] = []): Promise<void> {
  try {
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'), undefined, {
      timeout: 15_000,
    });
  } catch (error) {
    throw new Error(`the app did not take over the saved page ${page.url()}: ${problems.join('; ') || String(error)}`);
  }
}

/**
 * A public page arrives saved at build time and the app takes it over a moment later; until then
 * its buttons do nothing (as for a visitor). The journeys act once the app has taken over.
 */
function waitForTakeOver(page: Page, problems: readonly string[]) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    await appTookOver(page, problems);
    return res;
  };
  page.reload = async (...args) => {
    const res = await reload(...args);
    await appTookOver(page, problems);
    return res;
  };
}

export async function openPage(browser: Browser, width = 1440): Promise<TPageSession> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  waitForTakeOver(page, problems);
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
    if (m.type() === 'warning') warnings.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return {
    context,
    page,
    problems,
    warnings,
    expectNoProblems: (options) =>
      expect(
        options?.allowHttpErrors
          ? problems.filter((p) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(p))
          : problems,
      ).toEqual([]),
    shot: async (name) => {
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}-${width}.png`), fullPage: true });
    },
    close: () => context.close(),
  };
}

/**
 * Waits until the page's animations and transitions have ended (a dialog's or a drawer's opening,
 * a list folding open, a colour changing), for a picture or a reading of the settled look. It
 * looks two frames on, so that a motion that starts on the next frame (antd's do) is counted;
 * endless ones (a spinner, the typing dots) never end and are left out.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { polling: 'raf' },
  );
}

export const dataDir = inject('dataDir');

/**
 * The newest code the offline SMS provider wrote for this phone and purpose. The server hands a
 * message to the provider after it has answered (docs/api.md), so the line may land a moment after
 * the page shows 「已发送」: it is waited for, 10 s at most.
 */
export async function readSmsCode(phone: string, purpose: 'register' | 'login' | 'reset'): Promise<string> {
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : [];
    const match = lines
      .map((l) => JSON.parse(l) as { phone: string; purpose: string; code: string })
      .filter((l) => l.phone === phone && l.purpose === purpose)
      .at(-1);
    if (match) return match.code;
    if (Date.now() > deadline) throw new Error(`no SMS for ${phone} (${purpose}) in ${file}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let seq = 0;
/** A fresh user for a journey (same shape as the server tests' buildUser). */
export function buildUser() {
  seq += 1;
  const n = `${Date.now() % 1_000_000}${seq}`;
  return { username: `e2e_${n}`, password: 'Offer#2026pilot', phone: `137${n.padStart(8, '0').slice(-8)}` };
}

export interface TLogin {
  access_token: string;
  refresh_token: string;
  casdoor_token: string;
  expires_at: string;
  user: { username?: string };
}

/** Registers a fresh user through the API (counts against the per-IP registration limit). */
export async function registerThroughApi(session: TPageSession): Promise<TLogin> {
  const user = buildUser();
  const res = await session.page.request.post('/api/v1/auth/register/password', {
    data: { username: user.username, password: user.password },
  });
  if (!res.ok()) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as TLogin;
}

/** Signs the page's browser in by storing a login response, as the login screen does. */
export async function storeLogin(session: TPageSession, login: TLogin): Promise<{ token: string; username: string }> {
  await session.context.addInitScript((l) => {
    localStorage.setItem('access_token', l.access_token);
    localStorage.setItem('refresh_token', l.refresh_token);
    localStorage.setItem('casdoor_token', l.casdoor_token);
    localStorage.setItem('user_info', JSON.stringify(l.user));
    localStorage.setItem('token_expires_at', String(Date.parse(l.expires_at)));
  }, login);
  return { token: login.access_token, username: login.user.username ?? '' };
}

/** Registers through the API and signs the page's browser in by storing the login response. */
export async function signInThroughApi(session: TPageSession): Promise<{ token: string; username: string }> {
  return storeLogin(session, await registerThroughApi(session));
}

/** Creates a position through the API (same shape as the server tests' buildPosition). */
export async function seedPosition(
  session: TPageSession,
  token: string,
  fields: Record<string, unknown>,
): Promise<{ id: number; name: string }> {
  const res = await session.page.request.post('/api/v1/positions', {
    headers: { authorization: `Bearer ${token}` },
    data: { is_template: false, is_public: false, ...fields },
  });
  if (!res.ok()) throw new Error(`seed position failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: { id: number; name: string } }).data;
}

/**
 * Picks an option of an Ant Design select and waits until its list has closed. A click that lands
 * while the list is still animating in, or while its options re-render, can leave the list open
 * over the controls below it; the pick is then made again instead of clicking through the list.
 */
export async function chooseOption(page: Page, combobox: Locator, optionText: string): Promise<void> {
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  for (let attempt = 0; attempt < 3; attempt++) {
    if ((await openList.count()) === 0) await combobox.click();
    await page.locator('.ant-select-item-option', { hasText: optionText }).first().click();
    try {
      await expect.poll(() => openList.count(), { timeout: 3_000 }).toBe(0);
      return;
    } catch {
      // The list is still open: pick again.
    }
  }
  throw new Error(`the list of options stayed open after choosing 「${optionText}」`);
}

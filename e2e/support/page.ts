import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

export async function openPage(browser: Browser, width = 1440): Promise<TPageSession> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: width < 800 ? 844 : 900 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const problems: string[] = [];
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

export const dataDir = inject('dataDir');

/** The newest code the offline SMS provider wrote for this phone and purpose. */
export function readSmsCode(phone: string, purpose: 'register' | 'login' | 'reset'): string {
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split('\n') : [];
  const match = lines
    .map((l) => JSON.parse(l) as { phone: string; purpose: string; code: string })
    .filter((l) => l.phone === phone && l.purpose === purpose)
    .at(-1);
  if (!match) throw new Error(`no SMS for ${phone} (${purpose}) in ${file}`);
  return match.code;
}

let seq = 0;
/** A fresh user for a journey (same shape as the server tests' buildUser). */
export function buildUser() {
  seq += 1;
  const n = `${Date.now() % 1_000_000}${seq}`;
  return { username: `e2e_${n}`, password: 'Offer#2026pilot', phone: `137${n.padStart(8, '0').slice(-8)}` };
}

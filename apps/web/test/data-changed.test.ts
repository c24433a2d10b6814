import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceDataChanged, onDataChangedElsewhere, refetchedElsewhere } from '../src/lib/data-changed.ts';

/** Another tab: its own channel of the same name. */
const otherTab = () => new BroadcastChannel('offerpilot-data-changed');
const nextMessage = (ch: BroadcastChannel) =>
  new Promise<unknown>((resolve) => ch.addEventListener('message', (e) => resolve(e.data), { once: true }));
/** A fixed pause on purpose: it shows a message that does not come, which has no sign to wait for. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('changes told to the other tabs of an account', () => {
  const open: BroadcastChannel[] = [];
  afterEach(() => {
    for (const ch of open.splice(0)) ch.close();
  });

  it('tells them the account whose data changed, and nothing without an account', async () => {
    const other = otherTab();
    open.push(other);
    const heard: unknown[] = [];
    other.addEventListener('message', (e) => heard.push(e.data));
    announceDataChanged(null);
    announceDataChanged(undefined);
    await quiet();
    expect(heard).toEqual([]);
    const message = nextMessage(other);
    announceDataChanged(7);
    expect(await message).toEqual({ userId: 7 });
  });

  it('hears another tab, and ignores a message that names no account', async () => {
    const other = otherTab();
    open.push(other);
    const heard: number[] = [];
    const stop = onDataChangedElsewhere((userId) => heard.push(userId));
    other.postMessage({ something: 'else' });
    other.postMessage({ userId: 7 });
    // Messages from one tab arrive in order: once 7 is heard, the one before it has been too.
    await vi.waitFor(() => expect(heard).toContain(7));
    stop();
    other.postMessage({ userId: 8 });
    await quiet();
    expect(heard).toEqual([7]);
  });

  it('asks again for lists and saved records only: never an analysis, a captcha or an interview in progress', () => {
    for (const key of [
      ['resumes', 'list', 1],
      ['resumes', 'list', 'picker'],
      ['resumes', 'detail', 3],
      ['resumes', 'optimization-counts'],
      ['positions', 'options'],
      ['positions', 'list', { page: 2, pageSize: 12, keyword: '前端' }],
      ['positions', 'detail', 3],
      ['positions', 'related', 3],
      ['interview', 'sessions', { page: 1 }],
      ['interview', 'stats'],
    ])
      expect(refetchedElsewhere(key), JSON.stringify(key)).toBe(true);
    for (const key of [
      ['resumes', 'analysis', 3, 'v', 'basic', null],
      ['account', 'bind-captcha'],
      ['auth', 'captcha'],
      ['interview', 'session', 5],
      ['interview', 'session', 5, 'questions'],
      ['interview', 'session', 5, 'report'],
      ['site-config'],
      ['positions', 'templates', 'all'],
    ])
      expect(refetchedElsewhere(key), JSON.stringify(key)).toBe(false);
  });
});

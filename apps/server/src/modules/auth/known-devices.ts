import { createHmac, timingSafeEqual } from 'node:crypto';

/** The cookie naming the accounts this browser signed in to (HttpOnly, only sent to /api/v1/auth). */
export const KNOWN_DEVICE_COOKIE = 'op_device';
/** How long a sign-in keeps a browser known to its account (renewed by every sign-in and refresh). */
export const KNOWN_DEVICE_TTL_MS = 180 * 86_400_000;
/** Accounts one browser is remembered for, the most recent first. */
const MAX_ACCOUNTS = 5;

type TEntry = { userId: number; at: number };

/**
 * A browser is known to an account once it signed in to it (any method): the server gives it a
 * cookie listing `userId:signedInAtMs` pairs under an HMAC. Nothing is stored; a cookie that was
 * altered, or an entry older than 180 days, counts for nothing. Holding it only spares the browser
 * the account-wide guessing limit; the per-address lock still applies (decisions.md 2026-12-04).
 */
export class KnownDevices {
  constructor(private readonly secret: Buffer) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`known-device:${payload}`).digest('base64url');
  }

  private entries(cookie: string | undefined, now: Date): TEntry[] {
    if (!cookie || cookie.length > 400) return [];
    const dot = cookie.lastIndexOf('.');
    if (dot <= 0) return [];
    const payload = cookie.slice(0, dot);
    const given = Buffer.from(cookie.slice(dot + 1));
    const expected = Buffer.from(this.sign(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
    const entries: TEntry[] = [];
    for (const part of payload.split(',')) {
      const match = /^(\d{1,12}):(\d{1,15})$/.exec(part);
      if (!match) return [];
      const entry = { userId: Number(match[1]), at: Number(match[2]) };
      if (now.getTime() - entry.at < KNOWN_DEVICE_TTL_MS) entries.push(entry);
    }
    return entries;
  }

  /** Whether the cookie shows this browser signed in to `userId` within the last 180 days. */
  isKnown(cookie: string | undefined, userId: number, now = new Date()): boolean {
    return this.entries(cookie, now).some((entry) => entry.userId === userId);
  }

  /** The cookie after a sign-in to `userId`: that account first (renewed), then the others kept. */
  remember(cookie: string | undefined, userId: number, now = new Date()): string {
    const others = this.entries(cookie, now).filter((entry) => entry.userId !== userId);
    const payload = [{ userId, at: now.getTime() }, ...others]
      .slice(0, MAX_ACCOUNTS)
      .map((entry) => `${entry.userId}:${entry.at}`)
      .join(',');
    return `${payload}.${this.sign(payload)}`;
  }
}

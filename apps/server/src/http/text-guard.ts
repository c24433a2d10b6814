import { AppError } from '@offerpilot/shared';
import type { FastifyInstance } from 'fastify';

/**
 * Text the database cannot store — a NUL character, or a lone UTF-16 surrogate that a JSON
 * `\ud800` escape can produce — is refused with a 400 naming the field, before any handler runs,
 * so nothing half-stored is left behind and no database error (500) follows.
 */
export const TEXT_GUARD_MESSAGE = '内容包含无法保存的字符（空字符或不完整的 Unicode 字符），请删除后重试';

const MAX_DEPTH = 32;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/** The path of the first string holding such a character, or null. */
export function findBadText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? path || '(根)' : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findBadText(value[i], path ? `${path}.${i}` : String(i), depth + 1);
      if (hit) return hit;
    }
    return null;
  }
  for (const [key, v] of Object.entries(value)) {
    const name = path ? `${path}.${key}` : key;
    if (unstorable(key)) return name;
    const hit = findBadText(v, name, depth + 1);
    if (hit) return hit;
  }
  return null;
}

export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const field = findBadText(part);
      if (field)
        throw new AppError('BAD_REQUEST', TEXT_GUARD_MESSAGE, { fields: [{ field, message: TEXT_GUARD_MESSAGE }] });
    }
  });
}

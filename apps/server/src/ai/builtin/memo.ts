/**
 * A bounded cache for pure functions of a string (tokens of a resume line, keywords of a
 * requirement): the same lines come back for every position a resume is matched against and
 * again when a rewrite re-runs the analysis. The cache is emptied when full; results must be
 * treated as read-only.
 */
export function memoize<R>(fn: (text: string) => R, limit = 4000): (text: string) => R {
  const cache = new Map<string, R>();
  return (text: string) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = fn(text);
    if (cache.size >= limit) cache.clear();
    cache.set(text, value);
    return value;
  };
}

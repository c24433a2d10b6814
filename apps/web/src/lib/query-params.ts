/** A query parameter read as a positive integer (?page=2, ?resumeId=7), or null for anything else. */
export function positiveInt(raw: string | null): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

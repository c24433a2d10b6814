/** The middle value of `xs` (the mean of the two middle ones for an even count); NaN for none. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  if (!s.length) return NaN;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Small text helpers shared by the rewrite modules (the public entry is ../rewrite.ts). */
export const CJK = /[\u3400-\u9fff]/;
export const isZh = (text: string) => CJK.test(text);
export const quote = (s: string) => `「${s}」`;
export const uniq = <T>(xs: T[]) => [...new Set(xs)];
export const squashText = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
/** Spaces around a term only where it meets Chinese with a Latin letter (使用 Kubernetes 的, 使用高并发的). */
export const spaced = (term: string) =>
  `${/^[A-Za-z0-9]/.test(term) ? ' ' : ''}${term}${/[A-Za-z0-9+#]$/.test(term) ? ' ' : ''}`;

/** The benches' baseline: a character-bigram TF-IDF cosine of each answer with its document. */

/** Lower-case Latin/digit runs and every pair of adjacent CJK characters. */
export function bigrams(text: string): string[] {
  const words: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[a-z0-9]+|[\u3400-\u9fff]+/g)) {
    const run = m[0];
    if (!/^[\u3400-\u9fff]/.test(run) || run.length === 1) words.push(run);
    else for (let i = 1; i < run.length; i++) words.push(run[i - 1]! + run[i]!);
  }
  return words;
}

/** TF-IDF cosine of each answer with its document; IDF over every text of the set. */
export function tfidfCosines(pairs: { answer: string; doc: string }[]): number[] {
  const texts = pairs.flatMap((p) => [p.answer, p.doc]).map(bigrams);
  const df = new Map<string, number>();
  for (const t of texts) for (const w of new Set(t)) df.set(w, (df.get(w) ?? 0) + 1);
  const vec = (t: string[]) => {
    const v = new Map<string, number>();
    for (const w of t) v.set(w, (v.get(w) ?? 0) + Math.log((1 + texts.length) / (1 + (df.get(w) ?? 0))) + 1);
    const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0)) || 1;
    return new Map([...v].map(([w, x]) => [w, x / norm]));
  };
  return pairs.map((p) => {
    const a = vec(bigrams(p.answer));
    const d = vec(bigrams(p.doc));
    let dot = 0;
    for (const [w, x] of a) dot += x * (d.get(w) ?? 0);
    return dot;
  });
}

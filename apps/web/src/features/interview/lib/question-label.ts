/**
 * The label of a question in a report: a main question is its order ("3"), a follow-up its
 * parent's order and its place among that parent's follow-ups ("3-1"), as the report check names them.
 */
export function questionLabels(
  questions: readonly { question_id: number; order: number; parent_id: number | null }[],
): Map<number, string> {
  const labels = new Map<number, string>();
  const seen = new Map<number, number>();
  for (const q of questions) {
    if (q.parent_id === null) {
      labels.set(q.question_id, String(q.order));
      continue;
    }
    const k = (seen.get(q.parent_id) ?? 0) + 1;
    seen.set(q.parent_id, k);
    labels.set(q.question_id, `${q.order}-${k}`);
  }
  return labels;
}

import type { TOptimizationSummary } from '@offerpilot/shared';

export interface TResumeWithOptimizations {
  resume_id: number;
  resume_file_name: string;
  /** Newest first, as the server lists them. */
  optimizations: TOptimizationSummary[];
}

/** Optimisation records grouped by resume, in the order first seen (spec §7 fallback). */
export function groupByResume(items: readonly TOptimizationSummary[]): TResumeWithOptimizations[] {
  const groups = new Map<number, TResumeWithOptimizations>();
  for (const item of items) {
    let group = groups.get(item.resume_id);
    if (!group) {
      group = { resume_id: item.resume_id, resume_file_name: item.resume_file_name, optimizations: [] };
      groups.set(item.resume_id, group);
    }
    group.optimizations.push(item);
  }
  return [...groups.values()];
}

/** Each resume's current optimisations: a refresh supersedes the record it replaces. */
export function currentOptimizationCounts(groups: readonly TResumeWithOptimizations[]): Map<number, number> {
  return new Map(groups.map((g) => [g.resume_id, g.optimizations.filter((o) => o.status !== 'superseded').length]));
}

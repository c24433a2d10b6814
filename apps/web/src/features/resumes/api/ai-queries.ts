import type { TAnalysisType, TOptimizationType } from '@offerpilot/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  analyzeResume,
  applyChanges,
  checkResumeServiceHealth,
  listResumesWithOptimizations,
  getOptimization,
  listResumeOptimizations,
  optimizeDirect,
  optimizePosition,
  refreshOptimization,
} from '../../../api/optimizations.ts';
import { currentOptimizationCounts } from '../../../api/optimization-groups.ts';
import { resumeKeys } from './resume-keys.ts';

export const aiKeys = {
  analysis: (id: number, version: string, type: TAnalysisType, positionId: number | null) =>
    ['resumes', 'analysis', id, version, type, positionId] as const,
  history: (id: number) => ['resumes', 'optimizations', id] as const,
  record: (id: number) => ['resumes', 'optimization', id] as const,
  counts: ['resumes', 'optimization-counts'] as const,
};

/**
 * The analysis of a resume (basic, or against a position once one is chosen); kept 5 minutes per
 * version of the resume (`version` = its updated_at), so an edit is analysed afresh.
 */
export function useAnalysis(id: number, version: string, type: TAnalysisType, positionId: number | null) {
  return useQuery({
    queryKey: aiKeys.analysis(id, version, type, positionId),
    queryFn: ({ signal }) =>
      analyzeResume(
        id,
        type === 'job_based' ? { analysis_type: type, position_id: positionId } : { analysis_type: 'basic' },
        { signal },
      ),
    enabled: type === 'basic' || positionId !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useOptimizationHistory(id: number) {
  return useQuery({ queryKey: aiKeys.history(id), queryFn: () => listResumeOptimizations(id), retry: false });
}

/** One record; while it is still being computed (another tab, the upload pipeline) it is polled. */
export function useOptimizationRecord(recordId: number | null) {
  return useQuery({
    queryKey: aiKeys.record(recordId ?? 0),
    queryFn: () => getOptimization(recordId!),
    enabled: recordId !== null,
    staleTime: 60_000,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? 3000 : false),
  });
}

/** Generate (answers the existing record unless `refresh`), then refresh the history. */
export function useOptimize(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { type: TOptimizationType; positionId: number | null; refresh: boolean }) =>
      v.refresh
        ? refreshOptimization(id, v.type, v.positionId)
        : v.type === 'position' && v.positionId !== null
          ? optimizePosition(id, v.positionId)
          : optimizeDirect(id),
    onSuccess: (record) => {
      client.setQueryData(aiKeys.record(record.id), record);
      void client.invalidateQueries({ queryKey: aiKeys.history(id) });
      void client.invalidateQueries({ queryKey: aiKeys.counts });
    },
  });
}

export function useApplyChanges(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof applyChanges>[1]) => applyChanges(id, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: resumeKeys.all }),
  });
}

/** How many optimisations each resume has (spec §7: the first 100 records grouped by resume). */
export function useOptimizationCounts() {
  return useQuery({
    queryKey: aiKeys.counts,
    queryFn: listResumesWithOptimizations,
    staleTime: 60_000,
    retry: false,
    select: currentOptimizationCounts,
  });
}

/** Spec §7 health check, asked only when a list call failed: is the service down or was it this call? */
export function useServiceHealth(enabled: boolean) {
  return useQuery({ queryKey: ['resumes', 'health'], queryFn: checkResumeServiceHealth, enabled, retry: false });
}

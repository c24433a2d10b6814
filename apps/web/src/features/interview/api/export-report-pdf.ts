import { useMutation } from '@tanstack/react-query';
import { downloadInterviewReportPdf } from '../../../api/interview.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** Downloads the server's PDF of a report and saves it under the server's file name. */
export function useExportReportPdf() {
  return useMutation({
    mutationFn: async ({ sessionId, fallbackName }: { sessionId: number; fallbackName: string }) => {
      const { blob, fileName } = await downloadInterviewReportPdf(sessionId);
      saveFile(blob, fileName ?? fallbackName);
      return fileName ?? fallbackName;
    },
  });
}

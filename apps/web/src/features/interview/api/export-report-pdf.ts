import { useMutation } from '@tanstack/react-query';
import { downloadInterviewReportPdf } from '../../../api/interview.ts';

/** Saves a file the browser holds under `name` (an object URL, released a moment later). */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

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

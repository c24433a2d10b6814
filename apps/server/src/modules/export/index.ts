import type { TResumeJson } from '@offerpilot/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pdfFor, type TPdfService } from './pdf-pool.ts';
import { EXPORT_MIME, exportFileName, renderResumeDocx, resumePdfInput, type TExportFormat } from './render.ts';

export {
  EXPORT_MIME,
  exportFileName,
  renderModelPdf,
  renderResumeDocx,
  renderResumePdf,
  type TExportFormat,
  type TPdfInput,
} from './render.ts';
export {
  createPdfService,
  PDF_EXPORT_LIMITS,
  PDF_EXPORT_MESSAGES,
  pdfFor,
  type TPdfExportOptions,
  type TPdfService,
} from './pdf-pool.ts';
export type { TExportModel, TExportSection } from './model.ts';

export const ZExportQuery = z.object({
  format: z.enum(['pdf', 'docx'], { error: '导出格式只能是 pdf 或 docx' }).default('pdf'),
});

/**
 * Renders and sends a resume export as a download (one place for both export routes). A PDF comes
 * from the worker pool and its cache, within the user's limit (`scope` names the document).
 */
export async function sendResumeExport(
  req: FastifyRequest,
  reply: FastifyReply,
  export_: { pdf: TPdfService; scope: string; resume: TResumeJson; title: string; format: TExportFormat },
): Promise<FastifyReply> {
  const { pdf, scope, resume, title, format } = export_;
  const body =
    format === 'pdf'
      ? await pdfFor(pdf, req, reply, { scope, input: resumePdfInput(resume, { title }) })
      : await renderResumeDocx(resume, { title });
  return sendDownload(reply, body, title, format);
}

/** Sends an exported document as a download named after its title. */
export function sendDownload(reply: FastifyReply, body: Buffer, title: string, format: TExportFormat): FastifyReply {
  return reply
    .type(EXPORT_MIME[format])
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(exportFileName(title, format))}`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

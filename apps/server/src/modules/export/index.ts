import type { TResumeJson } from '@offerpilot/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { EXPORT_MIME, exportFileName, renderResumeDocx, renderResumePdf, type TExportFormat } from './render.ts';

export {
  EXPORT_MIME,
  exportFileName,
  renderModelPdf,
  renderResumeDocx,
  renderResumePdf,
  type TExportFormat,
} from './render.ts';
export type { TExportModel, TExportSection } from './model.ts';

export const ZExportQuery = z.object({
  format: z.enum(['pdf', 'docx'], { error: '导出格式只能是 pdf 或 docx' }).default('pdf'),
});

/** Renders and sends a resume export as a download (one place for both export routes). */
export async function sendResumeExport(
  reply: FastifyReply,
  resume: TResumeJson,
  title: string,
  format: TExportFormat,
): Promise<FastifyReply> {
  const body = format === 'pdf' ? await renderResumePdf(resume, { title }) : await renderResumeDocx(resume, { title });
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

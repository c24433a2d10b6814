import { describe, expect, it } from 'vitest';
import { checkPdfStreams } from '../src/modules/conversion/pdf-guard.ts';
import { inflatingPdf, pdfOf } from './support/hostile-files.ts';

const LIMITS = { maxStreamBytes: 8 * 1024 * 1024, maxDecodedBytes: 16 * 1024 * 1024 };

describe('the PDF stream guard', () => {
  it('is not switched off by the word /Encrypt in a comment: the bomb is still refused', async () => {
    const bomb = await inflatingPdf(40);
    const withComment = Buffer.concat([
      bomb.subarray(0, 15),
      Buffer.from('% /Encrypt is just a word here\n'),
      bomb.subarray(15),
    ]);
    await expect(checkPdfStreams(withComment, LIMITS)).rejects.toMatchObject({ status: 400 });
  });

  it('still leaves a really encrypted document (trailer reference) to the converter limits', async () => {
    const pdf = pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
    const encrypted = Buffer.from(
      pdf.toString('latin1').replace('/Root 1 0 R', '/Root 1 0 R /Encrypt 9 0 R'),
      'latin1',
    );
    await expect(checkPdfStreams(encrypted, LIMITS)).resolves.toBeUndefined();
  });
});

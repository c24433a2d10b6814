// Chinese PDFs whose fonts need pdf.js's CMap data (iText / ReportLab on UniGB-UCS2-H, LaTeX with
// Adobe-GB1 fonts on Identity-H without ToUnicode), and PDFs whose Chinese cannot be read at all:
// the text comes through, or the user is told it did not — never a silent success without it.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONVERSION_MESSAGES, convertFile } from '../src/modules/conversion/index.ts';
import { isUnmappedFontText } from '../src/modules/conversion/convert.ts';
import { authConfig, bearer, register } from './support/auth.ts';
import { adobeGb1Cid, buildCidPdf, type TPdfFontKind, type TPdfLine } from './support/cid-pdf.ts';
import { createTestApp } from './support/test-app.ts';

const NAME = '陈思远';
const SUMMARY = '五年后端开发经验，熟悉分布式系统与数据库调优。';
const WORK = '负责支付网关重构，接口平均耗时从三百毫秒降到八十毫秒。';
const SCHOOL = '二〇一五年至二〇一九年，华中科技大学，计算机科学与技术，本科。';
const CONTACT = 'Tel: 139 0000 1234 Email: siyuan.chen@example.com';

const lines = (font: TPdfFontKind, ...texts: string[]): TPdfLine[] => texts.map((text) => ({ text, font }));
const resumePage = (font: TPdfFontKind): TPdfLine[] => [
  ...lines(font, NAME, SUMMARY, '工作经历', WORK, '教育背景', SCHOOL),
  { text: CONTACT, font: 'helvetica' },
];

describe('Chinese PDFs with CID fonts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads STSong-Light on the predefined UniGB-UCS2-H CMap, not embedded (iText, ReportLab)', async () => {
    const result = await convertFile(buildCidPdf([resumePage('ucs2')]));
    expect(result).toMatchObject({ kind: 'pdf', pages: 1 });
    for (const line of [NAME, SUMMARY, WORK, SCHOOL, CONTACT]) expect(result.text).toContain(line);
    expect(result.warnings).toBeUndefined();
  });

  it('reads an Adobe-GB1 font on Identity-H without ToUnicode (LaTeX with Adobe Song Std), on every page', async () => {
    // The helper's CIDs are Adobe's (checked against poppler: pdftotext reads these files).
    expect(['张', '伟', '工', '，'].map(adobeGb1Cid)).toEqual([4454, 3775, 1789, 273]);
    const result = await convertFile(
      buildCidPdf([
        resumePage('identity-gb1'),
        lines('identity-gb1', '项目经历', '主导对账平台建设，日处理流水两千万笔。'),
      ]),
    );
    expect(result.pages).toBe(2);
    for (const line of [NAME, SUMMARY, WORK, SCHOOL, '主导对账平台建设，日处理流水两千万笔。']) {
      expect(result.text).toContain(line);
    }
    expect(result.warnings).toBeUndefined();
  });

  it('refuses a PDF whose Chinese font has no mapping at all (Identity ordering, no ToUnicode)', async () => {
    // Only the Latin contact line could be read: that is no resume, and saying so beats storing it.
    await expect(convertFile(buildCidPdf([resumePage('identity-unmapped')]))).rejects.toMatchObject({
      status: 400,
      message: CONVERSION_MESSAGES.unmappedFont,
    });
  });

  it('keeps what it read and warns, naming the page, when a small part has no mapping', async () => {
    const result = await convertFile(
      buildCidPdf([resumePage('ucs2'), [...lines('identity-unmapped', '专业技能'), ...lines('ucs2', WORK, SUMMARY)]]),
    );
    expect(result.text).toContain(WORK);
    expect(result.text).not.toMatch(/[^\P{Cc}\n\t]/u); // the unmapped glyph ids are left out
    expect(result.warnings).toEqual([expect.stringMatching(/^第 2 页约 4 个字符的字体缺少编码映射，未能读取/)]);
  });

  it('says so when the CMap data cannot be read, instead of returning the text without the Chinese', async () => {
    const readFile = fs.promises.readFile.bind(fs.promises);
    vi.spyOn(fs.promises, 'readFile').mockImplementation((file, options) =>
      String(file).endsWith('UniGB-UCS2-H.bcmap') ? Promise.reject(new Error('ENOENT')) : readFile(file, options),
    );
    await expect(convertFile(buildCidPdf([lines('ucs2', NAME, SUMMARY, WORK)]))).rejects.toMatchObject({
      status: 400,
      message: CONVERSION_MESSAGES.failedFont,
    });
    const partial = await convertFile(buildCidPdf([[...lines('identity-gb1', NAME, SUMMARY), ...lines('ucs2', WORK)]]));
    expect(partial.text).toContain(SUMMARY);
    expect(partial.warnings).toEqual([expect.stringContaining('字体编码数据无法加载')]);
  });

  it('tells unmapped font text from icons, pinyin and other scripts', () => {
    expect(isUnmappedFontText('\u0001\u0002\u0003\u0004\u0005\u0006')).toBe(true); // renumbered subset glyph ids
    // Glyph ids 1–400 of a longer text: mostly ASCII and Latin-1 look-alikes, but one in five a control.
    const subsetIds = Array.from({ length: 400 }, (_, i) => String.fromCharCode(1 + ((i * 7) % 400))).join('');
    expect(isUnmappedFontText(subsetIds)).toBe(true);
    expect(isUnmappedFontText('\u0f8e\u0ac2\u0ccd\u0d37\u1166\u06dd\u0545')).toBe(true); // CIDs read as code points
    expect(isUnmappedFontText('\ue600\ue601 138 0000 0000')).toBe(false); // icon font: phone, mail
    expect(isUnmappedFontText('Lǚ Xiǎomíng')).toBe(false);
    expect(isUnmappedFontText('ภาษาไทย（熟练）')).toBe(false);
    expect(isUnmappedFontText('熟悉 Python、Go 与 PostgreSQL；α/β 测试')).toBe(false);
  });
});

describe('uploading Chinese PDFs with CID fonts', () => {
  let app: FastifyInstance;
  let alice: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp(authConfig({ captchaMode: 'off' }));
    alice = bearer((await register(app)).access_token);
  });
  afterAll(async () => {
    await app.close();
  });

  /** POST /api/v1/resumes/upload with one PDF, through the conversion worker. */
  const upload = (data: Buffer) => {
    const boundary = '----opcjk';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="简历.pdf"\r\n` +
          'content-type: application/pdf\r\n\r\n',
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/v1/resumes/upload',
      headers: { ...alice, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('stores the Chinese of a UniGB-UCS2-H PDF', async () => {
    const res = await upload(buildCidPdf([resumePage('ucs2')]));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.extracted_text).toContain(WORK);
    expect(res.json().data.extraction_warnings).toEqual([]);
  });

  it('stores the warnings with the resume when part of a PDF could not be read', async () => {
    const res = await upload(
      buildCidPdf([resumePage('ucs2'), [...lines('identity-unmapped', '专业技能'), ...lines('ucs2', WORK, SUMMARY)]]),
    );
    expect(res.statusCode).toBe(200);
    const warnings = res.json().data.extraction_warnings;
    expect(warnings).toEqual([expect.stringMatching(/^第 2 页约 4 个字符的字体缺少编码映射/)]);
    const again = await app.inject({
      method: 'GET',
      url: `/api/v1/resumes/${res.json().data.id}`,
      headers: alice,
    });
    expect(again.json().data.extraction_warnings).toEqual(warnings);
  });

  it('answers 400 with the reason for a PDF whose Chinese cannot be read', async () => {
    const res = await upload(buildCidPdf([resumePage('identity-unmapped')]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: CONVERSION_MESSAGES.unmappedFont });
  });
});

import type { TResume } from '@offerpilot/shared';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertFile, decodeText, detectKind, normaliseText } from '../src/modules/conversion/index.ts';
import { ENGLISH, SIMPLIFIED, TRADITIONAL } from './fixtures/encodings/texts.ts';
import { bearer, register } from './support/auth.ts';
import { BYTE_ORDER_MARKS, encodeText } from './support/encode-text.ts';
import { multipartFile } from './support/multipart.ts';
import { createTestApp } from './support/test-app.ts';

// Issue 35: the encoding of an uploaded TXT resume, and a warning whenever characters were lost.

const R = '/api/v1/resumes';
const [zh, zh2] = SIMPLIFIED as [(typeof SIMPLIFIED)[number], (typeof SIMPLIFIED)[number]];
const [hant] = TRADITIONAL as [(typeof TRADITIONAL)[number]];
const [en] = ENGLISH as [(typeof ENGLISH)[number]];

/** The UTF-8 bytes of `text` with one stray 0xFF before `before` (an invalid byte anywhere in UTF-8). */
function withBadByte(text: string, before: string): Buffer {
  const at = text.indexOf(before);
  if (at < 0) throw new Error(`${before} not in the text`);
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xff]), Buffer.from(text.slice(at))]);
}

describe('decodeText', () => {
  it('keeps UTF-8 with one bad byte as UTF-8: one U+FFFD, every other character, and a warning', () => {
    const result = decodeText(withBadByte(zh.text, '设计对账任务'));
    expect(result).toMatchObject({ encoding: 'utf-8', replaced: 1 });
    expect(result.text).toBe(zh.text.replace('设计对账任务', '\ufffd设计对账任务'));
    expect(result.warnings).toEqual(['文件中有 1 处字符无法识别，已用 � 代替，请检查姓名和经历是否正确']);
  });

  it('counts every replaced character in the warning', () => {
    const bytes = Buffer.from(zh2.text);
    // Three bytes cut out of the middle of three Chinese characters.
    const cuts = ['会员', '看板', '团队'].map((word) => Buffer.from(zh2.text.slice(0, zh2.text.indexOf(word))).length);
    const damaged = Buffer.concat(
      cuts.map((cut, i) => bytes.subarray(i === 0 ? 0 : cuts[i - 1]! + 1, cut)).concat(bytes.subarray(cuts[2]! + 1)),
    );
    const result = decodeText(damaged);
    expect(result).toMatchObject({ encoding: 'utf-8', replaced: 3 });
    expect(result.text).toContain(zh2.name);
    expect(result.warnings).toEqual(['文件中有 3 处字符无法识别，已用 � 代替，请检查姓名和经历是否正确']);
  });

  it('reads GB18030 (and GBK) Chinese without a warning', () => {
    for (const { text } of SIMPLIFIED) {
      expect(decodeText(encodeText(text, 'gb18030'))).toEqual({
        text,
        encoding: 'gb18030',
        replaced: 0,
        confidence: 1,
      });
    }
    // A character only GB18030's four-byte form holds (not in GBK): 𠀀 and the euro sign's neighbour ₠.
    const rare = `${zh.text}\n备注：𠀀 ₠`;
    expect(decodeText(encodeText(rare, 'gb18030'))).toMatchObject({ text: rare, encoding: 'gb18030', replaced: 0 });
  });

  it('reads Big5 traditional Chinese, and tells it from GB18030', () => {
    for (const { text } of TRADITIONAL) {
      expect(decodeText(encodeText(text, 'big5'))).toEqual({ text, encoding: 'big5', replaced: 0, confidence: 1 });
      // The same traditional text written in GB18030 (GBK holds traditional characters too).
      expect(decodeText(encodeText(text, 'gb18030'))).toMatchObject({ text, encoding: 'gb18030' });
    }
  });

  it('reads UTF-16 LE and BE, with and without a byte-order mark', () => {
    for (const { text } of [zh, hant, en]) {
      for (const encoding of ['utf-16le', 'utf-16be'] as const) {
        const bytes = encodeText(text, encoding);
        expect(decodeText(Buffer.concat([BYTE_ORDER_MARKS[encoding], bytes]))).toEqual({
          text,
          encoding,
          replaced: 0,
          confidence: 1,
        });
        expect(decodeText(bytes)).toMatchObject({ text, encoding, replaced: 0 });
        expect(decodeText(bytes).warnings).toBeUndefined();
      }
    }
  });

  it('reads Windows-1252 English with é, ü and smart quotes', () => {
    for (const { text } of ENGLISH) {
      const result = decodeText(encodeText(text, 'windows-1252'));
      expect(result).toMatchObject({ text, encoding: 'windows-1252', replaced: 0 });
      expect(result.warnings).toBeUndefined();
    }
    expect(decodeText(encodeText(en.text, 'windows-1252')).text).toContain('José Müller');
    expect(decodeText(Buffer.from([0x93, 0x43, 0x61, 0x66, 0xe9, 0x94, 0x20, 0x80, 0x35])).text).toBe('“Café” €5');
  });

  it('reads pure ASCII, UTF-8 with a byte-order mark and an empty file as UTF-8, without a warning', () => {
    const ascii = 'John Smith\nSoftware Engineer\n2019.07-2023.06 Acme Corp, Developer';
    expect(decodeText(Buffer.from(ascii, 'latin1'))).toEqual({
      text: ascii,
      encoding: 'utf-8',
      replaced: 0,
      confidence: 1,
    });
    expect(decodeText(Buffer.concat([BYTE_ORDER_MARKS['utf-8'], Buffer.from(zh.text)]))).toEqual({
      text: zh.text,
      encoding: 'utf-8',
      replaced: 0,
      confidence: 1,
    });
    expect(decodeText(Buffer.alloc(0))).toEqual({ text: '', encoding: 'utf-8', replaced: 0, confidence: 1 });
  });

  it('says when an encoding other than UTF-8 was only a guess', () => {
    // Two bytes that are a rare character in GB18030, Big5 and two letters in Windows-1252 alike.
    const result = decodeText(Buffer.from([0xfc, 0x6c]));
    expect(result.encoding).not.toBe('utf-8');
    expect(result.confidence).toBeLessThan(0.99);
    expect(result.warnings?.[0]).toMatch(/^未能确定文件的文字编码，已按 .+ 读取/);
  });

  it('gives back any string written as UTF-8 exactly, without a warning', () => {
    fc.assert(
      fc.property(
        // Any code point but lone surrogates (UTF-8 cannot hold them). Text files hold no NUL (only
        // UTF-16 has NUL bytes), and a leading U+FEFF is a byte-order mark.
        fc.string({ unit: 'binary', maxLength: 200 }).filter((s) => !s.includes('\0') && !s.startsWith('\ufeff')),
        (text) => {
          const result = decodeText(Buffer.from(text, 'utf8'));
          expect(result).toEqual({ text, encoding: 'utf-8', replaced: 0, confidence: 1 });
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('detectKind for text', () => {
  it('takes UTF-16 without a byte-order mark for text, and random bytes still not', () => {
    for (const encoding of ['utf-16le', 'utf-16be'] as const) {
      expect(detectKind(encodeText(zh.text, encoding))).toBe('text');
      expect(detectKind(encodeText(en.text, encoding))).toBe('text');
    }
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256));
    expect(detectKind(random)).toBe('unknown');
  });

  it('converts a UTF-16 file instead of refusing it', async () => {
    const result = await convertFile(Buffer.concat([BYTE_ORDER_MARKS['utf-16le'], encodeText(zh.text, 'utf-16le')]));
    expect(result).toMatchObject({ kind: 'text', encoding: 'utf-16le' });
    expect(result.text).toContain(zh.company);
    expect(result.warnings).toBeUndefined();
  });
});

describe('uploading a TXT resume', () => {
  let app: FastifyInstance;
  let alice: Record<string, string>;

  beforeAll(async () => {
    app = await createTestApp();
    alice = bearer((await register(app)).access_token);
  });
  afterAll(async () => {
    await app.close();
  });

  const upload = async (name: string, data: Buffer) => {
    const body = multipartFile(name, data);
    const res = await app.inject({
      method: 'POST',
      url: `${R}/upload`,
      headers: { ...alice, ...body.headers },
      payload: body.payload,
    });
    return res;
  };
  const uploaded = async (name: string, data: Buffer): Promise<TResume> => {
    const res = await upload(name, data);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as TResume;
  };

  it('keeps the name and the work entries of a UTF-8 file with one bad byte, and warns', async () => {
    const resume = await uploaded('陈嘉怡.txt', withBadByte(zh.text, '设计对账任务'));
    expect(resume.resume_json_content?.basics.name).toBe(zh.name);
    expect(resume.resume_json_content?.work.map((w) => w.company)).toContain(zh.company);
    expect(resume.extracted_text).toContain('\ufffd设计对账任务');
    expect(resume.extraction_warnings).toEqual(['文件中有 1 处字符无法识别，已用 � 代替，请检查姓名和经历是否正确']);
    expect(resume.file?.mime).toBe('text/plain; charset=utf-8');
    // The warning stays with the resume when it is read again.
    const again = (await app.inject({ method: 'GET', url: `${R}/${resume.id}`, headers: alice })).json().data;
    expect(again.extraction_warnings).toEqual(resume.extraction_warnings);
  });

  it('reads GB18030, Big5, UTF-16 and Windows-1252 files whole, with no warning', async () => {
    // What the parser reads of each (it takes no traditional-Chinese work heading and no name
    // with accented letters yet); the text itself is checked whole for all.
    const files = [
      { text: zh2, encoding: 'gb18030', parsed: { name: true, company: true } },
      { text: hant, encoding: 'big5', parsed: { name: true, company: false } },
      { text: zh, encoding: 'utf-16be', parsed: { name: true, company: true } },
      { text: en, encoding: 'windows-1252', parsed: { name: false, company: true } },
    ] as const;
    for (const { text, encoding, parsed } of files) {
      const resume = await uploaded(`${text.id}.txt`, encodeText(text.text, encoding));
      expect(resume.extraction_warnings, text.id).toEqual([]);
      expect(resume.file?.mime).toBe(`text/plain; charset=${encoding}`);
      expect(resume.extracted_text).toBe(normaliseText(text.text));
      if (parsed.name) expect(resume.resume_json_content?.basics.name, text.id).toBe(text.name);
      if (parsed.company) expect(resume.resume_json_content?.work.map((w) => w.company)).toContain(text.company);
    }
  });

  it('refuses an empty file with a clear message', async () => {
    const res = await upload('空.txt', Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('文件是空的');
  });
});

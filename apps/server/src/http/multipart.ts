import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { AppError } from '@offerpilot/shared';
import type { FastifyRequest } from 'fastify';

export interface TMultipartForm {
  /** The first part named `fileField`, read into memory (bounded by the plugin's limits). */
  file: { data: Buffer; originalName: string | null; mimetype: string } | undefined;
  fields: Record<string, string>;
}

/** Multipart errors of @fastify/multipart as Chinese answers; `tooLarge` names the size limit. */
function multipartErrors(messages: { tooLarge: string; fileRequired: string }): Record<string, AppError> {
  return {
    FST_REQ_FILE_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge),
    FST_FILES_LIMIT: new AppError('BAD_REQUEST', '一次只能上传一个文件'),
    FST_PARTS_LIMIT: new AppError('BAD_REQUEST', '表单字段过多'),
    FST_FIELDS_LIMIT: new AppError('BAD_REQUEST', '表单字段过多'),
    FST_INVALID_MULTIPART_CONTENT_TYPE: new AppError('BAD_REQUEST', `${messages.fileRequired}（multipart/form-data）`),
    FST_PROTO_VIOLATION: new AppError('BAD_REQUEST', '表单字段名无效'),
  };
}

/** Reads a multipart form: one file part into memory and the text fields. */
export async function readMultipartForm(
  request: FastifyRequest,
  options: { fileField: string; tooLarge: string; fileRequired: string },
): Promise<TMultipartForm> {
  const errors = multipartErrors(options);
  const form: TMultipartForm = { file: undefined, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        const data = await file.toBuffer();
        if (file.fieldname === options.fileField && !form.file)
          form.file = { data, originalName: file.filename || null, mimetype: file.mimetype };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    throw (code && errors[code]) || error;
  }
  return form;
}

export interface TStreamedForm {
  /** The first part named `fileField`, already stored; `head` holds its first 16 bytes. */
  file: { key: string; bytes: number; head: Uint8Array } | undefined;
  fields: Record<string, string>;
}

/** Passes a stream through, keeping its first `size` bytes (what a format is told by). */
function headTap(size: number): { tap: Transform; head: () => Uint8Array } {
  let head = Buffer.alloc(0);
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head.byteLength < size) head = Buffer.concat([head, chunk.subarray(0, size - head.byteLength)]);
      done(null, chunk);
    },
  });
  return { tap, head: () => head };
}

/**
 * Reads a multipart form whose file part goes straight to `save` chunk by chunk (issue 34, item 5:
 * never whole in memory; the plugin's `fileSize` limit stops it). Whatever fails after the file was
 * saved (too large, a bad part) discards it, so a refused upload leaves nothing behind.
 */
export async function streamMultipartForm(
  request: FastifyRequest,
  options: {
    fileField: string;
    tooLarge: string;
    fileRequired: string;
    save: (source: Readable) => Promise<{ key: string; bytes: number }>;
    discard: (keys: string[]) => Promise<void>;
  },
): Promise<TStreamedForm> {
  const errors = multipartErrors(options);
  const form: TStreamedForm = { file: undefined, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        if (file.fieldname !== options.fileField || form.file) {
          file.file.resume();
          continue;
        }
        const { tap, head } = headTap(16);
        // Both awaited together: a client that goes away half-way fails both, and a rejection
        // left unawaited would end the process (an unhandled rejection).
        const [saved, piped] = await Promise.allSettled([options.save(tap), pipeline(file.file, tap)]);
        if (saved.status === 'fulfilled') form.file = { ...saved.value, head: head() };
        if (saved.status === 'rejected') throw saved.reason;
        if (piped.status === 'rejected') throw piped.reason;
        if (file.file.truncated) throw errors.FST_REQ_FILE_TOO_LARGE;
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (form.file) await options.discard([form.file.key]);
    const code = (error as { code?: string }).code;
    throw (code && errors[code]) || error;
  }
  return form;
}

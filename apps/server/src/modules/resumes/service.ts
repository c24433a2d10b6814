import {
  AppError,
  BIDI_CONTROLS,
  RESUME_LIMITS,
  RESUME_MESSAGES,
  renderResumeText,
  type TPublicResume,
  type TResume,
  type TResumeJson,
  type TResumeSummary,
  type ZCreateResumeRequest,
  type ZUpdateResumeRequest,
  type ZUploadTextRequest,
} from '@offerpilot/shared';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { parseResume, resumeTitle } from '../../text/index.ts';
import { redactContacts } from './contact-redact.ts';
import type { TFileStore } from '../../storage/index.ts';
import type { ConversionPool, TFileKind } from '../conversion/index.ts';
import type { PositionsService } from '../positions/index.ts';
import type { ResumesRepository, TNewResume, TResumeRow } from './repository.ts';

const MIME: Record<TFileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain',
};
const EXTENSION: Record<TFileKind, string> = { pdf: '.pdf', docx: '.docx', text: '.txt' };

export const DEFAULT_RESUME_NAME = '未命名简历';

function toFile(row: TResumeRow): TResume['file'] {
  if (!row.fileKey || !row.fileKind || !row.fileMime) return null;
  return { kind: row.fileKind, mime: row.fileMime, size: row.fileSize ?? 0 };
}

export function toResume(row: TResumeRow): TResume {
  return {
    id: row.id,
    file_name: row.fileName,
    position: row.position,
    position_id: row.positionId,
    content: row.content,
    extracted_text: row.extractedText,
    extraction_warnings: row.extractionWarnings ?? [],
    resume_json_content: row.resumeJson,
    is_public: row.isPublic,
    source: row.source,
    parent_id: row.parentId,
    file: toFile(row),
    source_url: row.sourceUrl,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toSummary(row: TResumeRow): TResumeSummary {
  const flat = row.content.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    file_name: row.fileName,
    position: row.position,
    position_id: row.positionId,
    is_public: row.isPublic,
    source: row.source,
    parent_id: row.parentId,
    file: toFile(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    basics: row.resumeJson?.basics ?? null,
    excerpt: flat.length > 120 ? `${flat.slice(0, 120)}…` : flat,
    content_length: row.content.length,
  };
}

export { redactContacts } from './contact-redact.ts';

/** Every string of a value, redacted (the structured data is copied from the text). */
function redactDeep<T>(value: T): T {
  if (typeof value === 'string') return redactContacts(value) as T;
  if (Array.isArray(value)) return value.map(redactDeep) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactDeep(v)])) as T;
  return value;
}

function toPublic(row: TResumeRow): TPublicResume {
  const json: TResumeJson | null = row.resumeJson
    ? redactDeep({ ...row.resumeJson, basics: { ...row.resumeJson.basics, phone: null, email: null } })
    : null;
  return {
    id: row.id,
    file_name: redactContacts(row.fileName),
    position: row.position,
    content: redactContacts(row.content),
    resume_json_content: json,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A user-given file name made safe for display: no path, no control characters, bounded. */
export function cleanFileName(name: string | null | undefined): string | null {
  if (!name) return null;
  const base = name
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    // Bidi controls: U+202E would show "简历\u202Efdp.exe" as "简历exe.pdf".
    .replace(BIDI_CONTROLS, '')
    .trim();
  return base ? base.slice(0, RESUME_LIMITS.fileName) : null;
}

/** Structured data for real text; the "being extracted" placeholder has none yet. */
function structure(content: string): TResumeJson | null {
  return content === RESUME_MESSAGES.extracting ? null : parseResume(content);
}

/** SHA-256 of a file's bytes, lower-case hex: what "the same file" means for duplicates. */
export function hashFile(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The name of a resume's optimised copy: the original's name without its file extension. */
export function versionName(fileName: string): string {
  const bare = fileName.replace(/\.(pdf|docx?|txt|md|markdown)$/i, '').trim() || fileName;
  return `${bare}（优化版）`;
}

/**
 * An uploaded resume's title: a name the user chose, else the person's name and target read from it
 * ("张三 · Java 后端开发"), else the file's name. The browser sends the file's name as `file_name`:
 * a name with a document extension, or the file's own, is not a chosen one.
 */
function uploadTitle(upload: TFileUpload, json: TResumeJson): string {
  const given = cleanFileName(upload.fileName);
  const original = cleanFileName(upload.originalName);
  const isFileName = !given || given === original || /\.(pdf|docx?|txt|md|markdown)$/i.test(given);
  const title = isFileName ? resumeTitle(json)?.slice(0, RESUME_LIMITS.fileName) : null;
  return (isFileName ? title : given) ?? given ?? original ?? DEFAULT_RESUME_NAME;
}

export interface TIncomingFile {
  data: Buffer;
  /** The name the browser or server sent, for display only. */
  originalName: string | null;
}

export interface TFileUpload extends TIncomingFile {
  fileName?: string | null | undefined;
  positionId?: number | null | undefined;
  isPublic?: boolean | undefined;
  source: 'file' | 'url';
  sourceUrl?: string | undefined;
}

export class ResumesService {
  constructor(
    private readonly repo: ResumesRepository,
    private readonly files: TFileStore,
    private readonly conversion: ConversionPool,
    private readonly positions: PositionsService,
  ) {}

  async list(userId: number, page: number, pageSize: number) {
    const { rows, total } = await this.repo.list(userId, page, pageSize);
    return { resumes: rows.map(toSummary), total, page, page_size: pageSize };
  }

  async listPublic(userId: number, position: string | undefined, page: number, pageSize: number) {
    const { rows, total } = await this.repo.listPublic(userId, position || undefined, page, pageSize);
    return { resumes: rows.map(toPublic), total, page, page_size: pageSize };
  }

  private async row(userId: number, id: number): Promise<TResumeRow> {
    const row = await this.repo.find(userId, id);
    if (!row) throw new AppError('NOT_FOUND', RESUME_MESSAGES.notFound);
    return row;
  }

  /** The user's resumes made from a file with these exact bytes (SHA-256 hex), newest first. */
  async duplicates(userId: number, hash: string) {
    const rows = await this.repo.findByHash(userId, hash.toLowerCase());
    return { resumes: rows.map(toSummary) };
  }

  async get(userId: number, id: number): Promise<TResume> {
    return toResume(await this.row(userId, id));
  }

  /** The position link: the position must be the user's; its name becomes the position text. */
  private async positionLink(userId: number, positionId: number | null | undefined) {
    if (positionId === undefined) return {};
    if (positionId === null) return { positionId: null };
    try {
      const position = await this.positions.get(userId, positionId);
      return { positionId, position: position.name.slice(0, RESUME_LIMITS.position) };
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND')
        throw new AppError('BAD_REQUEST', RESUME_MESSAGES.positionNotFound);
      throw error;
    }
  }

  async create(userId: number, body: z.output<typeof ZCreateResumeRequest>): Promise<TResume> {
    const link = await this.positionLink(userId, body.position_id);
    const content = body.content?.trim() ? body.content.trim() : RESUME_MESSAGES.extracting;
    const row = await this.repo.insert({
      userId,
      fileName: body.file_name,
      position: body.position,
      ...link,
      content,
      resumeJson: structure(content),
      isPublic: body.is_public ?? false,
      source: 'manual',
    });
    return toResume(row);
  }

  async createFromText(userId: number, body: z.output<typeof ZUploadTextRequest>): Promise<TResume> {
    const link = await this.positionLink(userId, body.position_id);
    const json = parseResume(body.content);
    const name = body.file_name ?? (json.basics.name ? `${json.basics.name}的简历` : DEFAULT_RESUME_NAME);
    const row = await this.repo.insert({
      userId,
      fileName: name,
      position: body.position,
      ...link,
      content: body.content,
      extractedText: body.content,
      resumeJson: json,
      // Spec §5: resumes made from text are private.
      isPublic: false,
      source: 'text',
    });
    return toResume(row);
  }

  /** Converts first: a file that cannot be read stores nothing. The user's files convert two at a time at most. */
  private async convertAndStore(data: Buffer, userId: number) {
    const converted = await this.conversion.convert(data, userId);
    const key = await this.files.save(data);
    return {
      converted,
      columns: {
        fileKey: key,
        fileKind: converted.kind,
        fileMime:
          converted.kind === 'text' ? `text/plain; charset=${converted.encoding ?? 'utf-8'}` : MIME[converted.kind],
        fileSize: data.length,
        contentHash: hashFile(data),
      } satisfies Partial<TNewResume>,
    };
  }

  async createFromFile(userId: number, upload: TFileUpload): Promise<TResume> {
    const link = await this.positionLink(userId, upload.positionId);
    const { converted, columns } = await this.convertAndStore(upload.data, userId);
    const resumeJson = parseResume(converted.text);
    try {
      const row = await this.repo.insert({
        userId,
        fileName: uploadTitle(upload, resumeJson),
        position: link.position ?? null,
        positionId: link.positionId ?? null,
        content: converted.text,
        extractedText: converted.text,
        extractionWarnings: converted.warnings ?? null,
        resumeJson,
        isPublic: upload.isPublic ?? false,
        source: upload.source,
        sourceUrl: upload.sourceUrl ?? null,
        ...columns,
      });
      return toResume(row);
    } catch (error) {
      await this.files.remove(columns.fileKey);
      throw error;
    }
  }

  /**
   * Attaches a file to an existing resume: its text replaces the content; the old file goes.
   * The update only applies if nobody replaced the file meanwhile (two attaches at once), so a
   * stored file is never left without its row.
   */
  async attach(userId: number, id: number, file: TIncomingFile): Promise<TResume> {
    const before = await this.row(userId, id);
    const { converted, columns } = await this.convertAndStore(file.data, userId);
    let row: TResumeRow | undefined;
    try {
      row = await this.repo.updateIfFile(userId, id, before.fileKey, {
        content: converted.text,
        extractedText: converted.text,
        extractionWarnings: converted.warnings ?? null,
        resumeJson: parseResume(converted.text),
        source: before.source === 'manual' ? 'file' : before.source,
        ...columns,
      });
    } catch (error) {
      await this.files.remove(columns.fileKey);
      throw error;
    }
    if (!row) {
      await this.files.remove(columns.fileKey);
      if (await this.repo.find(userId, id)) throw new AppError('CONFLICT', RESUME_MESSAGES.attachConflict);
      throw new AppError('NOT_FOUND', RESUME_MESSAGES.notFound);
    }
    // The change is saved; a file that cannot be removed is logged by the store, not an error here.
    await this.files.remove(before.fileKey).catch(() => undefined);
    return toResume(row);
  }

  async update(userId: number, id: number, body: z.output<typeof ZUpdateResumeRequest>): Promise<TResume> {
    await this.row(userId, id);
    const link = await this.positionLink(userId, body.position_id);
    const values: Partial<TNewResume> = { ...link };
    if (body.file_name !== undefined) values.fileName = body.file_name;
    if (body.position !== undefined && body.position_id === undefined) values.position = body.position;
    if (body.is_public !== undefined) values.isPublic = body.is_public;
    if (body.content !== undefined) {
      if (body.content.length > RESUME_LIMITS.content)
        throw new AppError('BAD_REQUEST', RESUME_MESSAGES.tooLong('简历内容', RESUME_LIMITS.content));
      values.content = body.content;
      values.resumeJson = body.resume_json_content ?? parseResume(body.content);
    } else if (body.resume_json_content !== undefined) {
      values.resumeJson = body.resume_json_content;
    }
    const row = await this.repo.update(userId, id, values);
    if (!row) throw new AppError('NOT_FOUND', RESUME_MESSAGES.notFound);
    return toResume(row);
  }

  /**
   * Saves a changed structured resume as a new version pointing at its original (`parent_id`);
   * the original stays untouched.
   */
  async createVersion(userId: number, id: number, json: TResumeJson, fileName?: string): Promise<TResume> {
    const base = await this.row(userId, id);
    const content = renderResumeText(json);
    if (content.length > RESUME_LIMITS.content)
      throw new AppError('BAD_REQUEST', RESUME_MESSAGES.tooLong('简历内容', RESUME_LIMITS.content));
    const row = await this.repo.insert({
      userId,
      fileName: (fileName ?? versionName(base.fileName)).slice(0, RESUME_LIMITS.fileName),
      position: base.position,
      positionId: base.positionId,
      content,
      extractedText: null,
      resumeJson: json,
      isPublic: false,
      source: 'optimized',
      parentId: base.id,
    });
    return toResume(row);
  }

  /** The structured form of a resume (parsed from its text when none is stored). */
  structured(resume: TResume): TResumeJson {
    return resume.resume_json_content ?? parseResume(resume.content);
  }

  async remove(userId: number, id: number): Promise<void> {
    const row = await this.repo.delete(userId, id);
    if (!row) throw new AppError('NOT_FOUND', RESUME_MESSAGES.notFound);
    await this.files.remove(row.fileKey);
  }

  /** The stored original for its owner; opened before answering, so it cannot vanish mid-download. */
  async openFile(userId: number, id: number): Promise<{ stream: Readable; mime: string; name: string; size: number }> {
    const row = await this.row(userId, id);
    const opened = row.fileKey ? await this.files.open(row.fileKey) : null;
    if (!opened || !row.fileKind) throw new AppError('NOT_FOUND', RESUME_MESSAGES.fileNotFound);
    const ext = EXTENSION[row.fileKind as TFileKind] ?? '';
    const name = row.fileName.toLowerCase().endsWith(ext) ? row.fileName : `${row.fileName}${ext}`;
    return { stream: opened.stream, mime: row.fileMime ?? 'application/octet-stream', name, size: opened.size };
  }

  /** Throws the position error before any download or conversion work (upload-url). */
  async checkPosition(userId: number, positionId: number | null | undefined): Promise<void> {
    await this.positionLink(userId, positionId);
  }

  async relatedToPosition(userId: number, positionId: number) {
    const { count, latest } = await this.repo.forPosition(userId, positionId);
    return {
      resumes: {
        count,
        latest: latest.map((r) => ({ id: r.id, title: r.name, created_at: r.updatedAt.toISOString() })),
      },
    };
  }
}

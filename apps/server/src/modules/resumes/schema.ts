import type { TResumeJson } from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { positions } from '../positions/schema.ts';

/** The user's resumes: text, structured data and, when uploaded as a file, the stored original. */
export const resumes = pgTable(
  'resumes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** The target position as text (at most 100 characters, spec §5). */
    position: text('position'),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    /** The resume text the user works with (editable). */
    content: text('content').notNull(),
    /** The text as extracted from the uploaded file, unchanged by later edits. */
    extractedText: text('extracted_text'),
    /** What the file reader could not read (fonts without a mapping), in Chinese, for the screens. */
    extractionWarnings: jsonb('extraction_warnings').$type<string[]>(),
    resumeJson: jsonb('resume_json_content').$type<TResumeJson>(),
    isPublic: boolean('is_public').notNull().default(false),
    /** How it came in: file, text, url or manual (typed in / created by a client). */
    source: text('source').notNull(),
    /** A new version made from another resume (an optimisation) points at its original. */
    parentId: integer('parent_id'),
    /** The stored original: a server-made key under DATA_DIR/files, never a user-given name. */
    fileKey: text('file_key'),
    fileMime: text('file_mime'),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileKind: text('file_kind'),
    /** SHA-256 (hex) of the uploaded file's bytes: the same file uploaded again is recognised. */
    contentHash: text('content_hash'),
    sourceUrl: text('source_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resumes_user_idx').on(t.userId, t.id),
    index('resumes_public_idx')
      .on(t.isPublic, t.id)
      .where(sql`${t.isPublic}`),
    index('resumes_position_idx').on(t.positionId),
    index('resumes_user_hash_idx').on(t.userId, t.contentHash),
  ],
);

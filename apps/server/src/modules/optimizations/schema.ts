import type {
  TChatContext,
  TChatMessage,
  TModification,
  TOptimizationStatus,
  TOptimizationType,
  TResumeJson,
} from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';
import { positions } from '../positions/schema.ts';
import { resumes } from '../resumes/schema.ts';

/** Spec §3 optimisation records: one per run; refresh supersedes, never deletes. */
export const resumeOptimizations = pgTable(
  'resume_optimizations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    optimizationType: text('optimization_type').$type<TOptimizationType>().notNull(),
    optimizationFocus: text('optimization_focus').notNull().default(''),
    targetPosition: text('target_position'),
    companyName: text('company_name'),
    parsedModifications: jsonb('parsed_modifications').$type<TModification[]>().notNull().default([]),
    rejectedModifications: jsonb('rejected_modifications')
      .$type<(TModification & { violations: string[] })[]>()
      .notNull()
      .default([]),
    originalResumeJson: jsonb('original_resume_json').$type<TResumeJson>(),
    optimizedResumeJson: jsonb('optimized_resume_json').$type<TResumeJson>(),
    aiModel: text('ai_model').notNull().default(''),
    processingTimeMs: integer('processing_time_ms').notNull().default(0),
    parseSuccess: boolean('parse_success').notNull().default(false),
    qualityScore: integer('quality_score'),
    qualityScoreBefore: integer('quality_score_before'),
    status: text('status').$type<TOptimizationStatus>().notNull(),
    summary: text('summary').notNull().default(''),
    fallbackReason: text('fallback_reason'),
    /** The job run that made this record (modules/jobs): a run taken over after a crash finds its row. */
    runKey: text('run_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resume_optimizations_user_idx').on(t.userId, t.id),
    index('resume_optimizations_key_idx').on(t.resumeId, t.optimizationType, t.positionId, t.id),
    // At most one run in progress per resume, type and position: a second request waits for it.
    uniqueIndex('resume_optimizations_processing_uq')
      .on(t.resumeId, t.optimizationType, sql`coalesce(${t.positionId}, 0)`)
      .where(sql`${t.status} = 'processing'`),
    uniqueIndex('resume_optimizations_run_key_uq').on(t.runKey),
  ],
);

/** Conversational optimisation: the whole state of one conversation about one resume. */
export const resumeConversations = pgTable(
  'resume_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: integer('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    messages: jsonb('messages').$type<TChatMessage[]>().notNull().default([]),
    context: jsonb('context').$type<TChatContext>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resume_conversations_user_idx').on(t.userId, t.resumeId)],
);

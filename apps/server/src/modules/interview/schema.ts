import type {
  TAiPosition,
  TAnswerFeedback,
  TInterviewReport,
  TInterviewSettings,
  TQuestionSource,
  TSessionConfig,
  TSpeechFigures,
} from '@offerpilot/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TAiResume, TInterviewRubric, TTemplateQuestion } from '../../ai/provider.ts';
import { users } from '../auth/schema.ts';
import { positions } from '../positions/schema.ts';
import { resumes } from '../resumes/schema.ts';

/** A user's own question bank (自定义题库): a session started from it asks exactly these. */
export const interviewTemplates = pgTable(
  'interview_templates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    difficulty: text('difficulty').notNull(),
    /** The user's questions; a practice's carry where each was asked from (`origin`). */
    questions: jsonb('questions').$type<TTemplateQuestion[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('interview_templates_user_idx').on(t.userId, t.id)],
);

export const interviewSettings = pgTable('interview_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<TInterviewSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What the agents read for the whole session, fixed at start (later edits don't change a running interview). */
export interface TSessionContext {
  resume: TAiResume;
  position: TAiPosition | null;
}

export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    status: text('status').notNull(),
    resumeId: integer('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    positionId: integer('position_id').references(() => positions.id, { onDelete: 'set null' }),
    /** A built-in template's id, or a user template's number as text. */
    templateId: text('template_id'),
    title: text('title').notNull(),
    config: jsonb('config').$type<TSessionConfig>().notNull(),
    context: jsonb('context').$type<TSessionContext>().notNull(),
    engine: text('engine').notNull(),
    questionCount: integer('question_count').notNull(),
    answeredCount: integer('answered_count').notNull().default(0),
    overallScore: integer('overall_score'),
    report: jsonb('report').$type<TInterviewReport>(),
    minutesCharged: integer('minutes_charged'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('interview_sessions_user_idx').on(t.userId, t.id),
    index('interview_sessions_open_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.status} = 'in_progress'`),
  ],
);

export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    /** The main question's place (1…n); a follow-up shares its parent's. */
    ord: integer('ord').notNull(),
    /** 0 for a main question, 1… for its follow-ups in the order asked. */
    followIndex: integer('follow_index').notNull().default(0),
    parentId: integer('parent_id'),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    source: jsonb('source').$type<TQuestionSource>().notNull(),
    timeLimitS: integer('time_limit_s').notNull(),
    rubric: jsonb('rubric').$type<TInterviewRubric>().notNull(),
    answerText: text('answer_text'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    speech: jsonb('speech').$type<TSpeechFigures>(),
    feedback: jsonb('feedback').$type<TAnswerFeedback>(),
  },
  (t) => [uniqueIndex('interview_questions_place_idx').on(t.sessionId, t.ord, t.followIndex)],
);

/**
 * The audio of a voice answer, kept only while its session runs (for the transcription and a
 * retry of it): the bytes are a file in the file store (`file_key`, streamed there, never held in
 * the database or in memory); the row goes when the session ends, expires or is deleted, and with
 * the user, and whoever deletes the row removes the file. `user_id` bounds what one user keeps.
 */
export const interviewAudio = pgTable(
  'interview_audio',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => interviewQuestions.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    bytes: integer('bytes').notNull(),
    fileKey: text('file_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_audio_question_idx').on(t.questionId),
    index('interview_audio_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * The minutes ledger: a sign-up grant, one charge per mock session, rewards. The balance is the
 * sum; partial unique indexes make the grant and each session's charge happen at most once.
 */
export const minutesLedger = pgTable(
  'minutes_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    minutes: integer('minutes').notNull(),
    sessionId: integer('session_id'),
    /** For rewards: what earned it (e.g. the invited user), so a reward is given once. */
    reference: text('reference'),
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('minutes_ledger_user_idx').on(t.userId, t.id),
    uniqueIndex('minutes_ledger_grant_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'signup_grant'`),
    uniqueIndex('minutes_ledger_session_idx')
      .on(t.sessionId)
      .where(sql`${t.kind} = 'mock_session'`),
    uniqueIndex('minutes_ledger_reference_idx')
      .on(t.userId, t.kind, t.reference)
      .where(sql`${t.reference} is not null`),
  ],
);

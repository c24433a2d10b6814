import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation (when the database was created, which schema it carries).
 * Feature modules add their own tables in their own schema files and re-export them here.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export * from '../modules/auth/schema.ts';
export * from '../modules/positions/schema.ts';
export * from '../modules/resumes/schema.ts';
export * from '../modules/optimizations/schema.ts';
export * from '../modules/interview/schema.ts';
export * from '../modules/invitations/schema.ts';
export * from '../modules/jobs/schema.ts';

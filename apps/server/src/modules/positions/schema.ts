import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

export interface TRequirements {
  items: string[];
}

const positionColumns = {
  name: text('name').notNull(),
  companyName: text('company_name'),
  responsibilities: text('responsibilities'),
  /** `{ items: [...] }`, or null: an empty list is never stored. */
  requirements: jsonb('requirements').$type<TRequirements>(),
  workLocation: text('work_location'),
  industry: text('industry'),
  experienceLevel: text('experience_level'),
  salaryRange: text('salary_range'),
  /** Segmented words of name, company, duties and requirements, for Chinese search. */
  searchTokens: text('search_tokens').notNull().default(''),
};

/** The user's own target positions. */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...positionColumns,
    isTemplate: boolean('is_template').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    /** The template this position was cloned from, if any. */
    templateId: integer('template_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('positions_user_idx').on(t.userId, t.id),
    index('positions_search_idx').using('gin', sql`to_tsvector('simple', ${t.searchTokens})`),
  ],
);

/** The template library we ship (loaded by a migration). */
export const positionTemplates = pgTable(
  'position_templates',
  {
    id: serial('id').primaryKey(),
    category: text('category').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...positionColumns,
  },
  (t) => [index('position_templates_category_idx').on(t.category, t.sortOrder)],
);

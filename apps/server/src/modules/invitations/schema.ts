import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

/**
 * A keyed digest of the phone of each friend who earned an inviter a reward: a second account on
 * the same phone (the first one deleted, or its unverified number taken over) earns nothing more.
 * Not reversible without the server's secret; it goes with the inviter's account.
 */
export const invitationPhoneMarks = pgTable(
  'invitation_phone_marks',
  {
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneDigest: text('phone_digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inviterId, t.phoneDigest] })],
);

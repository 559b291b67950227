import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Back-office notifications (spec 1 §2.11, §3), one row per recipient. A category (scType, scName, scId)
 * groups them in the panel: for example ('project', 'newContact', 42).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scType: text('sc_type').notNull(),
    scName: text('sc_name').notNull(),
    scId: integer('sc_id'),
    text: text('text').notNull(),
    color: text('color'),
    icon: text('icon'),
    img: text('img'),
    type: text('type'),
    linkedId: integer('linked_id'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_user_category_idx').on(t.userId, t.scType, t.scName, t.scId),
  ],
);

import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Uploaded files (spec 1 §3 "Uploaded file"). The bytes live in the file store under `storedKey`, a
 * random name; `originalName` is the sanitised name shown and offered for download. `type` says what the
 * file belongs to ('project', 'report', 'temp', 'user', 'common') and `linkedId` which record of it.
 * Deleting sets `deletedAt` (the row stays for the audit trail; the bytes are removed).
 */
export const files = pgTable(
  'files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    linkedId: integer('linked_id'),
    type: text('type').notNull(),
    /** The uploader's `ids` form field (JSON), kept as sent. */
    ids: jsonb('ids'),
    originalName: text('original_name').notNull(),
    storedKey: text('stored_key').notNull(),
    /** Detected from the content (magic bytes), never taken from the client. */
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    state: smallint('state').notNull().default(0),
    /** Document category of a project file (plans, land, financing, permit, contract, photos, other) or the CRC type. */
    category: text('category'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('files_type_linked_idx').on(t.type, t.linkedId),
    index('files_uploaded_by_idx').on(t.uploadedBy),
    uniqueIndex('files_stored_key_key').on(t.storedKey),
  ],
);

import type { Role } from '@batir/shared/roles';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The side-menu tree (spec 1 §2.8, §3). Reference data seeded at first start (db/seed/reference.ts),
 * one tree per menu type; `roles` narrows an entry to some roles (empty: everyone of that menu type).
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    menuType: text('menu_type').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    icon: text('icon'),
    route: text('route'),
    url: text('url'),
    isNew: boolean('is_new').notNull().default(false),
    roles: text('roles').array().$type<Role[]>().notNull().default(sql`'{}'::text[]`),
    /**
     * The roles this entry was last shipped with (seed/reference.ts). Where `roles` still equals them, nobody
     * changed the entry since, and the next version's rules replace both; null: shipped before this column.
     */
    shippedRoles: text('shipped_roles').array().$type<Role[]>(),
  },
  (t) => [index('menu_items_type_idx').on(t.menuType, t.position)],
);

/** Quick-access favourites (spec 1 §3): a route name with its params, or a plain path; ordered by the user. */
export const userFavorites = pgTable(
  'user_favorites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    type: smallint('type').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_favorites_user_idx').on(t.userId, t.position)],
);

/** Application-wide settings, one JSON value per key (maintenance mode, …). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Menu favourites of spec 1 §3 (id, menuId, name, url): menu entries a user starred. */
export const userMenuFavorites = pgTable(
  'user_menu_favorites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_menu_favorites_user_menu_key').on(t.userId, t.menuId)],
);

/**
 * What GET /api/user keeps in each server process (the active staff list, the menus) is read again only when
 * its version here has changed. Statement triggers (migration 0030) give `staff` a new random value on any
 * write to the users columns the list shows and `menu` on any write to menu_items, in the writer's transaction.
 */
export const cacheVersions = pgTable('cache_versions', {
  kind: text('kind').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

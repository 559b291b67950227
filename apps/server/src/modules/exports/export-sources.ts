import {
  EXPORT_COLUMNS,
  type LEAD_EXPORT_COLUMNS,
  type PROSPECT_EXPORT_COLUMNS,
  type TExportColumn,
  type TExportList,
  type USER_EXPORT_COLUMNS,
} from '@batir/shared/exports';
import { formatPersonName, formatPhone } from '@batir/shared/format';
import { can } from '@batir/shared/policy';
import {
  PROSPECT_TILE_LABELS,
  PROSPECT_TYPE_LABELS,
  type TProspectListItem,
  type TProspectType,
  ZProspectListQuery,
} from '@batir/shared/prospects';
import { ROLE_LABELS } from '@batir/shared/roles';
import { type TUserAccount, ZUserListQuery } from '@batir/shared/users';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/app-error';
import type { Principal } from '../auth';
import { prospectListExport } from '../prospects';
import { listAccounts } from '../users';

/** A cell as the writer takes it (export-writer.worker.ts): text, number, cents, 'YYYY-MM-DD' or an ISO instant. */
export type Cell = string | number | null;
type Cells<C extends readonly TExportColumn[]> = Record<C[number]['key'], Cell>;

/** Who exports: the owner of the job, as he was when he asked (roles and grid-operator team). */
export type ExportCaller = Pick<Principal, 'userId' | 'roles' | 'team'>;

/** The rows of a list as its screen shows them to `caller`: how many, then page after page of cells. */
export type ExportRows = { total: number; pages(size: number): AsyncGenerator<Record<string, Cell>[]> };

/**
 * A list that exports: its list endpoint's own query schema (the same filters, checked the same way), and
 * its rows through the list's own module (the same visibility rule and order as the screen).
 */
export type ExportSource = {
  query: z.ZodType<Record<string, unknown>, Record<string, string>>;
  columns: readonly TExportColumn[];
  rows(db: Database, caller: ExportCaller, query: Record<string, unknown>): Promise<ExportRows>;
};

function prospectCells(item: TProspectListItem): Cells<typeof PROSPECT_EXPORT_COLUMNS> {
  return {
    customerName: item.customerName,
    projectName: item.projectName,
    tile: PROSPECT_TILE_LABELS[item.tile],
    origin: item.type ? (PROSPECT_TYPE_LABELS[item.type as TProspectType] ?? item.type) : null,
    salesman: item.salesman?.name ?? null,
    phone: item.phone ? formatPhone(item.phone) : null,
    email: item.email,
    city: item.city,
    landPostalCode: item.landPostalCode,
    landCity: item.landCity,
    contactAttempts: item.contactAttempts,
    archived: item.isArchived ? 'Oui' : 'Non',
    createdAt: item.createdAt,
  };
}

function leadCells(item: TProspectListItem): Cells<typeof LEAD_EXPORT_COLUMNS> {
  return {
    createdAt: item.createdAt,
    customerName: item.customerName,
    phone: item.phone ? formatPhone(item.phone) : null,
    email: item.email,
    land: [item.landPostalCode, item.landCity].filter(Boolean).join(' ') || null,
    salesman: item.salesman?.name ?? 'Non attribué',
    tile: PROSPECT_TILE_LABELS[item.tile],
    archived: item.isArchived ? 'Oui' : 'Non',
  };
}

/** The prospect list's rows (with `query` changed by `scope`), as cells by `cells`. */
function prospectSource(
  columns: readonly TExportColumn[],
  cells: (item: TProspectListItem) => Record<string, Cell>,
  scope: (query: z.output<typeof ZProspectListQuery>) => z.output<typeof ZProspectListQuery> = (query) =>
    query,
): ExportSource {
  return {
    query: ZProspectListQuery as unknown as ExportSource['query'],
    columns,
    async rows(db, caller, query) {
      const list = await prospectListExport(db, caller, scope(query as z.output<typeof ZProspectListQuery>));
      return {
        total: list.total,
        async *pages(size) {
          for await (const page of list.pages(size)) yield page.map(cells);
        },
      };
    },
  };
}

function userCells(user: TUserAccount): Cells<typeof USER_EXPORT_COLUMNS> {
  return {
    name: formatPersonName(user.surname, user.name),
    email: user.email,
    roles: user.roles.map((role) => ROLE_LABELS[role]).join(', '),
    archived: user.isActive ? 'Non' : 'Oui',
    manager: user.manager ? formatPersonName(user.manager.surname, user.manager.name) : null,
    postalCodes: user.postalCodes.join(', '),
    // Whole euros in the account, cents in the file.
    credit: user.credit * 100,
    lastLoginAt: user.lastLoginAt,
  };
}

/** The staff accounts, as the administration lists them (administrators only, as GET /api/user/list). */
const usersSource: ExportSource = {
  query: ZUserListQuery as unknown as ExportSource['query'],
  columns: EXPORT_COLUMNS.users,
  async rows(db, caller, query) {
    if (!can(caller, 'user.manage'))
      throw forbidden('Seuls les administrateurs exportent les comptes du personnel.');
    const { search, archived } = query as z.output<typeof ZUserListQuery>;
    const size = 100;
    const first = await listAccounts({ db, page: 1, limit: size, search, archived });
    return {
      total: first.total,
      async *pages() {
        // A few hundred accounts at most: the administration's own pages, in its order.
        for (let page = 1, answer = first; ; page += 1) {
          if (page > 1) answer = await listAccounts({ db, page, limit: size, search, archived });
          if (answer.list.length) yield answer.list.map(userCells);
          if (answer.list.length < size) return;
        }
      },
    };
  },
};

export const EXPORT_SOURCES: Record<TExportList, ExportSource> = {
  prospects: prospectSource(EXPORT_COLUMNS.prospects, prospectCells),
  // The leads page lists the prospects that came from the website's form (spec 1 §2.10).
  leads: prospectSource(EXPORT_COLUMNS.leads, leadCells, (query) => ({ ...query, type: 'website' })),
  users: usersSource,
};

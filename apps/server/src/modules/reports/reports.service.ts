import { REPORTS_ERRORS } from '@batir/shared/contracts/reports';
import type { TReport, TReportFile } from '@batir/shared/reports';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import { isPictureMime } from '../files';
import * as repo from './reports.repository';

type FileRow = Awaited<ReturnType<typeof repo.filesOf>>[number];

function toReport(row: repo.ReportRow, attachments: FileRow[]): TReport {
  return {
    id: row.id,
    type: row.type === 2 ? 2 : 1,
    description: row.description,
    page: row.page,
    author: { id: row.authorId, surname: row.authorSurname, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy:
      row.closedById === null
        ? null
        : { id: row.closedById, surname: row.closedBySurname ?? '', name: row.closedByName ?? '' },
    files: attachments
      .filter((file) => file.reportId === row.id)
      .map(
        (file): TReportFile => ({
          id: file.id,
          name: file.name,
          size: file.size,
          mime: file.mime,
          isPicture: isPictureMime(file.mime),
        }),
      ),
  };
}

async function withFiles(db: Database, rows: repo.ReportRow[]): Promise<TReport[]> {
  const attachments = await repo.filesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toReport(row, attachments));
}

async function reportById(db: Database, id: number): Promise<TReport> {
  const row = await repo.findById(db, id);
  if (!row) throw new AppError(REPORTS_ERRORS.REPORT_NOT_FOUND);
  const [report] = await withFiles(db, [row]);
  if (!report) throw new AppError(REPORTS_ERRORS.REPORT_NOT_FOUND);
  return report;
}

export function createReportService({ db }: { db: Database }) {
  return {
    /**
     * POST /api/report: the report and the link of its attachments (uploaded beforehand by the author)
     * in one transaction with its audit row; an attachment that is not the author's pending report file
     * refuses the whole report.
     */
    async create(options: {
      authorId: number;
      body: { type: number; description: string; page: string; files: number[] };
      context: RequestContext;
    }): Promise<TReport> {
      const { authorId, body, context } = options;
      const fileIds = [...new Set(body.files)];
      const id = await db.transaction(async (tx) => {
        const reportId = await repo.insert(tx, {
          type: body.type,
          description: body.description,
          page: body.page,
          authorId,
        });
        const linked = await repo.linkFiles(tx, { reportId, authorId, fileIds });
        if (linked.length !== fileIds.length) {
          throw new AppError(REPORTS_ERRORS.REPORT_FILE_NOT_LINKABLE, {
            fields: { files: 'Pièce jointe introuvable' },
          });
        }
        await writeAudit(tx, {
          userId: authorId,
          action: 'report.create',
          entity: 'report',
          entityId: reportId,
          after: { type: body.type, description: body.description, page: body.page, files: fileIds },
          ip: context.ip,
          requestId: context.requestId,
        });
        return reportId;
      });
      return reportById(db, id);
    },

    async list(options: { state: repo.ReportState; page: number; limit: number }) {
      const { state, page, limit } = options;
      const { rows, total } = await repo.listPage(db, { state, limit, offset: (page - 1) * limit });
      return { total, page, limit, list: await withFiles(db, rows) };
    },

    info: (options: { id: number }) => reportById(db, options.id),

    /** PUT /api/report/{id}/close: an open report only (closing twice says so). */
    async close(options: { id: number; userId: number; context: RequestContext }): Promise<TReport> {
      const { id, userId, context } = options;
      await db.transaction(async (tx) => {
        const closed = await repo.close(tx, id, userId);
        if (!closed) {
          if (await repo.findById(tx, id)) throw new AppError(REPORTS_ERRORS.REPORT_ALREADY_CLOSED);
          throw new AppError(REPORTS_ERRORS.REPORT_NOT_FOUND);
        }
        await writeAudit(tx, {
          userId,
          action: 'report.close',
          entity: 'report',
          entityId: id,
          before: { closedAt: null },
          after: { closedAt: closed.closedAt?.toISOString() ?? null },
          ip: context.ip,
          requestId: context.requestId,
        });
      });
      return reportById(db, id);
    },
  };
}
export type ReportService = ReturnType<typeof createReportService>;

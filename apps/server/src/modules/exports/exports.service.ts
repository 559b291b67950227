import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MessageChannel } from 'node:worker_threads';
import { EXPORT_ERRORS } from '@batir/shared/contracts/exports';
import {
  EXPORT_AT_ONCE_MAX_ROWS,
  EXPORT_FORMATS,
  EXPORT_LIST_LABELS,
  EXPORT_LISTS,
  type TExportColumn,
  type TExportFormat,
  type ZExportBody,
} from '@batir/shared/exports';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Principal } from '../auth';
import type { JobContext, JobResult, JobService, WorkerPool } from '../jobs';
import { type Cell, EXPORT_SOURCES, type ExportCaller } from './export-sources';
import type { WriteTask } from './export-writer.worker';

/**
 * Rows read, handed to the writer and reported at a time. Small, for PGlite: it reads in the server's own
 * thread, and a page of 500 held GET /api/user up to 46 ms (p95) at 20 000 prospects; 100 keeps it at 17.
 */
export const EXPORT_PAGE_ROWS = 100;

const WRITER = new URL('./export-writer.worker.ts', import.meta.url).href;

const MIME: Record<TExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** What an export job keeps: the request as it was checked, and who asked (his rights at that time). */
const ZExportJobInput = z.object({
  list: z.enum(EXPORT_LISTS),
  format: z.enum(EXPORT_FORMATS),
  query: z.record(z.string(), z.string()),
  columns: z.array(z.string()),
  caller: z.object({
    userId: z.number().int(),
    roles: z.array(z.string()) as unknown as z.ZodType<ExportCaller['roles']>,
    team: z.array(z.number().int()),
  }),
});
type ExportJobInput = z.infer<typeof ZExportJobInput>;

/** « Prospects 26-11-2026 14h30.xlsx », Paris time. */
const stamp = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});
function fileName(input: ExportJobInput, at: Date) {
  const [day = '', time = ''] = stamp.format(at).split(' ');
  return `${EXPORT_LIST_LABELS[input.list]} ${day.replaceAll('/', '-')} ${time.replace(':', 'h')}.${input.format}`;
}

const columnsOf = (input: ExportJobInput): TExportColumn[] =>
  input.columns.flatMap((key) => EXPORT_SOURCES[input.list].columns.filter((column) => column.key === key));

export type ExportService = ReturnType<typeof createExportService>;

/**
 * Exports (issue 20): a list as its screen shows it to the caller, written by a job of kind 'export'.
 * The rows are read here, a page at a time, through the list's own module; each page goes to a worker
 * thread that writes the file (export-writer.worker.ts), and the next page is read once it is written.
 * Up to EXPORT_AT_ONCE_MAX_ROWS rows the job runs during the request and its file's address comes back.
 */
export function createExportService(deps: {
  db: Database;
  jobs: JobService;
  pool: WorkerPool;
  /** EXPORT_AT_ONCE_MAX_ROWS unless configured (tests). */
  atOnceMaxRows?: number;
}) {
  const { db, jobs, pool } = deps;

  async function run(context: JobContext): Promise<JobResult> {
    const input = ZExportJobInput.parse(context.job.input);
    const source = EXPORT_SOURCES[input.list];
    const rows = await source.rows(db, input.caller, source.query.parse(input.query));
    await context.progress(0, rows.total);
    const columns = columnsOf(input);
    const file = path.join(tmpdir(), `batir-export-${context.job.id}-${randomUUID()}.${input.format}`);
    const channel = new MessageChannel();
    const task: WriteTask = {
      format: input.format,
      path: file,
      sheetName: EXPORT_LIST_LABELS[input.list],
      columns,
      port: channel.port2,
    };
    const written = pool.run<{ rows: number }>(WRITER, task, [channel.port2]);
    // The writer never ends before its last page; if it does, it failed: stop reading.
    const writerEnded = written.then(() => {
      throw new Error('export writer ended before the last page');
    });
    writerEnded.catch(() => undefined);
    let done = 0;
    try {
      for await (const page of rows.pages(EXPORT_PAGE_ROWS)) {
        const cells: Cell[][] = page.map((row) => columns.map((column) => row[column.key] ?? null));
        channel.port1.postMessage({ rows: cells });
        await Promise.race([once(channel.port1, 'message'), writerEnded]);
        done += page.length;
        await context.progress(done, Math.max(rows.total, done));
        // Other requests run between pages (PGlite answers them in this same thread).
        await nextTurn();
      }
      channel.port1.postMessage({ end: true });
      const result = await written;
      return {
        file: { path: file, name: fileName(input, new Date()), mime: MIME[input.format] },
        done: result.rows,
      };
    } catch (error) {
      // Closing the channel ends the writer's pages; its partial file is removed.
      channel.port1.close();
      await written.catch(() => undefined);
      await rm(file, { force: true });
      throw error;
    }
  }

  return {
    /** The job kind 'export' (the runner calls it). */
    run,

    /** POST /api/export: checks the list's filters and columns, then queues (or runs) the export. */
    async start(caller: Principal, body: z.output<typeof ZExportBody>) {
      const source = EXPORT_SOURCES[body.list];
      const query = source.query.safeParse(body.query);
      if (!query.success) {
        const issue = query.error.issues[0];
        const field = issue?.path.join('.') || 'query';
        throw new AppError(EXPORT_ERRORS.EXPORT_BAD_FILTER, {
          message: `Filtre de la liste invalide : ${issue?.message ?? field}.`,
          fields: { [field]: issue?.message ?? 'Valeur invalide' },
        });
      }
      const columns = body.columns.length ? body.columns : source.columns.map((column) => column.key);
      const unknown = columns.find((key) => !source.columns.some((column) => column.key === key));
      if (unknown !== undefined)
        throw new AppError(EXPORT_ERRORS.EXPORT_UNKNOWN_COLUMN, {
          message: `Colonne inconnue pour cette liste : « ${unknown.slice(0, 60)} ».`,
          fields: { columns: 'Colonne inconnue' },
        });
      const who: ExportCaller = { userId: caller.userId, roles: caller.roles, team: caller.team };
      const { total } = await source.rows(db, who, query.data);
      const input: ExportJobInput = {
        list: body.list,
        format: body.format,
        query: body.query,
        columns,
        caller: who,
      };
      const atOnce = total <= (deps.atOnceMaxRows ?? EXPORT_AT_ONCE_MAX_ROWS);
      const job = await jobs.queue(
        caller,
        {
          kind: 'export',
          label: `${EXPORT_LIST_LABELS[body.list]} (${body.format.toUpperCase()})`,
          input,
          total,
        },
        atOnce,
      );
      const url = atOnce && job.hasResult ? (await jobs.link(caller, job.id)).url : null;
      return { job, url };
    },
  };
}

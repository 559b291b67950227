/**
 * Writes an export file in a worker thread (modules/jobs/worker-pool.ts): the server's thread reads the
 * list page by page and posts each page's cells on `port`; this thread writes them (XLSX through exceljs's
 * streaming writer, or CSV) and answers each page, so that at most one page waits in memory.
 * Imports packages and `node:` modules only (worker-pool.ts says why); the cell types are those of
 * @batir/shared/exports, written out here.
 */
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { MessagePort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

type CellType = 'text' | 'integer' | 'money' | 'date' | 'datetime';
type Column = { key: string; header: string; type: CellType; width: number };
/** text: the text; integer: the number; money: cents; date: 'YYYY-MM-DD'; datetime: an ISO instant. */
type Cell = string | number | null;

export type WriteTask = {
  format: 'xlsx' | 'csv';
  path: string;
  sheetName: string;
  columns: Column[];
  /** Pages arrive as `{ rows: Cell[][] }`, the end as `{ end: true }`; each page is answered `{ written }`. */
  port: MessagePort;
};

/** The day and time on a Paris wall clock, as the numbers Excel and French readers expect. */
const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parisClock(iso: string) {
  const parts = Object.fromEntries(
    parisParts.formatToParts(new Date(iso)).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An XLSX cell: Excel keeps no time zone, so a date-time is written as its Paris wall clock. */
function xlsxValue(type: CellType, cell: Cell): ExcelJS.CellValue {
  if (cell === null || cell === '') return null;
  switch (type) {
    case 'text':
      return String(cell);
    case 'integer':
      return Number(cell);
    case 'money':
      // Cents in, euros out: Excel stores numbers as doubles; the cell shows them to the cent.
      return Number(cell) / 100;
    case 'date': {
      const [year, month, day] = String(cell).split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(year, month - 1, day));
    }
    case 'datetime': {
      const p = parisClock(String(cell));
      return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
    }
  }
}

const NUMBER_FORMATS: Partial<Record<CellType, string>> = {
  integer: '0',
  money: '#,##0.00 "€"',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/** Cents as French Excel reads a number: a decimal comma, no thousands separator. */
function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.trunc(abs / 100)},${pad(abs % 100)}`;
}

/**
 * A CSV cell for a French Excel. A text that a spreadsheet would take for a formula (=, +, -, @) starts
 * with an apostrophe (CSV injection); a cell with the separator, a quote or a line break is quoted.
 */
function csvValue(type: CellType, cell: Cell): string {
  if (cell === null) return '';
  let text: string;
  switch (type) {
    case 'text':
      text = String(cell);
      if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
      break;
    case 'integer':
      text = String(cell);
      break;
    case 'money':
      text = centsText(Number(cell));
      break;
    case 'date': {
      const [year, month, day] = String(cell).split('-');
      text = `${day}/${month}/${year}`;
      break;
    }
    case 'datetime': {
      const p = parisClock(String(cell));
      text = `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
      break;
    }
  }
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The pages posted on `port`, in order, until its end. */
async function* pagesOf(port: MessagePort): AsyncGenerator<Cell[][]> {
  const waiting: { rows?: Cell[][]; end?: true }[] = [];
  let wake: (() => void) | null = null;
  port.on('message', (message) => {
    waiting.push(message);
    wake?.();
  });
  // The server closed the channel (the job failed or was cancelled): end the file here.
  port.on('close', () => {
    waiting.push({ end: true });
    wake?.();
  });
  try {
    for (;;) {
      const message = waiting.shift();
      if (!message) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = null;
        continue;
      }
      if (message.end) return;
      yield message.rows ?? [];
    }
  } finally {
    port.close();
  }
}

async function writeCsv(task: WriteTask): Promise<number> {
  const out: WriteStream = createWriteStream(task.path);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  // UTF-8 with its BOM, `;` between cells, CRLF: what a French Excel opens as columns, accents intact.
  await write(`\uFEFF${task.columns.map((column) => csvValue('text', column.header)).join(';')}\r\n`);
  let rows = 0;
  for await (const page of pagesOf(task.port)) {
    let chunk = '';
    for (const row of page)
      chunk += `${row.map((cell, index) => csvValue(task.columns[index]?.type ?? 'text', cell)).join(';')}\r\n`;
    await write(chunk);
    rows += page.length;
    task.port.postMessage({ written: rows });
  }
  out.end();
  await once(out, 'finish');
  return rows;
}

async function writeXlsx(task: WriteTask): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: task.path,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Bâtir';
  const sheet = workbook.addWorksheet(task.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = task.columns.map((column) => ({
    header: column.header,
    key: column.key,
    width: column.width,
  }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  let rows = 0;
  for await (const page of pagesOf(task.port)) {
    for (const cells of page) {
      const row = sheet.addRow(
        cells.map((cell, index) => xlsxValue(task.columns[index]?.type ?? 'text', cell)),
      );
      task.columns.forEach((column, index) => {
        const format = NUMBER_FORMATS[column.type];
        if (format) row.getCell(index + 1).numFmt = format;
      });
      row.commit();
    }
    rows += page.length;
    task.port.postMessage({ written: rows });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: task.columns.length } };
  sheet.commit();
  await workbook.commit();
  return rows;
}

export default async function writeExport(task: WriteTask): Promise<{ rows: number }> {
  const rows = task.format === 'csv' ? await writeCsv(task) : await writeXlsx(task);
  return { rows };
}

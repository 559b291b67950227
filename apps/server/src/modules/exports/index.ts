/** What other modules may use of exports (boundaries.test.ts): the service the app builds and the runner calls. */
export { createExportService, EXPORT_PAGE_ROWS, type ExportService } from './exports.service';

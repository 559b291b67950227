/**
 * What other features may use of jobs besides its api/ (lib/boundaries.scan.test.ts): the « Exporter »
 * button of the lists.
 */
export { ExportButton } from './components/export-button';

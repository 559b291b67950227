/** What other modules may use of files (boundaries.test.ts): the file service, multipart uploads, file names and kinds, the file rules. */
export { contentDisposition, isPictureMime, sanitizeFileName } from './file-content';
export { FILE_RULES } from './files.access';
export { ownProjectIds } from './files.repository';
export { registerMultipart, uploadParts } from './files.routes';
export type { FileService, UploadPart } from './files.service';

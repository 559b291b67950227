/**
 * What the uploader checks in the browser before sending (spec 1 §5, §9): the type by extension, the
 * 15 360 KB limit, the optional maximum count. The server checks again, by content (magic bytes).
 */
import { UPLOAD_ACCEPTED_TYPES } from '@batir/shared/constants';
import {
  fileTooLargeMessage,
  invalidFileTypeMessage,
  isAcceptedFileName,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_TOTAL_BYTES,
} from '@batir/shared/upload-rules';

/** The file input's `accept`: the spec's extensions. */
export const UPLOAD_ACCEPT = UPLOAD_ACCEPTED_TYPES.map((extension) => `.${extension}`).join(',');

export const tooManyFilesMessage = (name: string, maxFiles: number) =>
  `Le fichier ${name} n'est pas ajouté : ${maxFiles} fichier${maxFiles > 1 ? 's' : ''} au maximum.`;

type Sized = { name: string; size: number };

/** The refusal of one file by its name and size, or null when it may be sent. */
export function fileProblem(file: Sized): string | null {
  if (!isAcceptedFileName(file.name)) return invalidFileTypeMessage(file.name);
  if (file.size > UPLOAD_MAX_BYTES) return fileTooLargeMessage(file.name);
  return null;
}

/**
 * Sorts newly chosen files into accepted ones and error messages. `current` is how many files the list
 * already holds. In single mode the last valid file replaces the list (`replace`); with a maximum count,
 * files beyond it are refused (no maximum by default).
 */
export function checkFiles<F extends Sized>(
  incoming: readonly F[],
  options: { current: number; multiple: boolean; maxFiles?: number | undefined },
): { accepted: F[]; errors: string[]; replace: boolean } {
  const errors: string[] = [];
  let accepted: F[] = [];
  for (const file of incoming) {
    const problem = fileProblem(file);
    if (problem) errors.push(problem);
    else accepted.push(file);
  }
  if (!options.multiple) return { accepted: accepted.slice(-1), errors, replace: accepted.length > 0 };
  const { maxFiles } = options;
  if (maxFiles !== undefined) {
    const room = Math.max(0, maxFiles - options.current);
    for (const file of accepted.slice(room)) errors.push(tooManyFilesMessage(file.name, maxFiles));
    accepted = accepted.slice(0, room);
  }
  return { accepted, errors, replace: false };
}

/**
 * Splits a send into requests the server takes: at most UPLOAD_MAX_FILES files and UPLOAD_MAX_TOTAL_BYTES
 * per request (the uploader itself has no maximum count).
 */
export function uploadBatches<F extends Sized>(files: readonly F[]): F[][] {
  const batches: F[][] = [];
  let batch: F[] = [];
  let bytes = 0;
  for (const file of files) {
    if (batch.length && (batch.length >= UPLOAD_MAX_FILES || bytes + file.size > UPLOAD_MAX_TOTAL_BYTES)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(file);
    bytes += file.size;
  }
  if (batch.length) batches.push(batch);
  return batches;
}

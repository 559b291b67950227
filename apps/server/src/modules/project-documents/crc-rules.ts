import { PROJECT_FILE_CATEGORY_LABELS, type TProjectFileCategory } from '@batir/shared/files';
import { CRC_OLDEST_REFERENCE_DATE, type TCrcState } from '@batir/shared/project-documents';

/**
 * Spec 3 §4, the CRC modification global state: error if any type is in error; otherwise success if any
 * type is in success; otherwise neutral (no type at all is neutral too).
 */
export function crcGlobalState(states: Iterable<TCrcState>): TCrcState {
  let success = false;
  for (const state of states) {
    if (state === 'error') return 'error';
    if (state === 'success') success = true;
  }
  return success ? 'success' : 'neutral';
}

const OLDEST = Date.parse(CRC_OLDEST_REFERENCE_DATE);

/**
 * Spec 3 §9: the reference date of the last CRC file — the newest of the files' dates — never before
 * 2000-01-01 (a project without CRC file, or with files dated earlier by a bad clock or an import, answers
 * 2000-01-01). Invalid dates are ignored.
 */
export function crcLastFileDate(dates: Iterable<Date | string | null | undefined>): string {
  let newest = OLDEST;
  for (const date of dates) {
    if (date === null || date === undefined) continue;
    const time = typeof date === 'string' ? Date.parse(date) : date.getTime();
    if (Number.isFinite(time) && time > newest) newest = time;
  }
  return new Date(newest).toISOString();
}

/** Folder of a category in the project's zip: its French label, « Autres » for files with none. */
export function zipFolderOf(category: TProjectFileCategory): string {
  return PROJECT_FILE_CATEGORY_LABELS[category];
}

/**
 * Names of the zip's entries, in order: `folder/name` (or `name` without folder), each name already
 * stripped of any path by the caller (no `..`, no slash); two files of the same name in one folder become
 * `plan.pdf` and `plan (2).pdf`. Compared without case, as Windows and macOS do.
 */
export function uniqueEntryNames(entries: readonly { folder: string | null; name: string }[]): string[] {
  const taken = new Set<string>();
  return entries.map(({ folder, name }) => {
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let index = 2; taken.has(`${folder ?? ''}/${candidate}`.toLowerCase()); index += 1) {
      candidate = `${stem} (${index})${extension}`;
    }
    taken.add(`${folder ?? ''}/${candidate}`.toLowerCase());
    return folder ? `${folder}/${candidate}` : candidate;
  });
}

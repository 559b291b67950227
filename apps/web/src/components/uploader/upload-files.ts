import type { TFileType, TUploadedFile } from '@batir/shared/files';
import { apiUpload } from '../../lib/api-client';

/**
 * Where uploaded files go (spec 1 §3 upload form: linkedId, type, ids). By default the generic
 * `POST /api/file/upload`; `url` sends to another upload route (e.g. `/api/attachment/{project}`, which
 * fixes the type and the linked record itself), with `fields` as extra form fields (e.g. `category`).
 */
export type UploadTarget = {
  type: TFileType;
  linkedId?: number | null;
  ids?: unknown;
  /** Another upload route of the API, answering `{ error: 0, files }` (default `/api/file/upload`). */
  url?: string;
  /** Extra form fields sent before the files. */
  fields?: Record<string, string>;
};

/** POST /api/file/upload (multipart: linkedId, type, ids as JSON, files[i]); the server answers the files. */
export async function uploadFiles(
  target: UploadTarget,
  files: readonly File[],
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<TUploadedFile[]> {
  const form = new FormData();
  // The fields go before the files so the server can refuse before reading any byte.
  form.append('type', target.type);
  form.append('linkedId', target.linkedId == null ? '' : String(target.linkedId));
  if (target.ids !== undefined) form.append('ids', JSON.stringify(target.ids));
  for (const [name, value] of Object.entries(target.fields ?? {})) form.append(name, value);
  files.forEach((file, index) => {
    form.append(`files[${index}]`, file, file.name);
  });
  const answer = await apiUpload<{ error: 0; files: TUploadedFile[] }>(
    target.url ?? '/api/file/upload',
    form,
    options,
  );
  return answer.files;
}

import { filesEndpoints } from '@batir/shared/contracts/files';
import type { TFileType, TUploadedFile } from '@batir/shared/files';
import { upload } from '../../lib/api-client';

/**
 * Where uploaded files go (spec 1 §3 upload form: linkedId, type, ids). By default the generic upload
 * (`filesEndpoints.upload`); `attachmentOf` sends to the attachment of that project instead
 * (`filesEndpoints.attachment`, which fixes the type and the linked record itself), with `fields` as extra
 * form fields (e.g. `category`).
 */
export type UploadTarget = {
  type: TFileType;
  linkedId?: number | null;
  ids?: unknown;
  /** The project whose attachment route receives the files (default: the generic upload). */
  attachmentOf?: number;
  /** Extra form fields sent before the files. */
  fields?: Record<string, string>;
};

/** The generic upload (multipart: linkedId, type, ids as JSON, files[i]); the server answers the files. */
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
  const answer =
    target.attachmentOf === undefined
      ? await upload(filesEndpoints.upload, {}, form, options)
      : await upload(filesEndpoints.attachment, { params: { project: target.attachmentOf } }, form, options);
  return answer.files;
}

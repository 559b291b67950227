import { FILE_ERRORS } from '@batir/shared/contracts/files';
import type { TUploadedFile } from '@batir/shared/files';
import { isPictureName, NO_FILE_MESSAGE } from '@batir/shared/upload-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { checkFiles, uploadBatches } from './check-files';
import { type UploadTarget, uploadFiles } from './upload-files';

/** A chosen file (spec 1 §3 "Uploaded file": name, size, raw file, src preview, isPicture). */
export type PendingFile = {
  key: string;
  file: File;
  name: string;
  size: number;
  isPicture: boolean;
  /** A local preview of a picture (object URL), revoked when the file leaves the list. */
  src: string | null;
};

export type UploaderOptions = {
  target: UploadTarget;
  /** Several files (default: one, a new one replaces it). */
  multiple?: boolean;
  /** No maximum by default. */
  maxFiles?: number;
  /** Send as soon as files are chosen; the list then empties after the send. */
  autoUpload?: boolean;
  onUploaded?: (files: TUploadedFile[]) => void;
};

export type UploaderState = ReturnType<typeof useUploader>;

/** A file the server refused, and its French reason. */
export type RejectedFile = { key: string; message: string };

/** The codes of a refusal that names one file (its name is the field at fault). */
const FILE_REFUSALS: readonly string[] = [
  FILE_ERRORS.FILE_TOO_LARGE.code,
  FILE_ERRORS.FILE_TYPE_INVALID.code,
];

/** The file of `list` a server refusal names (it refuses a whole request at its first bad file). */
function refusedFile(list: readonly PendingFile[], error: unknown): PendingFile | undefined {
  if (!(error instanceof ApiError) || !FILE_REFUSALS.includes(error.code)) return undefined;
  return list.find((item) => error.fields?.[item.name] !== undefined);
}

let nextKey = 0;

function pending(file: File): PendingFile {
  nextKey += 1;
  const isPicture = isPictureName(file.name);
  return {
    key: `f${nextKey}`,
    file,
    name: file.name,
    size: file.size,
    isPicture,
    src: isPicture && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
  };
}

function release(files: readonly PendingFile[]) {
  for (const file of files) if (file.src) URL.revokeObjectURL(file.src);
}

/**
 * The uploader's state (spec 1 §2.15, §4): files chosen, checked, then sent with a progress value. Server
 * refusals (checked by content) land in the same error list as the browser's own checks.
 */
export function useUploader(options: UploaderOptions) {
  const { multiple = false, maxFiles, autoUpload = false } = options;
  const [files, setFiles] = useState<PendingFile[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [rejected, setRejected] = useState<RejectedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // The latest options and list for callbacks fired later (auto upload, unmount).
  const latest = useRef({ options, files });
  latest.current = { options, files };
  const aborter = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      aborter.current?.abort();
      release(latest.current.files);
    },
    [],
  );

  const replaceFiles = useCallback((next: PendingFile[]) => {
    const kept = new Set(next.map((file) => file.key));
    release(latest.current.files.filter((file) => !kept.has(file.key)));
    latest.current.files = next;
    setFiles(next);
  }, []);

  /** Sends `list` (by default the files held); resolves to the stored files, or null after a refusal. */
  const send = useCallback(
    async (list: readonly PendingFile[] = latest.current.files): Promise<TUploadedFile[] | null> => {
      if (!list.length) {
        setErrors([NO_FILE_MESSAGE]);
        return null;
      }
      const { target, onUploaded, autoUpload: auto } = latest.current.options;
      const controller = new AbortController();
      aborter.current = controller;
      const batches = uploadBatches(list.map((item) => item.file));
      const totalBytes = Math.max(
        1,
        list.reduce((sum, item) => sum + item.size, 0),
      );
      let doneBytes = 0;
      setErrors([]);
      setRejected(null);
      setProgress(0);
      try {
        const uploaded: TUploadedFile[] = [];
        for (const batch of batches) {
          const batchBytes = batch.reduce((sum, file) => sum + file.size, 0);
          const sent = await uploadFiles(target, batch, {
            signal: controller.signal,
            onProgress: (percent) =>
              setProgress(Math.round(((doneBytes + (batchBytes * percent) / 100) * 100) / totalBytes)),
          });
          uploaded.push(...sent);
          doneBytes += batchBytes;
        }
        setProgress(100);
        if (auto) replaceFiles([]);
        onUploaded?.(uploaded);
        return uploaded;
      } catch (error) {
        if (controller.signal.aborted) return null;
        const { message } = error as Error;
        // Marked on its row, with « Retirer », rather than above a list that does not say which file it is.
        const refused = refusedFile(list, error);
        if (refused) setRejected({ key: refused.key, message });
        else setErrors([message]);
        return null;
      } finally {
        if (aborter.current === controller) aborter.current = null;
        setProgress(null);
      }
    },
    [replaceFiles],
  );

  const add = useCallback(
    (chosen: Iterable<File> | ArrayLike<File>) => {
      const current = latest.current.files;
      const check = checkFiles(Array.from(chosen), { current: current.length, multiple, maxFiles });
      setErrors(check.errors);
      if (!check.accepted.length) return;
      const added = check.accepted.map(pending);
      const next = check.replace ? added : [...current, ...added];
      replaceFiles(next);
      if (autoUpload) void send(next);
    },
    [multiple, maxFiles, autoUpload, replaceFiles, send],
  );

  const remove = useCallback(
    (key: string) => {
      replaceFiles(latest.current.files.filter((file) => file.key !== key));
      setRejected((current) => (current?.key === key ? null : current));
    },
    [replaceFiles],
  );

  const clear = useCallback(() => {
    replaceFiles([]);
    setErrors([]);
    setRejected(null);
  }, [replaceFiles]);

  return {
    files,
    errors,
    /** The listed file the server refused at the last send, with its reason. */
    rejected,
    /** 0 to 100 while sending, null otherwise. */
    progress,
    sending: progress !== null,
    multiple,
    maxFiles,
    autoUpload,
    /** Whether another file may still be added (a direct uploader stops at its maximum). */
    full: multiple && maxFiles !== undefined && files.length >= maxFiles,
    add,
    remove,
    clear,
    send,
  };
}

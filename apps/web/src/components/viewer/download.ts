/** Spec 1 §7.2: blob downloads are saved as "fichier.pdf" unless a name is given. */
export const DEFAULT_DOWNLOAD_NAME = 'fichier.pdf';

/** Saves what `url` serves (same origin, e.g. a signed viewer address) under `name`. */
export function downloadUrl(url: string, name: string = DEFAULT_DOWNLOAD_NAME): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Saves a blob (a generated PDF, an export) under `name`, "fichier.pdf" by default. */
export function downloadBlob(blob: Blob, name: string = DEFAULT_DOWNLOAD_NAME): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, name);
  // The click has started the download; the address is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

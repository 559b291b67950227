import { fileExtension, type UploadAcceptedType } from '@batir/shared/upload-rules';
import { fileTypeFromBuffer } from 'file-type';

/**
 * For each accepted extension (spec 1 §9), what the content must be, by its magic bytes (file-type's
 * detected extension) and the MIME type then stored. The client's name and Content-Type are never trusted:
 * a renamed program or web page is refused.
 * - doc and xls are Compound File Binary containers: file-type says 'cfb' for both, so the stored MIME
 *   comes from the extension once the container is recognised.
 * - docx, xlsx and odt must be recognised as such (a bare zip renamed .docx is refused).
 */
const CONTENT_RULES: Record<UploadAcceptedType, { detected: readonly string[]; mime?: string }> = {
  jpeg: { detected: ['jpg'] },
  jpg: { detected: ['jpg'] },
  png: { detected: ['png', 'apng'] },
  bmp: { detected: ['bmp'] },
  gif: { detected: ['gif'] },
  tiff: { detected: ['tif'] },
  dwg: { detected: ['dwg'] },
  pdf: { detected: ['pdf'] },
  xls: { detected: ['cfb', 'xls'], mime: 'application/vnd.ms-excel' },
  xlsx: { detected: ['xlsx'] },
  doc: { detected: ['cfb', 'doc'], mime: 'application/msword' },
  docx: { detected: ['docx'] },
  odt: { detected: ['odt'] },
  avi: { detected: ['avi'] },
  mpeg: { detected: ['mpg'] },
  mpeg4: { detected: ['mp4', 'm4v'] },
  mp4: { detected: ['mp4', 'm4v'] },
  mkv: { detected: ['mkv'] },
};

/** The MIME type to store for this content under this name, or null when the content does not match. */
export async function acceptedMime(name: string, head: Uint8Array): Promise<string | null> {
  const extension = fileExtension(name);
  if (!Object.hasOwn(CONTENT_RULES, extension)) return null;
  const rule = CONTENT_RULES[extension as UploadAcceptedType];
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !rule.detected.includes(detected.ext)) return null;
  return rule.mime ?? detected.mime;
}

/** What the viewer shows in the page: pictures (spec 1 §9 image extensions) and PDF. */
const PICTURE_MIMES = new Set([
  'image/jpeg',
  'image/png',
  'image/apng',
  'image/bmp',
  'image/gif',
  'image/tiff',
]);
export const isPictureMime = (mime: string) => PICTURE_MIMES.has(mime);
export const isInlineMime = (mime: string) => isPictureMime(mime) || mime === 'application/pdf';

// C0 and C1 control characters, and bidirectional overrides that would disguise an extension
// ("facture\u202Efdp.exe").
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name shown and offered for download: no folder part (either separator), no control characters,
 * no leading dots, at most 200 characters (keeping the extension), never empty.
 */
export function sanitizeFileName(raw: string): string {
  const base = raw.replace(UNSAFE_CHARACTERS, '').split(/[/\\]/).pop() ?? '';
  let name = base.replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  if (name.length > 200) {
    const extension = fileExtension(name);
    const keep = extension ? `.${extension}` : '';
    name = name.slice(0, 200 - keep.length) + keep;
  }
  return name || 'fichier';
}

/** `Content-Disposition` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

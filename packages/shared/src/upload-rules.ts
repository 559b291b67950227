/**
 * Upload rules of spec 1 §5 and §9, shared by the browser uploader and the server. Free of zod on
 * purpose: the uploader imports it and must stay small. The limits themselves live in constants.ts.
 */
import { IMAGE_EXTENSIONS, UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_KB } from './constants';

export type UploadAcceptedType = (typeof UPLOAD_ACCEPTED_TYPES)[number];

/** 15 360 KB in bytes. */
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_KB * 1024;
/** "15 Mo", as written in the oversize message. */
export const UPLOAD_MAX_LABEL = `${Math.round(UPLOAD_MAX_KB / 1024)} Mo`;
/** One request carries at most this many files (the spec sets no maximum; the server needs one). */
export const UPLOAD_MAX_FILES = 20;
/** One request carries at most this many bytes of files in all. */
export const UPLOAD_MAX_TOTAL_BYTES = 100 * 1024 * 1024;

export const NO_FILE_MESSAGE = 'Aucun fichier !';
export const fileTooLargeMessage = (name: string) =>
  `Le fichier ${name} est trop volumineux ! (max ${UPLOAD_MAX_LABEL})`;
export const invalidFileTypeMessage = (name: string) =>
  `Le fichier ${name} n'est pas un type de fichier valide`;
export const TOO_MANY_FILES_MESSAGE = `Trop de fichiers : ${UPLOAD_MAX_FILES} au maximum par envoi.`;
export const UPLOAD_TOO_LARGE_MESSAGE =
  "L'envoi est trop volumineux : envoyez les fichiers en plusieurs fois.";

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** What the uploader checks before sending (the server checks the content again). */
export function isAcceptedFileName(name: string): boolean {
  return (UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(fileExtension(name));
}

/** A profile photo (PUT /api/user/{id}/photo): one picture of these types. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp'] as const;
/** The file input's `accept` for a profile photo. */
export const PHOTO_ACCEPT = PHOTO_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function isPhotoFileName(name: string): boolean {
  return (PHOTO_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/** Pictures open in the lightbox; everything else in the frame or as a download. */
export function isPictureName(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

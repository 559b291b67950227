import { fileExtension, isPictureName } from '@batir/shared/upload-rules';

/** A file to show: its name and the signed viewer address the server gave (`/viewer/type/…?token=…`). */
export type ViewerFile = { name: string; url: string; isPicture?: boolean; mime?: string };

export type ViewerKind = 'picture' | 'pdf' | 'download';

/**
 * Pictures (the image extensions of spec 1 §9) open in the lightbox, PDFs in the full-screen frame;
 * anything else is downloaded. The server adds ".pdf" to the viewer address of a PDF.
 */
export function viewerKind(file: ViewerFile): ViewerKind {
  if (file.isPicture || isPictureName(file.name)) return 'picture';
  const path = file.url.split('?')[0] ?? '';
  if (file.mime === 'application/pdf' || fileExtension(file.name) === 'pdf' || path.endsWith('.pdf')) {
    return 'pdf';
  }
  return 'download';
}

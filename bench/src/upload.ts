/**
 * The upload scenario: a valid one-page PDF of exactly 1 MiB, built in memory, sent as a browser's FormData
 * to POST /api/attachment/{project}. The files land in a temporary FILES_DIR (deleted after the run) and
 * their rows are deleted from the database afterwards (the audit lines stay: the journal is append-only).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { files } from '../../apps/server/src/db/schema';
import { multipartBody } from '../../apps/server/src/modules/files/multipart.test-helper';

/** The name of the uploaded file: the cleanup deletes the rows of this name on the target project. */
export const UPLOAD_NAME = 'banc-de-mesure-1-mo.pdf';
export const UPLOAD_BYTES = 1024 * 1024;

/**
 * A PDF 1.4 of `bytes` bytes: catalog, page tree, one A4 page with a Helvetica line, and a content stream
 * padded with PDF comments; the cross-reference table gives each object's true offset.
 */
export function pdfOfSize(bytes: number): Buffer {
  const build = (padding: number) => {
    const text = 'BT /F1 24 Tf 72 770 Td (Banc de mesure : envoi de 1 Mo) Tj ET\n';
    const line = `%${'-'.repeat(98)}\n`;
    const filler = line.repeat(Math.floor(padding / line.length)) + '%'.repeat(padding % line.length);
    const content = `${text}${filler}`;
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
    const offsets: number[] = [];
    objects.forEach((object, index) => {
      offsets.push(Buffer.byteLength(out, 'latin1'));
      out += `${index + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = Buffer.byteLength(out, 'latin1');
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  };
  let padding = Math.max(0, bytes - build(0).length);
  // The /Length and offsets gain digits as the padding grows: adjust until the size is exact.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const size = build(padding).length;
    if (size === bytes) break;
    padding = Math.max(0, padding + bytes - size);
  }
  return build(padding);
}

/** The multipart body (one file, field files[0]) and its content type, built once and sent each time. */
export function uploadBody(): { body: Buffer; contentType: string } {
  const { payload, headers } = multipartBody({}, [
    { name: UPLOAD_NAME, data: pdfOfSize(UPLOAD_BYTES), contentType: 'application/pdf' },
  ]);
  return { body: payload, contentType: headers['content-type'] };
}

/** Deletes the bench's uploads of `projectId` from the database; returns how many rows went. */
export async function deleteUploads(db: Database, projectId: number): Promise<number> {
  const deleted = await db
    .delete(files)
    .where(and(eq(files.type, 'project'), eq(files.linkedId, projectId), eq(files.originalName, UPLOAD_NAME)))
    .returning({ id: files.id });
  return deleted.length;
}

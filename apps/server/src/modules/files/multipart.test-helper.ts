import { randomBytes } from 'node:crypto';

export type FormFile = { field?: string; name: string; data: Buffer; contentType?: string };

/** A multipart/form-data body for `app.inject`, built by hand (what a browser's FormData sends). */
export function multipartBody(fields: Record<string, string>, files: FormFile[]) {
  const boundary = `----batir${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  files.forEach((file, index) => {
    const field = file.field ?? `files[${index}]`;
    const filename = file.name.replaceAll('"', '%22');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Real file beginnings, enough for magic-byte detection. */
export const FIXTURES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0'),
    Buffer.alloc(64, 0),
    Buffer.from([0xff, 0xd9]),
  ]),
  avi: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0, 0, 0]),
    Buffer.from('AVI LIST'),
    Buffer.alloc(64, 0),
  ]),
  exe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(126, 0x90),
    Buffer.from('PE\0\0'),
    Buffer.alloc(64, 0),
  ]),
  html: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
};

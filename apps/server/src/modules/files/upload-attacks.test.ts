import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@batir/shared/files';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoUserId, login, type TestApp } from '../../../test/helpers';
import { customers, files, projects } from '../../db/schema';
import { FIXTURES, type FormFile, multipartBody } from './multipart.test-helper';

/**
 * Hostile uploads (issue 7 item 6), beside files.test.ts which already covers a Windows program renamed
 * .pdf, a web page, a file over 15 MB on the generic route and a path in the name: here an ELF program,
 * a shell script, a zip bomb, the profile-photo route, and where the bytes land on disk.
 */

let t: TestApp;
let root = '';
let filesDir = '';
let token = '';
let adminId = 0;
let projectId = 0;

beforeAll(async () => {
  // The store sits one level down, so a file escaping it would land in `root`, where we look.
  root = await mkdtemp(path.join(tmpdir(), 'batir-upload-attacks-'));
  filesDir = path.join(root, 'store');
  t = await createTestApp({ files: { kind: 'disk', dir: filesDir } });
  token = (await login(t.app, 'admin')).accessToken;
  adminId = await demoUserId(t, 'admin');
  const [row] = await t.database.db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(customers.name1, 'Durand'));
  projectId = row?.id ?? 0;
  expect(projectId).toBeGreaterThan(0);
});
afterAll(async () => {
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

/** Every regular file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function fileRowCount(): Promise<number> {
  return (await t.database.db.select({ id: files.id }).from(files)).length;
}

function send(url: string, method: 'POST' | 'PUT', fields: Record<string, string>, list: FormFile[]) {
  const body = multipartBody(fields, list);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
}
const upload = (list: FormFile[]) =>
  send('/api/file/upload', 'POST', { linkedId: String(projectId), type: 'project' }, list);

const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]),
  Buffer.alloc(8, 0),
  Buffer.from([0x02, 0x00, 0x3e, 0x00, 0x01, 0x00, 0x00, 0x00]),
  Buffer.alloc(200, 0),
]);
const SHELL_SCRIPT = Buffer.from('#!/bin/sh\nrm -rf / --no-preserve-root\n');

/**
 * A zip bomb dressed as a Word document: a `[Content_Types].xml` entry that inflates to 16 MB of
 * spaces from about 16 KB (file-type gives up past 1 MB), then the parts a real .docx has. Detection must not inflate it all.
 */
function zipBomb(): Buffer {
  const inflated = new Uint8Array(16 * 1024 * 1024).fill(0x20);
  return Buffer.from(
    zipSync(
      {
        '[Content_Types].xml': [inflated, { level: 9 }],
        '_rels/.rels': new TextEncoder().encode('<Relationships/>'),
        'word/document.xml': new TextEncoder().encode('<w:document/>'),
      },
      { level: 9 },
    ),
  );
}

describe('hostile uploads', () => {
  it('refuses programs and scripts renamed as documents or pictures, in French, storing nothing', async () => {
    const before = { disk: await filesUnder(root), rows: await fileRowCount() };
    const cases: FormFile[] = [
      { name: 'devis.pdf', data: ELF, contentType: 'application/pdf' },
      { name: 'plan.jpg', data: FIXTURES.exe, contentType: 'image/jpeg' },
      { name: 'photo.png', data: SHELL_SCRIPT, contentType: 'image/png' },
      { name: 'facture.docx', data: ELF },
    ];
    for (const file of cases) {
      const response = await upload([file]);
      expect(response.statusCode, file.name).toBe(400);
      expect(response.json(), file.name).toEqual({
        error: 400,
        code: 'FILE_TYPE_INVALID',
        message: `Le fichier ${file.name} n'est pas un type de fichier valide`,
        fields: { [file.name]: `Le fichier ${file.name} n'est pas un type de fichier valide` },
      });
    }
    // The profile photo goes through its own route and rules.
    const photo = await send(`/api/user/${adminId}/photo`, 'PUT', {}, [
      { field: 'photo', name: 'moi.png', data: ELF, contentType: 'image/png' },
    ]);
    expect(photo.statusCode).toBe(400);
    expect(photo.json().message).toBe("Le fichier moi.png n'est pas un type de fichier valide");
    expect(await filesUnder(root)).toEqual(before.disk);
    expect(await fileRowCount()).toBe(before.rows);
  });

  it('refuses a profile photo over 15 MB with a French message', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0);
    FIXTURES.png.copy(big);
    const before = await filesUnder(root);
    const response = await send(`/api/user/${adminId}/photo`, 'PUT', {}, [
      { field: 'photo', name: 'grande.png', data: big, contentType: 'image/png' },
    ]);
    expect([400, 413]).toContain(response.statusCode);
    expect(response.json()).toEqual({
      error: response.statusCode,
      code: 'FILE_TOO_LARGE',
      message: 'Le fichier grande.png est trop volumineux ! (max 15 Mo)',
      fields: { 'grande.png': 'Le fichier grande.png est trop volumineux ! (max 15 Mo)' },
    });
    expect(await filesUnder(root)).toEqual(before);
  });

  it('refuses a zip bomb, whether named .zip or disguised as .docx, without inflating it', async () => {
    const bomb = zipBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = { disk: await filesUnder(root), rows: await fileRowCount() };
    for (const name of ['archive.zip', 'rapport.docx']) {
      const response = await upload([{ name, data: bomb }]);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({
        error: 400,
        code: 'FILE_TYPE_INVALID',
        message: `Le fichier ${name} n'est pas un type de fichier valide`,
        fields: { [name]: `Le fichier ${name} n'est pas un type de fichier valide` },
      });
    }
    expect(await filesUnder(root)).toEqual(before.disk);
    expect(await fileRowCount()).toBe(before.rows);
  });

  it('never writes outside the store, whatever the name says, and serves the sanitised name', async () => {
    const names = [
      '../../evil.pdf',
      '..\\..\\evil.pdf',
      '/etc/cron.d/evil.pdf',
      'C:\\Windows\\System32\\evil.pdf',
      '..%2F..%2Fevil.pdf',
      '....//....//evil.pdf',
    ];
    for (const name of names) {
      const response = await upload([{ name, data: FIXTURES.pdf, contentType: 'application/pdf' }]);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const [stored] = response.json().files as { id: number; name: string; apiUrl: string }[];
      expect(stored?.name, name).not.toMatch(/[/\\]|^\./);
      expect(stored?.name.endsWith('evil.pdf'), name).toBe(true);
      const [row] = await t.database.db
        .select()
        .from(files)
        .where(eq(files.id, stored?.id ?? 0));
      // The bytes live under a random key inside the store, never under the client's name.
      expect(row?.storedKey, name).toMatch(/^[a-z0-9]{2}\/[\w-]{32}$/);
      const download = await t.app.inject({ method: 'GET', url: stored?.apiUrl ?? '' });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition'], name).not.toMatch(/[/\\]/);
    }
    // Only the store folder beside us, and nothing but random keys inside it.
    expect(await readdir(root)).toEqual(['store']);
    for (const file of await filesUnder(filesDir)) expect(file).toMatch(/^[a-z0-9]{2}\/[\w-]{32}$/);
    expect(existsSync(path.join(root, 'evil.pdf'))).toBe(false);
    expect(existsSync(path.resolve(filesDir, '../../evil.pdf'))).toBe(false);
  });
});

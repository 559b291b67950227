import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileMissingError, newStoredKey } from './file-store';
import { createS3FileStore } from './s3-file-store';

const CREDENTIALS = { accessKeyId: 'AKIDBATIRTEST', secretAccessKey: 'secret-de-test-pour-le-stockage-s3' };
const REGION = 'fr-par';
const BUCKET = 'batir-fichiers';

/**
 * A small S3-compatible server: path-style PUT/GET/DELETE of objects kept in memory, and, like S3, every
 * request's AWS Signature V4 recomputed from the secret and checked (403 otherwise), payload hash included.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (!validSignature(request, body)) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const path = request.url ?? '';
    if (!path.startsWith(`/${BUCKET}/`)) return void response.writeHead(404).end('NoSuchBucket');
    if (request.method === 'PUT') {
      objects.set(path, body);
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(path);
      if (object) response.writeHead(200).end(object);
      else response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    } else if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  return { server, objects };
}

function validSignature(request: IncomingMessage, body: Buffer): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      String(request.headers.authorization ?? ''),
    );
  if (!match) return false;
  const [, keyId, day, region, signedHeaders = '', signature] = match;
  if (keyId !== CREDENTIALS.accessKeyId || region !== REGION) return false;
  // Reads carry no body and may go unsigned; a write must sign the hash of exactly what arrived.
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  const bodyHash = createHash('sha256').update(body).digest('hex');
  if (
    request.method === 'PUT'
      ? payloadHash !== bodyHash
      : payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== bodyHash
  )
    return false;
  const headers = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonical = [request.method, request.url, '', headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    request.headers['x-amz-date'],
    scope,
    createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  let key = hmac(`AWS4${CREDENTIALS.secretAccessKey}`, day ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  return hmac(key, toSign).toString('hex') === signature;
}

describe('S3-compatible file store', () => {
  let fake: ReturnType<typeof fakeS3>;
  let endpoint: string;
  beforeAll(async () => {
    fake = fakeS3();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => (fake.server as Server).close(resolve));
  });

  const store = (secretAccessKey = CREDENTIALS.secretAccessKey) =>
    createS3FileStore({
      endpoint: `${endpoint}/`,
      bucket: BUCKET,
      region: REGION,
      ...CREDENTIALS,
      secretAccessKey,
    });

  it('writes buffers and streams under the bucket, reads them back as streams, deletes them', async () => {
    const key = newStoredKey();
    await store().put(key, Buffer.from('%PDF-1.4 devis signé'));
    expect(fake.objects.get(`/${BUCKET}/${key}`)?.toString()).toBe('%PDF-1.4 devis signé');
    expect(await text(await store().get(key))).toBe('%PDF-1.4 devis signé');

    const streamed = newStoredKey();
    await store().put(streamed, Readable.from([Buffer.from('plan '), Buffer.from('de masse')]));
    expect(await text(await store().get(streamed))).toBe('plan de masse');

    await store().delete(key);
    await expect(store().get(key)).rejects.toBeInstanceOf(FileMissingError);
    await store().delete(key); // removing a missing file is not an error
  });

  it('says which action the service refused, and never accepts a key it did not make', async () => {
    await expect(store('mauvais-secret').put(newStoredKey(), Buffer.from('x'))).rejects.toThrow(
      /Stockage S3 : écriture refusé \(403\)/,
    );
    await expect(store().get('../autre-bucket/secret')).rejects.toThrow('Clé de stockage invalide');
    expect([...fake.objects.keys()].every((path) => path.startsWith(`/${BUCKET}/`))).toBe(true);
  });
});

import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { FileMissingError, type FileStore, isStoredKey } from './file-store';

export type S3StoreOptions = {
  /** The service address, e.g. https://s3.fr-par.scw.cloud or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * FILE_STORE=s3: the bytes live in an S3-compatible bucket (AWS S3, MinIO, Scaleway, OVH…), so several
 * servers behind a load balancer share them. Path-style addresses (`<endpoint>/<bucket>/<key>`), which every
 * S3-compatible service accepts; requests signed with AWS Signature V4 by aws4fetch (a small, widely used
 * signer) rather than the full AWS SDK. Uploads are at most 15 MB (upload rules), so a stream is read into
 * memory first: S3 wants its length, and its hash is signed.
 */
export function createS3FileStore(options: S3StoreOptions): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}`;

  function urlOf(key: string): string {
    if (!isStoredKey(key)) throw new Error(`Clé de stockage invalide : ${JSON.stringify(key)}`);
    return `${base}/${key}`;
  }

  async function failure(response: Response, action: string): Promise<Error> {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    return new Error(`Stockage S3 : ${action} refusé (${response.status}) ${detail}`);
  }

  return {
    async put(key, data) {
      const body = Buffer.isBuffer(data) ? data : await readAll(data);
      // The payload's hash is signed too (aws4fetch would send UNSIGNED-PAYLOAD): S3 then refuses a body
      // altered on the way.
      const hash = createHash('sha256').update(body).digest('hex');
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body,
        headers: { 'x-amz-content-sha256': hash },
      });
      if (!response.ok) throw await failure(response, 'écriture');
    },
    async get(key) {
      const response = await client.fetch(urlOf(key), { method: 'GET' });
      if (response.status === 404) {
        await response.body?.cancel();
        throw new FileMissingError(key);
      }
      if (!response.ok || !response.body) throw await failure(response, 'lecture');
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async delete(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' });
      // S3 answers 204 whether or not the object existed; some compatible services answer 404.
      if (!response.ok && response.status !== 404) throw await failure(response, 'suppression');
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this size go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON answers above 1 KB are compressed (brotli or gzip, as the browser asks) at the lowest level: most of
 * the gain for a fraction of the CPU (the building-permit dashboard's ~450 KB answer shrinks about tenfold).
 * The web app's own files are compressed once at build time (plugins/web.ts `preCompressed`); files people
 * uploaded (PDF, images) are already compressed and are not compressible types.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    zlibOptions: { level: 1 },
  });
}

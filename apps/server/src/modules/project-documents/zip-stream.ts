import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One entry of a streamed zip: its path inside the archive and a way to open its bytes. */
export type ZipEntry = {
  /** Path inside the archive, already made unique and free of `..` (see uniqueEntryNames). */
  path: string;
  date: Date;
  /** Already-compressed content (pictures, PDF, zip, video) is stored as is. */
  compress: boolean;
  /** The bytes, or null when they are missing from the store (the entry is then skipped). */
  open(): Promise<Readable | Buffer | null>;
};

/** Content that deflate would not shrink: stored as is, which is much faster. */
export function worthCompressing(mime: string): boolean {
  return !(
    mime.startsWith('image/') ||
    mime.startsWith('video/') ||
    mime.startsWith('audio/') ||
    mime === 'application/pdf' ||
    mime === 'application/zip' ||
    mime.includes('officedocument') ||
    mime.includes('opendocument')
  );
}

/**
 * Streams a zip of `entries`, one file at a time: nothing is held in memory beyond the chunk in flight,
 * and the writer waits when the client reads slowly. `onMissing` gets the paths whose bytes were not found;
 * what it returns (if anything) is added as a last text entry.
 */
export function zipStream(
  entries: readonly ZipEntry[],
  onMissing?: (paths: string[]) => { path: string; text: string } | null,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });

  const drained = async () => {
    if (out.writableNeedDrain) await once(out, 'drain');
  };

  async function fill() {
    const missing: string[] = [];
    for (const entry of entries) {
      if (out.destroyed) return;
      const content = await entry.open();
      if (!content) {
        missing.push(entry.path);
        continue;
      }
      const file = entry.compress ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
      file.mtime = entry.date;
      zip.add(file);
      if (Buffer.isBuffer(content)) {
        file.push(content, true);
      } else {
        for await (const chunk of content) {
          if (out.destroyed) {
            content.destroy();
            return;
          }
          file.push(chunk as Uint8Array);
          await drained();
        }
        file.push(new Uint8Array(0), true);
      }
      await drained();
    }
    const note = missing.length && onMissing ? onMissing(missing) : null;
    if (note) {
      const file = new ZipDeflate(note.path, { level: 6 });
      zip.add(file);
      file.push(Buffer.from(note.text, 'utf8'), true);
    }
    zip.end();
  }

  fill().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

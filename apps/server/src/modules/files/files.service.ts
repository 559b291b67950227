import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { FILE_ERRORS } from '@batir/shared/contracts/files';
import {
  fileExtension,
  fileTooLargeMessage,
  invalidFileTypeMessage,
  isPhotoFileName,
  type TFileDetails,
  type TFileType,
  type TProjectFileCategory,
  type TUploadedFile,
  UPLOAD_MAX_TOTAL_BYTES,
  ZFileType,
  ZProjectFileCategory,
} from '@batir/shared/files';
import type { Database } from '../../db/client';
import { AppError, forbidden, unauthorized } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { RequestContext } from '../../lib/request-context';
import { findSessionPrincipal } from '../auth';
import { queueEmail } from '../outbox';
import { acceptedMime, isInlineMime, isPictureMime, sanitizeFileName } from './file-content';
import { FileMissingError, type FileStore, newStoredKey } from './file-store';
import { type Caller, FILE_RULES, visibleTo } from './files.access';
import * as repo from './files.repository';
import type { LinkIssuer, ViewerTokens } from './viewer-token';

/** One part of an upload form, as the route reads it from the multipart stream. */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | {
      kind: 'file';
      fieldName: string;
      /** The client's file name, unsanitised. */
      filename: string;
      /** The whole file; throws `fileTooLarge` past the per-file limit (never truncates). */
      read(): Promise<Buffer>;
    };

/** The spec's field names: `files[0]`, `files[1]`… and plain `files` (also `files[]`). */
const FILE_FIELD = /^files(\[\d{0,4}\])?$/;
const SESSION_ENDED_LINK =
  'Ce lien de consultation n’est plus valable : la session qui l’a ouvert est terminée. Reconnectez-vous puis rouvrez le document.';
const DISABLED_ACCOUNT_LINK =
  'Ce lien de consultation n’est plus valable : le compte qui l’a émis est désactivé.';
const OTHERS_PHOTO = 'Seul son titulaire ou un administrateur peut modifier une photo de profil.';
/** A photo may come as `photo`, `file` or the uploader's `files[…]`. */
const PHOTO_FIELD = /^(photo|file|files(\[\d{0,4}\])?)$/;
const OWN_PHOTO_ONLY = 'Vous ne pouvez modifier que votre propre profil.';

const isPhotoIds = (ids: unknown) => typeof ids === 'object' && ids !== null && Object.hasOwn(ids, 'photo');

/** A refused file: its name is the field at fault, so that the uploader marks that file's row. */
function refusedFile(
  error: typeof FILE_ERRORS.FILE_TOO_LARGE | typeof FILE_ERRORS.FILE_TYPE_INVALID,
  name: string,
  message: string,
) {
  return new AppError(error, { message, fields: { [name]: message } });
}

export const fileTooLarge = (name: string) =>
  refusedFile(
    FILE_ERRORS.FILE_TOO_LARGE,
    sanitizeFileName(name),
    fileTooLargeMessage(sanitizeFileName(name)),
  );

/** What the viewer and the special-file route send. */
export type FileDownload = { stream: Readable; mime: string; name: string; size: number; inline: boolean };

export type FileService = ReturnType<typeof createFileService>;

export function createFileService(deps: {
  db: Database;
  store: FileStore;
  tokens: ViewerTokens;
  publicUrl: string;
  /** Lifetime of the links POST /api/file/send mails (FILE_LINK_TTL_HOURS). */
  mailedLinkTtlHours: number;
}) {
  const { db, store, tokens, publicUrl, mailedLinkTtlHours } = deps;
  const mailedLinkValidity = `${mailedLinkTtlHours} heure${mailedLinkTtlHours > 1 ? 's' : ''}`;

  /** `/viewer/type/{type}/{id}[.pdf]?token=…`; PDFs carry their extension for the browser's frame. */
  function viewerPath(
    row: repo.FileRow,
    issuer: LinkIssuer,
    lifetime: { ttlSeconds?: number; now?: number } = {},
  ): string {
    const token = tokens.sign({ fileId: row.id, issuer, ...lifetime });
    const suffix = row.mime === 'application/pdf' ? '.pdf' : '';
    return `/viewer/type/${row.type}/${row.id}${suffix}?token=${token}`;
  }

  /** A link shown in the app lives with the caller's session: a logout or a cut-off ends it too. */
  function inAppPath(row: repo.FileRow, caller: Caller): string {
    if (!caller.sessionId) throw new Error('viewer links are made for a signed-in session only');
    return viewerPath(row, { userId: caller.userId, sessionId: caller.sessionId });
  }

  /**
   * The file a checked token opens, as its issuer may still see it: the account must be active, an in-app
   * link's session still open (the rule of every API request, auth.repository.ts), and the file visible to
   * that account now, not only when the link was made.
   */
  async function openedBy(issuer: LinkIssuer, fileId: number): Promise<repo.FileRow | undefined> {
    let roles: Caller['roles'];
    let team: Caller['team'];
    if (issuer.sessionId === null) {
      const account = await repo.findAccount(db, issuer.userId);
      if (!account?.isActive) throw forbidden(DISABLED_ACCOUNT_LINK);
      roles = account.roles;
    } else {
      const session = await findSessionPrincipal(db, issuer.sessionId, issuer.userId);
      if (session && !session.isActive) throw forbidden(DISABLED_ACCOUNT_LINK);
      if (!session?.sessionValid) throw unauthorized(SESSION_ENDED_LINK);
      roles = session.roles;
      // A grid operator's link opens his team's files, as his requests do (project-access followedSalesmen).
      team = session.team;
    }
    return repo.findVisible(db, visibleTo({ userId: issuer.userId, roles, team }), fileId);
  }

  function uploaded(row: repo.FileRow, caller: Caller): TUploadedFile {
    return {
      id: row.id,
      name: row.originalName,
      size: row.sizeBytes,
      isPicture: isPictureMime(row.mime),
      apiUrl: inAppPath(row, caller),
    };
  }

  function details(row: repo.FileRow, caller: Caller): TFileDetails {
    return {
      ...uploaded(row, caller),
      type: row.type as TFileType,
      linkedId: row.linkedId,
      ids: row.ids,
      category: row.category,
      mime: row.mime,
      state: row.state,
      uploadedBy: row.uploadedBy,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function visibleFile(caller: Caller, id: number): Promise<repo.FileRow> {
    const row = await repo.findVisible(db, visibleTo(caller), id);
    if (!row) throw new AppError(FILE_ERRORS.FILE_NOT_FOUND);
    return row;
  }

  async function modifiableFile(caller: Caller, id: number): Promise<repo.FileRow> {
    const row = await visibleFile(caller, id);
    if (!(await FILE_RULES[row.type as TFileType]?.canModify(db, caller, row))) {
      throw forbidden(
        row.type === 'user' && repo.isUserPhoto(row)
          ? OTHERS_PHOTO
          : "Vous ne pouvez pas modifier ce fichier : seul son auteur ou l'équipe le peut.",
      );
    }
    return row;
  }

  async function download(row: repo.FileRow): Promise<FileDownload> {
    try {
      return {
        stream: await store.get(row.storedKey),
        mime: row.mime,
        name: row.originalName,
        size: row.sizeBytes,
        inline: isInlineMime(row.mime),
      };
    } catch (error) {
      if (error instanceof FileMissingError) throw new AppError(FILE_ERRORS.FILE_NOT_FOUND);
      throw error;
    }
  }

  /** Removes the bytes once the rows are committed; a leftover blob is harmless, a lost one is not. */
  async function dropBlobs(rows: repo.FileRow[]) {
    await Promise.allSettled(rows.map((row) => store.delete(row.storedKey)));
  }

  function parseFields(fields: Map<string, string>, forcedType: TFileType | undefined) {
    const rawType = forcedType ?? fields.get('type') ?? '';
    const type = ZFileType.safeParse(rawType);
    if (!type.success)
      throw new AppError(FILE_ERRORS.UPLOAD_TYPE_UNKNOWN, {
        message: `Type de rattachement inconnu : « ${rawType.slice(0, 50)} ».`,
      });
    const rawLinked = (fields.get('linkedId') ?? '').trim();
    let linkedId: number | null = null;
    if (rawLinked !== '' && rawLinked !== 'null' && rawLinked !== '0') {
      if (!/^\d{1,9}$/.test(rawLinked)) throw new AppError(FILE_ERRORS.UPLOAD_LINKED_ID_INVALID);
      linkedId = Number(rawLinked);
    }
    const rawIds = fields.get('ids');
    let ids: unknown = null;
    if (rawIds !== undefined && rawIds.trim() !== '') {
      try {
        ids = JSON.parse(rawIds);
      } catch {
        throw new AppError(FILE_ERRORS.UPLOAD_IDS_INVALID);
      }
    }
    const rawCategory = (fields.get('category') ?? '').trim();
    let category: TProjectFileCategory | null = null;
    if (rawCategory !== '') {
      const parsedCategory = ZProjectFileCategory.safeParse(rawCategory);
      if (!parsedCategory.success || type.data !== 'project') {
        throw new AppError(FILE_ERRORS.UPLOAD_CATEGORY_UNKNOWN, {
          message: `Catégorie de document inconnue : « ${rawCategory.slice(0, 50)} ».`,
        });
      }
      category = parsedCategory.data;
    }
    return { type: type.data, linkedId, ids, category };
  }

  return {
    /**
     * POST /api/file/upload and /api/file/common. Each file is checked by its content and size before it
     * is stored; any refusal removes what this request had stored, so a refused upload leaves nothing.
     */
    async upload(options: {
      caller: Caller;
      parts: AsyncIterable<UploadPart>;
      context: RequestContext;
      forcedType?: TFileType;
    }): Promise<{ files: TUploadedFile[] }> {
      const { caller, context, forcedType } = options;
      const fields = new Map<string, string>();
      const stored: { key: string; name: string; mime: string; size: number }[] = [];
      let target: ReturnType<typeof parseFields> | null = null;
      let total = 0;

      const authorize = async () => {
        const parsed = parseFields(fields, forcedType);
        if (parsed.type === 'user' && isPhotoIds(parsed.ids)) {
          throw new AppError(FILE_ERRORS.PHOTO_THROUGH_PROFILE);
        }
        if (!(await FILE_RULES[parsed.type].canUpload(db, caller, parsed.linkedId))) {
          throw forbidden('Vous ne pouvez pas joindre de fichier à ce dossier.');
        }
        target = parsed;
        return parsed;
      };

      try {
        for await (const part of options.parts) {
          if (part.kind === 'field') {
            fields.set(part.name, part.value);
            continue;
          }
          if (!FILE_FIELD.test(part.fieldName)) {
            throw new AppError(FILE_ERRORS.UPLOAD_FIELD_UNEXPECTED, {
              message: `Champ de fichier inattendu : « ${part.fieldName.slice(0, 50)} ».`,
            });
          }
          // Usually the fields come first: refuse before reading any byte when the caller may not upload.
          if (!target && (forcedType || fields.has('type'))) await authorize();
          const name = sanitizeFileName(part.filename);
          const data = await part.read();
          total += data.length;
          if (total > UPLOAD_MAX_TOTAL_BYTES) {
            throw new AppError(FILE_ERRORS.UPLOAD_TOO_LARGE);
          }
          const mime = data.length ? await acceptedMime(name, data) : null;
          if (!mime) throw refusedFile(FILE_ERRORS.FILE_TYPE_INVALID, name, invalidFileTypeMessage(name));
          const key = newStoredKey();
          await store.put(key, data);
          stored.push({ key, name, mime, size: data.length });
        }
        if (!stored.length) throw new AppError(FILE_ERRORS.NO_FILE);
        const { type, linkedId, ids, category } = target ?? (await authorize());
        const rows = await db.transaction(async (tx) => {
          const inserted = await repo.insertFiles(
            tx,
            stored.map((file) => ({
              type,
              linkedId,
              ids,
              category,
              originalName: file.name,
              storedKey: file.key,
              mime: file.mime,
              sizeBytes: file.size,
              uploadedBy: caller.userId,
            })),
          );
          for (const row of inserted) {
            await writeAudit(tx, {
              userId: caller.userId,
              action: 'file.upload',
              entity: 'file',
              entityId: row.id,
              after: {
                type,
                linkedId,
                category,
                name: row.originalName,
                mime: row.mime,
                size: row.sizeBytes,
              },
              ip: context.ip,
              requestId: context.requestId,
            });
          }
          return inserted;
        });
        return { files: rows.map((row) => uploaded(row, caller)) };
      } catch (error) {
        await Promise.allSettled(stored.map((file) => store.delete(file.key)));
        throw error;
      }
    },

    /** The viewer address of a user's photo as `caller` may see it, or null (one indexed lookup). */
    async userPhotoUrl(options: { caller: Caller; userId: number }): Promise<string | null> {
      const row = await repo.findUserPhoto(db, visibleTo(options.caller), options.userId);
      return row ? inAppPath(row, options.caller) : null;
    },

    /**
     * PUT /api/user/{id}/photo: one picture (jpg, jpeg, png, gif, bmp, checked by its content), stored as a
     * file of type 'user' linked to the caller; the previous photo is marked deleted in the same transaction.
     */
    async setUserPhoto(options: {
      caller: Caller;
      userId: number;
      parts: AsyncIterable<UploadPart>;
      context: RequestContext;
    }): Promise<{ photoUrl: string }> {
      const { caller, userId, context } = options;
      if (caller.userId !== userId) throw forbidden(OWN_PHOTO_ONLY);
      let photo: { name: string; data: Buffer; mime: string } | null = null;
      for await (const part of options.parts) {
        if (part.kind === 'field') continue;
        if (!PHOTO_FIELD.test(part.fieldName)) {
          throw new AppError(FILE_ERRORS.UPLOAD_FIELD_UNEXPECTED, {
            message: `Champ de fichier inattendu : « ${part.fieldName.slice(0, 50)} ».`,
          });
        }
        if (photo) throw new AppError(FILE_ERRORS.ONE_PHOTO_ONLY);
        const name = sanitizeFileName(part.filename);
        // Refused by its name before any byte is read, then by its content.
        if (!isPhotoFileName(name))
          throw refusedFile(FILE_ERRORS.FILE_TYPE_INVALID, name, invalidFileTypeMessage(name));
        const data = await part.read();
        const mime = data.length ? await acceptedMime(name, data) : null;
        if (!mime || !isPictureMime(mime))
          throw refusedFile(FILE_ERRORS.FILE_TYPE_INVALID, name, invalidFileTypeMessage(name));
        photo = { name, data, mime };
      }
      if (!photo) throw new AppError(FILE_ERRORS.NO_FILE);
      const { name, data, mime } = photo;
      const key = newStoredKey();
      await store.put(key, data);
      try {
        const { row, replaced } = await db.transaction(async (tx) => {
          const previous = await repo.listUserPhotos(tx, userId);
          const replaced = await repo.softDelete(
            tx,
            previous.map((file) => file.id),
          );
          const [row] = await repo.insertFiles(tx, [
            {
              type: 'user',
              linkedId: userId,
              ids: repo.PHOTO_IDS,
              originalName: name,
              storedKey: key,
              mime,
              sizeBytes: data.length,
              uploadedBy: caller.userId,
            },
          ]);
          if (!row) throw new Error('photo row not inserted');
          await writeAudit(tx, {
            userId: caller.userId,
            action: 'user.photo',
            entity: 'user',
            entityId: userId,
            before: replaced.length ? { fileIds: replaced.map((file) => file.id) } : null,
            after: { fileId: row.id, name, mime, size: data.length },
            ip: context.ip,
            requestId: context.requestId,
          });
          return { row, replaced };
        });
        await dropBlobs(replaced);
        return { photoUrl: inAppPath(row, caller) };
      } catch (error) {
        await store.delete(key).catch(() => undefined);
        throw error;
      }
    },

    /** DELETE /api/user/{id}/photo: marks the caller's photo deleted (nothing to do is not an error). */
    async removeUserPhoto(options: { caller: Caller; userId: number; context: RequestContext }) {
      const { caller, userId, context } = options;
      if (caller.userId !== userId) throw forbidden(OWN_PHOTO_ONLY);
      const removed = await db.transaction(async (tx) => {
        const previous = await repo.listUserPhotos(tx, userId);
        const rows = await repo.softDelete(
          tx,
          previous.map((file) => file.id),
        );
        if (rows.length) {
          await writeAudit(tx, {
            userId: caller.userId,
            action: 'user.photo_delete',
            entity: 'user',
            entityId: userId,
            before: { fileIds: rows.map((file) => file.id) },
            ip: context.ip,
            requestId: context.requestId,
          });
        }
        return rows;
      });
      await dropBlobs(removed);
      return { photoUrl: null };
    },

    /**
     * GET /viewer/type/{type}/{file}?token=…: the token is checked before anything is read, then the
     * account (and session) that made it.
     */
    async view(options: { type: string; file: string; token: string | undefined }): Promise<FileDownload> {
      const match = /^(\d{1,9})(\.[A-Za-z0-9]{1,10})?$/.exec(options.file);
      if (!match) throw new AppError(FILE_ERRORS.FILE_NOT_FOUND);
      const fileId = Number(match[1]);
      const check = options.token
        ? tokens.verify({ fileId, token: options.token })
        : ({ ok: false, reason: 'invalid' } as const);
      if (!check.ok) {
        throw unauthorized(
          check.reason === 'expired'
            ? 'Ce lien de consultation a expiré : rouvrez le document depuis l’application.'
            : 'Ce lien de consultation est invalide.',
        );
      }
      const row = await openedBy(check, fileId);
      if (!row || row.type !== options.type) throw new AppError(FILE_ERRORS.FILE_NOT_FOUND);
      return download(row);
    },

    async list(options: { caller: Caller; type: TFileType; linkedId?: number | undefined }) {
      const rows = await repo.listVisible(db, visibleTo(options.caller), options);
      return { files: rows.map((row) => details(row, options.caller)) };
    },

    async get(options: { caller: Caller; id: number }) {
      return { file: details(await visibleFile(options.caller, options.id), options.caller) };
    },

    /**
     * A file the server made (a job's export), owned by `ownerId`: its bytes from `path` into the store, then
     * its row. Answers the file's id. The type's rule says who sees it (FILE_RULES.export: its owner).
     */
    async storeMade(made: { type: TFileType; ownerId: number; name: string; mime: string; path: string }) {
      const key = newStoredKey();
      const { size } = await stat(made.path);
      await store.put(key, createReadStream(made.path));
      try {
        const [row] = await repo.insertFiles(db, [
          {
            type: made.type,
            linkedId: null,
            ids: null,
            originalName: sanitizeFileName(made.name),
            storedKey: key,
            mime: made.mime,
            sizeBytes: size,
            uploadedBy: made.ownerId,
          },
        ]);
        if (!row) throw new Error('file row not created');
        return row.id;
      } catch (error) {
        await store.delete(key);
        throw error;
      }
    },

    /** A fresh viewer address (GET /api/file/{id}/link and the redirect of GET /api/file/view). */
    async link(options: { caller: Caller; id: number }) {
      const row = await visibleFile(options.caller, options.id);
      return { url: inAppPath(row, options.caller) };
    },

    /**
     * GET /api/file/get/special: a project's file known by name (plan.jpg). Thumbnails would need a
     * native image library (sharp); until one is added, `thumb=1` serves the original picture.
     */
    async special(options: { caller: Caller; linkedId: number; name: string }): Promise<FileDownload> {
      const row = await repo.findSpecial(db, visibleTo(options.caller), options);
      if (!row) throw new AppError(FILE_ERRORS.FILE_NOT_FOUND);
      return download(row);
    },

    async rename(options: { caller: Caller; id: number; name: string; context: RequestContext }) {
      const { caller, context } = options;
      const before = await modifiableFile(caller, options.id);
      let name = sanitizeFileName(options.name);
      // The extension says what the content is: a rename keeps it.
      const extension = fileExtension(before.originalName);
      if (extension && fileExtension(name) !== extension) name = `${name}.${extension}`;
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateFile(tx, before.id, { originalName: name });
        if (!updated) throw new AppError(FILE_ERRORS.FILE_NOT_FOUND);
        await writeAudit(tx, {
          userId: caller.userId,
          action: 'file.rename',
          entity: 'file',
          entityId: before.id,
          before: { name: before.originalName },
          after: { name },
          ip: context.ip,
          requestId: context.requestId,
        });
        return updated;
      });
      return { file: details(row, caller) };
    },

    async setState(options: { caller: Caller; id: number; state: number; context: RequestContext }) {
      const { caller, context, state } = options;
      const before = await modifiableFile(caller, options.id);
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateFile(tx, before.id, { state });
        if (!updated) throw new AppError(FILE_ERRORS.FILE_NOT_FOUND);
        await writeAudit(tx, {
          userId: caller.userId,
          action: 'file.state',
          entity: 'file',
          entityId: before.id,
          before: { state: before.state },
          after: { state },
          ip: context.ip,
          requestId: context.requestId,
        });
        return updated;
      });
      return { file: details(row, caller) };
    },

    async remove(options: { caller: Caller; id: number; context: RequestContext }) {
      const { caller, context } = options;
      const row = await modifiableFile(caller, options.id);
      const deleted = await db.transaction(async (tx) => {
        const rows = await repo.softDelete(tx, [row.id]);
        await writeAudit(tx, {
          userId: caller.userId,
          action: 'file.delete',
          entity: 'file',
          entityId: row.id,
          before: { type: row.type, linkedId: row.linkedId, name: row.originalName },
          ip: context.ip,
          requestId: context.requestId,
        });
        return rows;
      });
      await dropBlobs(deleted);
      return { message: 'Fichier supprimé.' };
    },

    /** DELETE /api/file/temp, and DELETE /api/file with a name: the caller's own temporary files. */
    async removeTemp(options: { caller: Caller; name?: string; context: RequestContext }) {
      const { caller, context } = options;
      const name = options.name === undefined ? undefined : sanitizeFileName(options.name);
      const deleted = await db.transaction(async (tx) => {
        const own = await repo.listOwnTemp(tx, caller.userId, name);
        if (name !== undefined && !own.length)
          throw new AppError(FILE_ERRORS.TEMP_FILE_NOT_FOUND, {
            message: `Aucun fichier temporaire ne s'appelle ${name}.`,
          });
        const rows = await repo.softDelete(
          tx,
          own.map((file) => file.id),
        );
        if (rows.length) {
          await writeAudit(tx, {
            userId: caller.userId,
            action: 'file.delete_temp',
            entity: 'file',
            entityId: rows.length === 1 ? rows[0]?.id : null,
            before: rows.map((file) => ({ id: file.id, name: file.originalName })),
            ip: context.ip,
            requestId: context.requestId,
          });
        }
        return rows;
      });
      await dropBlobs(deleted);
      return {
        message:
          deleted.length === 0
            ? 'Aucun fichier temporaire à supprimer.'
            : deleted.length === 1
              ? '1 fichier temporaire supprimé.'
              : `${deleted.length} fichiers temporaires supprimés.`,
      };
    },

    /** How long a mailed link stays valid, in words (« 48 heures »), for the mails that announce one. */
    mailedLinkValidity,

    /**
     * POST /api/file/send: e-mails a link to the file through the outbox. The link is bound to the sender's
     * account, not session (it survives their logout, not their account being disabled), and lasts
     * FILE_LINK_TTL_HOURS. Each send is audited; `external` marks an address that is no active user's.
     */
    async send(options: { caller: Caller; id: number; to: string; context: RequestContext }) {
      const { caller, context, to } = options;
      const row = await visibleFile(caller, options.id);
      const now = Date.now();
      const ttlSeconds = mailedLinkTtlHours * 3600;
      const path = viewerPath(row, { userId: caller.userId, sessionId: null }, { ttlSeconds, now });
      const expiresAt = new Date((Math.floor(now / 1000) + ttlSeconds) * 1000);
      await db.transaction(async (tx) => {
        const external = !(await repo.isActiveUserEmail(tx, to));
        await queueEmail(tx, {
          to,
          subject: `Document : ${row.originalName}`,
          text: `Bonjour,\n\nVoici le document « ${row.originalName} » : ${publicUrl}${path}\n\nCe lien est valable ${mailedLinkValidity}.\n\nBâtir`,
        });
        await writeAudit(tx, {
          userId: caller.userId,
          action: 'file.send',
          entity: 'file',
          entityId: row.id,
          after: { to, name: row.originalName, external, expiresAt: expiresAt.toISOString() },
          ip: context.ip,
          requestId: context.requestId,
        });
      });
      return { message: `Le document a été envoyé à ${to}.` };
    },
  };
}

import { BP_FILE_STATES } from '@batir/shared/building-permits';
import { BP_ERRORS } from '@batir/shared/contracts/building-permits';
import { formatDate } from '@batir/shared/format';
import { AppError } from '../../lib/app-error';
import * as repo from './building-permits.repository';
import { type ChangeOptions, type ChangeResult, change } from './permit-change';

/**
 * The permit's pieces: the state of its files (pending, accepted, refused) and the additional documents the
 * town hall asks for (received through confirmReceipt in permit-file.service, or converted into a
 * modification in permit-modifications.service).
 */

/** PUT /api/buildingPermit/{project}/files/state {files:[{id, state}]}: 0 pending, 1 accepted, 2 refused. */
export function setFilesState(options: ChangeOptions & { body: { files: { id: number; state: number }[] } }) {
  const wanted = options.body.files;
  return change(options, async ({ tx, projectId }) => {
    const ids = [...new Set(wanted.map((f) => f.id))];
    const rows = await repo.permitFiles(tx, projectId, ids);
    if (rows.length !== ids.length)
      throw new AppError(BP_ERRORS.PERMIT_FILES_NOT_OF_PROJECT, {
        message: 'Certains fichiers ne sont pas des pièces du permis de ce projet.',
      });
    const before = new Map(rows.map((r) => [r.id, r]));
    const history: ChangeResult['history'] = [];
    for (const file of wanted) {
      const row = before.get(file.id);
      if (!row || row.state === file.state) continue;
      await repo.setFileState(tx, file.id, file.state);
      history.push({
        kind: 'buildingPermit.file.state',
        label: `Pièce du permis « ${row.original_name} » : ${BP_FILE_STATES[file.state as 0 | 1 | 2]}`,
        from: BP_FILE_STATES[row.state as 0 | 1 | 2] ?? String(row.state),
        to: BP_FILE_STATES[file.state as 0 | 1 | 2],
      });
    }
    return {
      history,
      audit: { action: 'buildingPermit.files.state', before: rows, after: wanted },
    };
  });
}

/** POST /api/buildingPermit/{project}/additionalDocument {description, dueOn}: asked by the town hall. */
export function addAdditionalDocument(
  options: ChangeOptions & { body: { description: string; dueOn?: string | null | undefined } },
) {
  const { description, dueOn = null } = options.body;
  return change(options, async ({ tx, projectId, userId, today }) => {
    if (dueOn && dueOn < today) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_DUE_PAST);
    const id = await repo.insertAdditionalDocument(tx, { projectId, description, dueOn, userId });
    return {
      message: 'Pièce complémentaire ajoutée.',
      history: [
        {
          kind: 'buildingPermit.additionalDocument.new',
          label: `Pièce complémentaire demandée : ${description}${dueOn ? ` (avant le ${formatDate(dueOn)})` : ''}`,
          to: String(id),
        },
      ],
      audit: { action: 'buildingPermit.additionalDocument.new', after: { id, description, dueOn } },
    };
  });
}

/** PUT /api/buildingPermit/{project}/cancelBpAdditionnalDocument {id}. */
export function cancelAdditionalDocument(options: ChangeOptions & { body: { id: number } }) {
  const { id } = options.body;
  return change(options, async ({ tx, projectId }) => {
    const doc = await repo.findAdditionalDocument(tx, projectId, id);
    if (!doc) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_NOT_FOUND);
    if (doc.received_at || doc.cancelled_at) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_CLOSED);
    await repo.closeAdditionalDocument(tx, id, 'cancelled');
    return {
      message: 'Pièce complémentaire annulée.',
      history: [
        {
          kind: 'buildingPermit.additionalDocument.cancel',
          label: `Pièce complémentaire annulée : ${doc.description}`,
        },
      ],
      audit: { action: 'buildingPermit.additionalDocument.cancel', after: { id } },
    };
  });
}

import {
  BP_ALERT_TYPE_LABELS,
  BP_MODIFICATION_STATUS_LABELS,
  nextBpModificationStatus,
  type TBpModificationStatus,
} from '@batir/shared/building-permits';
import { BP_ERRORS } from '@batir/shared/contracts/building-permits';
import { formatCents, formatDate } from '@batir/shared/format';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as notificationsRepo from '../notifications';
import * as repo from './building-permits.repository';
import { type ChangeOptions, change, notifyPermit } from './permit-change';

/**
 * The permit's modifications (BP modifications): created from an additional document, a refusal, an alert
 * or with their addendum, commented, moved one status at a time, cancelled.
 */

/**
 * PUT /api/buildingPermit/{project}/convertToBPModification: an additional-document request (its id) or
 * the refusal of the permit becomes a BP modification waiting for its addendum. From a refusal, the file
 * goes back to preparation with its plans to redraw (refusal, deposit and print cleared; history kept).
 */
export function convertToModification(
  options: ChangeOptions & { body: { additionalDocumentId?: number | undefined } },
) {
  const { additionalDocumentId } = options.body;
  return change(options, async ({ tx, permit, projectId, userId }) => {
    if (additionalDocumentId !== undefined) {
      const doc = await repo.findAdditionalDocument(tx, projectId, additionalDocumentId);
      if (!doc) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_NOT_FOUND);
      if (doc.received_at || doc.cancelled_at) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_CLOSED);
      await repo.closeAdditionalDocument(tx, doc.id, 'cancelled');
      const id = await repo.insertModification(tx, {
        projectId,
        status: 'waitingAddendum',
        description: doc.description,
        amountCents: null,
        userId,
      });
      return {
        message: 'Pièce complémentaire convertie en modificatif.',
        history: [
          {
            kind: 'buildingPermit.modification.convert',
            label: `Pièce complémentaire convertie en modificatif : ${doc.description}`,
            to: String(id),
          },
        ],
        audit: {
          action: 'buildingPermit.convertToBPModification',
          after: { additionalDocumentId, modificationId: id },
        },
      };
    }
    if (!permit.refused_on) throw new AppError(BP_ERRORS.NOTHING_TO_CONVERT);
    const description = `Modificatif suite au refus du ${formatDate(permit.refused_on)}${
      permit.refusal_reason ? ` : ${permit.refusal_reason}` : ''
    }`;
    const id = await repo.insertModification(tx, {
      projectId,
      status: 'waitingAddendum',
      description,
      amountCents: null,
      userId,
    });
    await repo.updatePermit(tx, projectId, {
      refused_on: null,
      deposited_on: null,
      receipt_confirmed_at: null,
      printed_at: null,
      downloaded_at: null,
      plan_redraw_requested_at: new Date(),
    });
    return {
      message: 'Refus converti en modificatif : plans à redessiner.',
      history: [
        {
          kind: 'buildingPermit.modification.convert',
          label: 'Refus du permis converti en modificatif',
          to: String(id),
        },
      ],
      audit: {
        action: 'buildingPermit.convertToBPModification',
        before: permit,
        after: { modificationId: id },
      },
    };
  });
}

async function openModification(tx: Tx, projectId: number, id: number) {
  const modification = await repo.findModification(tx, projectId, id);
  if (!modification) throw new AppError(BP_ERRORS.MODIFICATION_NOT_FOUND);
  return modification;
}

/** PUT /api/buildingPermit/{project}/sendBPModificationComment {comment, id?}: on the given or newest open modification. */
export function commentModification(
  options: ChangeOptions & { body: { comment: string; id?: number | undefined } },
) {
  const { comment, id } = options.body;
  return change(options, async ({ tx, projectId }) => {
    let target: repo.ModificationRow | null = null;
    if (id !== undefined) target = await openModification(tx, projectId, id);
    else {
      const open = (await repo.listModifications(tx, projectId)).find(
        (m) => m.status !== 'done' && m.status !== 'cancelled',
      );
      if (open) target = await openModification(tx, projectId, open.id);
    }
    if (!target) throw new AppError(BP_ERRORS.NO_MODIFICATION_TO_COMMENT);
    await repo.updateModification(tx, target.id, { comment });
    return {
      message: 'Commentaire enregistré.',
      history: [
        { kind: 'buildingPermit.modification.comment', label: `Commentaire sur le modificatif : ${comment}` },
      ],
      audit: {
        action: 'buildingPermit.modification.comment',
        before: { comment: target.comment },
        after: { id: target.id, comment },
      },
    };
  });
}

/**
 * POST /api/buildingPermit/{project}/addendumBPModification {id?, description, amount}: the addendum of a
 * BP modification is made (its amount recorded; the addendum documents come with the addendum area): a
 * modification waiting for its addendum moves to waitingAddendumCustomerSigned; without `id`, a new
 * modification is created at that status.
 */
export function addendumModification(
  options: ChangeOptions & { body: { id?: number | undefined; description: string; amount: number } },
) {
  const { id, description, amount } = options.body;
  const amountCents = Math.round(amount * 100);
  return change(options, async ({ tx, projectId, userId }) => {
    if (id !== undefined) {
      const modification = await openModification(tx, projectId, id);
      if (modification.status !== 'waitingAddendum')
        throw new AppError(BP_ERRORS.MODIFICATION_WRONG_STEP, {
          message: `Ce modificatif est « ${BP_MODIFICATION_STATUS_LABELS[modification.status]} » : son avenant est déjà fait.`,
        });
      await repo.updateModification(tx, id, {
        status: 'waitingAddendumCustomerSigned',
        amountCents,
        ...(description ? { description } : {}),
      });
      return {
        message: 'Avenant du modificatif enregistré.',
        history: [
          {
            kind: 'buildingPermit.modification.addendum',
            label: `Avenant du modificatif : ${formatCents(amountCents)}`,
            from: BP_MODIFICATION_STATUS_LABELS.waitingAddendum,
            to: BP_MODIFICATION_STATUS_LABELS.waitingAddendumCustomerSigned,
          },
        ],
        audit: {
          action: 'buildingPermit.modification.addendum',
          before: modification,
          after: { amountCents },
        },
      };
    }
    if (!description) throw new AppError(BP_ERRORS.MODIFICATION_DESCRIPTION_REQUIRED);
    const newId = await repo.insertModification(tx, {
      projectId,
      status: 'waitingAddendumCustomerSigned',
      description,
      amountCents,
      userId,
    });
    return {
      message: 'Modificatif et avenant créés.',
      history: [
        {
          kind: 'buildingPermit.modification.addendum',
          label: `Modificatif créé avec avenant (${formatCents(amountCents)}) : ${description}`,
          to: BP_MODIFICATION_STATUS_LABELS.waitingAddendumCustomerSigned,
        },
      ],
      audit: {
        action: 'buildingPermit.modification.addendum',
        after: { id: newId, description, amountCents },
      },
    };
  });
}

/** PUT /api/buildingPermit/{project}/bPModification/{id}/status {status}: one step forward in the flow. */
export function advanceModification(
  options: ChangeOptions & { modificationId: number; body: { status: TBpModificationStatus } },
) {
  const { modificationId, body } = options;
  return change(options, async ({ tx, projectId }) => {
    const modification = await openModification(tx, projectId, modificationId);
    const next = nextBpModificationStatus(modification.status);
    if (body.status === 'cancelled')
      throw new AppError(BP_ERRORS.MODIFICATION_WRONG_STEP, {
        message: 'Pour annuler un modificatif, utilisez « Annuler ».',
      });
    if (next !== body.status)
      throw new AppError(BP_ERRORS.MODIFICATION_WRONG_STEP, {
        message: next
          ? `Le modificatif est « ${BP_MODIFICATION_STATUS_LABELS[modification.status]} » : l'étape suivante est « ${BP_MODIFICATION_STATUS_LABELS[next]} ».`
          : `Le modificatif est « ${BP_MODIFICATION_STATUS_LABELS[modification.status]} » : il n'a plus d'étape suivante.`,
      });
    if (modification.status === 'waitingAddendum' && modification.addendum_amount_cents === null)
      throw new AppError(BP_ERRORS.ADDENDUM_AMOUNT_REQUIRED);
    await repo.updateModification(tx, modificationId, { status: next });
    return {
      message: `Modificatif : ${BP_MODIFICATION_STATUS_LABELS[next]}.`,
      history: [
        {
          kind: 'buildingPermit.modification.status',
          label: `Modificatif « ${modification.description} » : ${BP_MODIFICATION_STATUS_LABELS[next]}`,
          from: BP_MODIFICATION_STATUS_LABELS[modification.status],
          to: BP_MODIFICATION_STATUS_LABELS[next],
        },
      ],
      audit: {
        action: 'buildingPermit.modification.status',
        before: { status: modification.status },
        after: { status: next },
      },
    };
  });
}

/** POST /api/buildingPermit/{project}/cancelBPModification {id}. */
export function cancelModification(options: ChangeOptions & { body: { id: number } }) {
  const { id } = options.body;
  return change(options, async ({ tx, projectId }) => {
    const modification = await openModification(tx, projectId, id);
    if (modification.status === 'done' || modification.status === 'cancelled')
      throw new AppError(BP_ERRORS.MODIFICATION_WRONG_STEP, {
        message: `Ce modificatif est « ${BP_MODIFICATION_STATUS_LABELS[modification.status]} » : il ne peut plus être annulé.`,
      });
    await repo.updateModification(tx, id, { status: 'cancelled' });
    return {
      message: 'Modificatif annulé.',
      history: [
        {
          kind: 'buildingPermit.modification.cancel',
          label: `Modificatif annulé : ${modification.description}`,
          from: BP_MODIFICATION_STATUS_LABELS[modification.status],
          to: BP_MODIFICATION_STATUS_LABELS.cancelled,
        },
      ],
      audit: { action: 'buildingPermit.modification.cancel', before: { status: modification.status } },
    };
  });
}

/**
 * POST /api/project/{project}/alertPermitModification {message, type}: someone (usually the salesman)
 * alerts the design office that the permit must be modified. Choice: it creates a BP modification waiting
 * for its addendum (so it shows on the dashboard's first list and is followed to the end) and notifies the
 * design office (technical users) in the same transaction.
 */
export function alertPermitModification(
  options: ChangeOptions & { body: { message: string; type: keyof typeof BP_ALERT_TYPE_LABELS } },
) {
  const { message, type } = options.body;
  return change(options, async ({ tx, projectId, userId }) => {
    const description = `${BP_ALERT_TYPE_LABELS[type]} : ${message}`;
    const id = await repo.insertModification(tx, {
      projectId,
      status: 'waitingAddendum',
      description,
      amountCents: null,
      userId,
    });
    const head = await repo.projectHead(tx, projectId);
    const recipients = await notificationsRepo.resolveRecipients(tx, {
      all: false,
      roles: ['technical'],
      userIds: [],
    });
    const live = await notifyPermit(
      tx,
      projectId,
      recipients.filter((recipient) => recipient !== userId),
      `Modification du permis demandée – ${head?.project_name ?? ''} : ${description}`,
    );
    return {
      message: "Le bureau d'études est alerté : modificatif créé.",
      history: [
        {
          kind: 'buildingPermit.modification.alert',
          label: `Modification du permis demandée : ${description}`,
          to: String(id),
        },
      ],
      audit: { action: 'buildingPermit.alertPermitModification', after: { id, type, message } },
      live,
    };
  });
}

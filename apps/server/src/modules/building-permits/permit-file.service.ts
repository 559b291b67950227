import { BP_PERMIT_TYPE_LABELS, type TBpPermitType } from '@batir/shared/building-permits';
import { BP_ERRORS } from '@batir/shared/contracts/building-permits';
import { formatDate, formatShortDate } from '@batir/shared/format';
import { AppError } from '../../lib/app-error';
import { projectCommand } from '../projects';
import * as repo from './building-permits.repository';
import { assertDay, type ChangeOptions, type ChangeResult, change } from './permit-change';

/**
 * The permit's file and its dates: need, type, number, agreement date; printed, downloaded, deposited (and
 * its receipt), granted, refused, closed by a global refusal; which permit types the customer sees.
 */

/** A calendar day (YYYY-MM-DD) as DD/MM/YYYY for the history's from/to values; null stays null. */
const day = (value: string | null) => (value ? formatShortDate(`${value}T12:00:00Z`) : null);

/** PUT /api/project/{project}/buildingPermit: need, permit type, number, agreement date. */
export function editPermit(
  options: ChangeOptions & {
    body: {
      needed?: boolean | 0 | 1;
      permitType?: TBpPermitType;
      number?: string;
      permitAgreementDate?: string | null;
    };
  },
) {
  const { body } = options;
  return change(options, async ({ tx, permit, projectId, today }) => {
    const changes: repo.PermitPatch = {};
    const history: ChangeResult['history'] = [];
    if (body.needed !== undefined) {
      const needed = body.needed === true || body.needed === 1;
      if (needed !== permit.needed) {
        changes.needed = needed;
        history.push({
          kind: 'buildingPermit.need',
          label: needed ? 'Permis de construire nécessaire' : 'Permis de construire non nécessaire',
          from: permit.needed ? 'oui' : 'non',
          to: needed ? 'oui' : 'non',
        });
      }
    }
    if (body.permitType !== undefined && body.permitType !== permit.permit_type) {
      changes.permit_type = body.permitType;
      history.push({
        kind: 'buildingPermit.type',
        label: 'Type de permis modifié',
        from: BP_PERMIT_TYPE_LABELS[permit.permit_type as TBpPermitType] ?? permit.permit_type,
        to: BP_PERMIT_TYPE_LABELS[body.permitType],
      });
    }
    if (body.number !== undefined && body.number !== permit.number) {
      changes.number = body.number;
      history.push({
        kind: 'buildingPermit.number',
        label: 'Numéro de permis modifié',
        from: permit.number || null,
        to: body.number || null,
      });
    }
    if (body.permitAgreementDate !== undefined && body.permitAgreementDate !== permit.agreement_date) {
      if (body.permitAgreementDate) {
        assertDay(body.permitAgreementDate, today, "La date d'accord");
        if (permit.deposited_on && body.permitAgreementDate < permit.deposited_on)
          throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, {
            message: "La date d'accord ne peut pas précéder le dépôt du permis.",
          });
      }
      changes.agreement_date = body.permitAgreementDate;
      history.push({
        kind: 'buildingPermit.agreementDate',
        label: "Date d'accord du permis",
        from: day(permit.agreement_date),
        to: day(body.permitAgreementDate ?? null),
      });
    }
    await repo.updatePermit(tx, projectId, changes);
    return { history, audit: { action: 'buildingPermit.edit', before: permit, after: changes } };
  });
}

/** PUT …/buildingPermit/print: the file printed (a new print also ends a pending plan redraw). */
export function printPermit(options: ChangeOptions) {
  return change(options, async ({ tx, permit, projectId }) => {
    if (permit.deposited_on && !permit.refused_on)
      throw new AppError(BP_ERRORS.PERMIT_ALREADY_DEPOSITED, {
        message: 'Le permis est déjà déposé : il ne peut plus être imprimé.',
      });
    await repo.updatePermit(tx, projectId, { printed_at: new Date(), plan_redraw_requested_at: null });
    return {
      message: 'Dossier de permis marqué imprimé.',
      history: [{ kind: 'buildingPermit.print', label: 'Dossier de permis imprimé' }],
      audit: { action: 'buildingPermit.print', before: { printedAt: permit.printed_at } },
    };
  });
}

/** PUT …/buildingPermit/downloaded: the customer's signed copy downloaded. */
export function downloadedPermit(options: ChangeOptions) {
  return change(options, async ({ tx, permit, projectId }) => {
    if (permit.deposited_on) throw new AppError(BP_ERRORS.PERMIT_ALREADY_DEPOSITED);
    await repo.updatePermit(tx, projectId, { downloaded_at: new Date() });
    return {
      message: 'Dossier signé marqué téléchargé.',
      history: [{ kind: 'buildingPermit.downloaded', label: 'Dossier de permis signé téléchargé' }],
      audit: { action: 'buildingPermit.downloaded', before: { downloadedAt: permit.downloaded_at } },
    };
  });
}

/** PUT …/buildingPermit/deposited {depositedOn, number}. */
export function depositPermit(options: ChangeOptions & { body: { depositedOn: string; number: string } }) {
  const { depositedOn, number } = options.body;
  return change(options, async ({ tx, permit, projectId, today }) => {
    if (permit.issue_date) throw new AppError(BP_ERRORS.PERMIT_ALREADY_GRANTED);
    if (permit.deposited_on && !permit.refused_on) throw new AppError(BP_ERRORS.PERMIT_ALREADY_DEPOSITED);
    if (permit.refused_on)
      throw new AppError(BP_ERRORS.PERMIT_REFUSED, {
        message: 'Le permis a été refusé : convertissez le refus en modificatif avant de le redéposer.',
      });
    assertDay(depositedOn, today, 'La date de dépôt');
    await repo.updatePermit(tx, projectId, {
      deposited_on: depositedOn,
      ...(number ? { number } : {}),
      receipt_confirmed_at: null,
    });
    return {
      message: 'Dépôt du permis enregistré.',
      history: [
        {
          kind: 'buildingPermit.deposited',
          label: `Permis déposé en mairie le ${formatDate(depositedOn)}${number ? ` (n° ${number})` : ''}`,
          from: day(permit.deposited_on),
          to: day(depositedOn),
        },
      ],
      audit: { action: 'buildingPermit.deposited', before: permit, after: { depositedOn, number } },
    };
  });
}

/**
 * PUT /api/buildingPermit/{project}/confirmReceipt: with `additionalDocumentId`, that additional document
 * is received; without, the town hall's receipt of the deposit is confirmed.
 */
export function confirmReceipt(
  options: ChangeOptions & { body: { additionalDocumentId?: number | undefined } },
) {
  const { additionalDocumentId } = options.body;
  return change(options, async ({ tx, permit, projectId }) => {
    if (additionalDocumentId !== undefined) {
      const doc = await repo.findAdditionalDocument(tx, projectId, additionalDocumentId);
      if (!doc) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_NOT_FOUND);
      if (doc.received_at || doc.cancelled_at) throw new AppError(BP_ERRORS.ADDITIONAL_DOCUMENT_CLOSED);
      await repo.closeAdditionalDocument(tx, doc.id, 'received');
      return {
        message: 'Réception de la pièce confirmée.',
        history: [
          {
            kind: 'buildingPermit.additionalDocument.received',
            label: `Pièce complémentaire reçue : ${doc.description}`,
          },
        ],
        audit: { action: 'buildingPermit.additionalDocument.received', after: { id: doc.id } },
      };
    }
    if (!permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_NOT_DEPOSITED, {
        message: "Le permis n'est pas déposé : aucun récépissé à confirmer.",
      });
    await repo.updatePermit(tx, projectId, { receipt_confirmed_at: new Date() });
    return {
      message: 'Réception du dossier confirmée.',
      history: [{ kind: 'buildingPermit.receipt', label: 'Récépissé de dépôt de la mairie confirmé' }],
      audit: { action: 'buildingPermit.confirmReceipt' },
    };
  });
}

/** PUT …/buildingPermit/issueDate {issueDate}: the permit granted (milestone 1 of the progress gauge). */
export function setIssueDate(options: ChangeOptions & { body: { issueDate: string } }) {
  const { issueDate } = options.body;
  return change(options, async ({ tx, permit, projectId, today }) => {
    if (!permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_NOT_DEPOSITED, {
        message: "Le permis n'est pas encore déposé : saisissez d'abord la date de dépôt.",
      });
    if (permit.refused_on)
      throw new AppError(BP_ERRORS.PERMIT_REFUSED, {
        message: 'Le permis a été refusé : il ne peut pas être accordé.',
      });
    assertDay(issueDate, today, "La date d'obtention");
    if (issueDate < permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, {
        message: `La date d'obtention ne peut pas précéder le dépôt du permis (${formatDate(permit.deposited_on)}).`,
      });
    await repo.updatePermit(tx, projectId, { issue_date: issueDate });
    return {
      message: 'Permis accordé : date enregistrée.',
      history: [
        {
          kind: 'buildingPermit.issueDate',
          label: `Permis accordé le ${formatDate(issueDate)}`,
          from: day(permit.issue_date),
          to: day(issueDate),
        },
      ],
      audit: {
        action: 'buildingPermit.issueDate',
        before: { issueDate: permit.issue_date },
        after: { issueDate },
      },
    };
  });
}

/** PUT …/buildingPermit/refusal {refusedOn, reason}. */
export function refusePermit(options: ChangeOptions & { body: { refusedOn: string; reason: string } }) {
  const { refusedOn, reason } = options.body;
  return change(options, async ({ tx, permit, projectId, today }) => {
    if (!permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_NOT_DEPOSITED, {
        message: "Le permis n'est pas déposé : il ne peut pas être refusé.",
      });
    if (permit.issue_date) throw new AppError(BP_ERRORS.PERMIT_ALREADY_GRANTED);
    if (permit.refused_on) throw new AppError(BP_ERRORS.PERMIT_ALREADY_REFUSED);
    assertDay(refusedOn, today, 'La date de refus');
    if (refusedOn < permit.deposited_on)
      throw new AppError(BP_ERRORS.PERMIT_DATE_INVALID, {
        message: 'La date de refus ne peut pas précéder le dépôt du permis.',
      });
    await repo.updatePermit(tx, projectId, { refused_on: refusedOn, refusal_reason: reason });
    return {
      message: 'Refus du permis enregistré.',
      history: [
        {
          kind: 'buildingPermit.refusal',
          label: `Permis refusé le ${formatDate(refusedOn)} : ${reason}`,
        },
      ],
      audit: { action: 'buildingPermit.refusal', after: { refusedOn, reason } },
    };
  });
}

/** PUT …/buildingPermit/globalRefusal: the project cannot be built; the permit file is closed. */
export function globalRefusal(options: ChangeOptions & { body: { reason: string } }) {
  const { reason } = options.body;
  return change(options, async ({ tx, permit, projectId }) => {
    if (permit.issue_date)
      throw new AppError(BP_ERRORS.PERMIT_ALREADY_GRANTED, {
        message: 'Le permis est accordé : le dossier ne peut pas être clos par un refus.',
      });
    await repo.updatePermit(tx, projectId, {
      global_refusal_closed_at: new Date(),
      ...(reason ? { refusal_reason: reason } : {}),
    });
    return {
      message: 'Dossier de permis clos (refus global).',
      history: [
        {
          kind: 'buildingPermit.globalRefusal',
          label: `Refus global : dossier de permis clos${reason ? ` (${reason})` : ''}`,
          to: 'clos',
        },
      ],
      audit: { action: 'buildingPermit.globalRefusal', after: { reason } },
    };
  });
}

/** PUT /api/project/{project}/toggleBpShow {buildingPermitType}: shown to the customer or not. */
export async function toggleBpShow(
  options: ChangeOptions & { body: { buildingPermitType: TBpPermitType } },
): Promise<{ error: 0; bpShow: string[] }> {
  const type = options.body.buildingPermitType;
  return projectCommand(options, async ({ tx, projectId }) => {
    const head = await repo.projectHead(tx, projectId);
    const before = head?.bp_show ?? [];
    const shown = before.includes(type);
    const after = shown ? before.filter((t) => t !== type) : [...before, type];
    await repo.setBpShow(tx, projectId, after);
    return {
      answer: { error: 0 as const, bpShow: after },
      history: [
        {
          kind: 'buildingPermit.show',
          label: `${BP_PERMIT_TYPE_LABELS[type]} : ${shown ? 'masqué au client' : 'affiché au client'}`,
          from: shown ? 'affiché' : 'masqué',
          to: shown ? 'masqué' : 'affiché',
        },
      ],
      audit: { action: 'buildingPermit.toggleShow', before: { bpShow: before }, after: { bpShow: after } },
    };
  });
}

import { BP_ERRORS } from '@batir/shared/contracts/building-permits';
import { customerDisplayName } from '@batir/shared/customers';
import { formatDate } from '@batir/shared/format';
import { AppError } from '../../lib/app-error';
import type { FileService } from '../files';
import { queueEmail } from '../outbox';
import { projectCommand } from '../projects';
import * as repo from './building-permits.repository';
import { type ChangeOptions, change, notifyPermit, type Ok } from './permit-change';

/**
 * Mails about the permit, through the outbox in the transaction: the file to the town-planning office
 * (mailToABM), the permit's summary (send), the salesman raised (with a notification).
 */

/**
 * POST …/buildingPermit/mailToABM {files, message, email}: a mail to the building-permit office listing
 * the chosen permit files. Each file then leaves in its own mail carrying a link valid FILE_LINK_TTL_HOURS
 * (the file service signs those links; it offers no long-lived link for a list).
 */
export async function mailToAbm(
  options: ChangeOptions & { files: FileService; body: { files: number[]; message: string; email: string } },
): Promise<Ok> {
  const { caller, context, body, files } = options;
  const ids = [...new Set(body.files)];
  // A mail about the project changes nothing of it: its row is not locked.
  const chosen = await projectCommand({ ...options, lock: false }, async ({ tx, projectId }) => {
    const head = await repo.projectHead(tx, projectId);
    const permit = await repo.findPermit(tx, projectId);
    const rows = await repo.permitFiles(tx, projectId, ids);
    if (rows.length !== ids.length) throw new AppError(BP_ERRORS.PERMIT_FILES_NOT_OF_PROJECT);
    const list = rows.map((f) => `- ${f.original_name}`).join('\n');
    await queueEmail(tx, {
      to: body.email,
      subject: `Permis de construire${permit?.number ? ` n° ${permit.number}` : ''} – ${head?.project_name ?? ''}`,
      text: `${body.message}\n\n${
        rows.length
          ? `Pièces transmises (chacune vous parvient dans un message séparé, avec un lien valable ${files.mailedLinkValidity}) :\n${list}\n\n`
          : ''
      }Bâtir`,
      projectId,
      sentBy: caller.userId,
    });
    return {
      answer: rows,
      history: [
        {
          kind: 'buildingPermit.mailToABM',
          label: `Dossier envoyé au service urbanisme (${body.email}), ${rows.length} pièce(s)`,
          to: body.email,
        },
      ],
      audit: { action: 'buildingPermit.mailToABM', after: { email: body.email, files: ids } },
    };
  });
  for (const file of chosen) await files.send({ caller, id: file.id, to: body.email, context });
  return { error: 0, message: `Message envoyé à ${body.email}.` };
}

/** POST …/buildingPermit/send {email, message}: the permit's summary sent by mail (customer, notary…). */
export async function sendPermit(
  options: ChangeOptions & { body: { email: string; message: string } },
): Promise<Ok> {
  const { caller, body } = options;
  return projectCommand({ ...options, lock: false }, async ({ tx, projectId }) => {
    const head = await repo.projectHead(tx, projectId);
    const permit = await repo.findPermit(tx, projectId);
    const lines = [
      `Projet : ${head?.project_name ?? ''}`,
      permit?.number ? `Numéro de permis : ${permit.number}` : null,
      permit?.deposited_on ? `Déposé le : ${formatDate(permit.deposited_on)}` : null,
      permit?.issue_date ? `Accordé le : ${formatDate(permit.issue_date)}` : null,
    ].filter(Boolean);
    await queueEmail(tx, {
      to: body.email,
      subject: `Votre permis de construire – ${head?.project_name ?? ''}`,
      text: `${body.message}\n\n${lines.join('\n')}\n\nBâtir`,
      projectId,
      sentBy: caller.userId,
    });
    return {
      answer: { error: 0 as const, message: `Message envoyé à ${body.email}.` },
      history: [
        { kind: 'buildingPermit.send', label: `Permis envoyé par e-mail à ${body.email}`, to: body.email },
      ],
      audit: { action: 'buildingPermit.send', after: { email: body.email } },
    };
  });
}

/** PUT /api/buildingPermit/{project}/sendRaiseToSalesman {message}: a notification and a mail to the project's salesman. */
export function raiseToSalesman(options: ChangeOptions & { body: { message: string } }) {
  const { message } = options.body;
  return change(options, async ({ tx, projectId }) => {
    const head = await repo.projectHead(tx, projectId);
    if (!head?.salesman_id) throw new AppError(BP_ERRORS.NO_SALESMAN_TO_RAISE);
    await repo.updatePermit(tx, projectId, { raised_to_salesman_at: new Date() });
    const live = await notifyPermit(
      tx,
      projectId,
      [head.salesman_id],
      `Permis de construire – ${head.project_name} : ${message}`,
    );
    if (head.salesman_email) {
      await queueEmail(tx, {
        to: head.salesman_email,
        subject: `Relance permis de construire – ${head.project_name}`,
        text: `Bonjour,\n\nLe bureau d'études vous relance au sujet du permis de construire de ${customerDisplayName(head)} (${head.project_name}) :\n\n${message}\n\nBâtir`,
        projectId,
        sentBy: options.caller.userId,
      });
    }
    return {
      message: `Relance envoyée à ${head.salesman ?? 'son commercial'}.`,
      history: [
        { kind: 'buildingPermit.raise', label: `Relance du commercial : ${message}`, to: head.salesman },
      ],
      audit: { action: 'buildingPermit.raiseToSalesman', after: { salesmanId: head.salesman_id, message } },
      live,
    };
  });
}

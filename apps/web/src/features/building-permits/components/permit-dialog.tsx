import {
  BP_ALERT_TYPE_LABELS,
  BP_ALERT_TYPES,
  ZBpAddendumBody,
  ZBpAdditionalDocumentBody,
  ZBpAlertBody,
  ZBpCommentBody,
  ZBpDepositBody,
  ZBpGlobalRefusalBody,
  ZBpIssueDateBody,
  ZBpMailToAbmBody,
  ZBpRaiseBody,
  ZBpRefusalBody,
  ZBpSendBody,
} from '@batir/shared/building-permits';
import type { z } from 'zod';
import { parisDay } from '../../../lib/format';
import { useAddendumModification } from '../api/addendum-modification';
import { useAddAdditionalDocument } from '../api/additional-document';
import { useAlertPermitModification } from '../api/alert-permit-modification';
import { useCommentModification } from '../api/comment-modification';
import { useDepositPermit } from '../api/deposit-permit';
import { useGlobalRefusal } from '../api/global-refusal';
import { useIssueDate } from '../api/issue-date';
import { useMailToAbm } from '../api/mail-to-abm';
import { usePermitFiles } from '../api/permit-files';
import { useRaiseToSalesman } from '../api/raise-to-salesman';
import { useRefusePermit } from '../api/refuse-permit';
import { useSendPermit } from '../api/send-permit';
import { FormDialog, type FormField } from './form-dialog';

export type PermitDialogKind =
  | 'deposit'
  | 'issueDate'
  | 'refusal'
  | 'globalRefusal'
  | 'additionalDocument'
  | 'addendum'
  | 'comment'
  | 'raise'
  | 'send'
  | 'mailToAbm'
  | 'alert';

/** Which dialog, for which project; `id` is the BP modification of addendum and comment. */
export type PermitDialogTarget = {
  projectId: number;
  kind: PermitDialogKind;
  id?: number;
  /** Shown above the form (e.g. the project's name on the dashboard). */
  subject?: string;
  defaults?: Record<string, unknown>;
};

type Config = {
  title: string;
  fields: FormField[];
  schema: z.ZodType;
  defaults: Record<string, unknown>;
  submitLabel: string;
  danger?: boolean;
  intro?: string;
};

const CONFIGS: Record<Exclude<PermitDialogKind, 'mailToAbm'>, Config> = {
  deposit: {
    title: 'Déclarer le dépôt du permis',
    fields: [
      { name: 'depositedOn', label: 'Déposé le', kind: 'date', disableFuture: true, required: true },
      { name: 'number', label: 'Numéro de permis', kind: 'text', helper: 'Ex. PC 037 122 26 A0012' },
    ],
    schema: ZBpDepositBody,
    defaults: { depositedOn: parisDay(), number: '' },
    submitLabel: 'Enregistrer le dépôt',
  },
  issueDate: {
    title: "Date d'obtention du permis",
    intro: 'Le permis sera marqué accordé : premier jalon de la jauge d’avancement.',
    fields: [{ name: 'issueDate', label: 'Accordé le', kind: 'date', disableFuture: true, required: true }],
    schema: ZBpIssueDateBody,
    defaults: { issueDate: parisDay() },
    submitLabel: 'Enregistrer',
  },
  refusal: {
    title: 'Enregistrer un refus',
    fields: [
      { name: 'refusedOn', label: 'Refusé le', kind: 'date', disableFuture: true, required: true },
      { name: 'reason', label: 'Motif du refus', kind: 'multiline' },
    ],
    schema: ZBpRefusalBody,
    defaults: { refusedOn: parisDay(), reason: '' },
    submitLabel: 'Enregistrer le refus',
    danger: true,
  },
  globalRefusal: {
    title: 'Refus global',
    intro:
      'Le dossier de permis sera clos : le projet ne peut pas être construit. Il quittera le tableau des permis et ne pourra plus être modifié.',
    fields: [{ name: 'reason', label: 'Motif', kind: 'multiline' }],
    schema: ZBpGlobalRefusalBody,
    defaults: { reason: '' },
    submitLabel: 'Clore le dossier',
    danger: true,
  },
  additionalDocument: {
    title: 'Pièce complémentaire demandée',
    fields: [
      { name: 'description', label: 'Pièce demandée par la mairie', kind: 'multiline' },
      { name: 'dueOn', label: 'À fournir avant le', kind: 'date', disablePast: true },
    ],
    schema: ZBpAdditionalDocumentBody,
    defaults: { description: '', dueOn: null },
    submitLabel: 'Ajouter',
  },
  addendum: {
    title: 'Avenant du modificatif',
    fields: [
      { name: 'amount', label: "Montant de l'avenant", kind: 'amount', helper: 'En euros, ex. 1 250,00' },
      { name: 'description', label: 'Description du modificatif', kind: 'multiline' },
    ],
    schema: ZBpAddendumBody,
    defaults: { amount: '', description: '' },
    submitLabel: "Enregistrer l'avenant",
  },
  comment: {
    title: 'Commenter le modificatif',
    fields: [{ name: 'comment', label: 'Commentaire', kind: 'multiline' }],
    schema: ZBpCommentBody,
    defaults: { comment: '' },
    submitLabel: 'Enregistrer',
  },
  raise: {
    title: 'Relancer le commercial',
    intro: 'Le commercial du projet reçoit une notification et un e-mail.',
    fields: [{ name: 'message', label: 'Message', kind: 'multiline' }],
    schema: ZBpRaiseBody,
    defaults: { message: '' },
    submitLabel: 'Relancer',
  },
  send: {
    title: 'Envoyer le permis par e-mail',
    fields: [
      { name: 'email', label: 'Destinataire', kind: 'email' },
      { name: 'message', label: 'Message', kind: 'multiline' },
    ],
    schema: ZBpSendBody,
    defaults: {
      email: '',
      message: 'Bonjour,\n\nVeuillez trouver les informations de votre permis de construire.',
    },
    submitLabel: 'Envoyer',
  },
  alert: {
    title: "Alerter le bureau d'études",
    intro: 'Un modificatif en attente d’avenant est créé et le bureau d’études est notifié.',
    fields: [
      {
        name: 'type',
        label: 'Objet',
        kind: 'select',
        options: BP_ALERT_TYPES.map((value) => ({ value, label: BP_ALERT_TYPE_LABELS[value] })),
      },
      { name: 'message', label: 'Modification demandée', kind: 'multiline' },
    ],
    schema: ZBpAlertBody,
    defaults: { type: 'plan', message: '' },
    submitLabel: 'Alerter',
  },
};

/** The dialog of one permit action; mount it with a key per target so its hooks bind to the project. */
export function PermitDialog({ target, onClose }: { target: PermitDialogTarget; onClose: () => void }) {
  const { projectId, kind, id } = target;
  const mutations = {
    deposit: useDepositPermit(projectId),
    issueDate: useIssueDate(projectId),
    refusal: useRefusePermit(projectId),
    globalRefusal: useGlobalRefusal(projectId),
    additionalDocument: useAddAdditionalDocument(projectId),
    addendum: useAddendumModification(projectId),
    comment: useCommentModification(projectId),
    raise: useRaiseToSalesman(projectId),
    send: useSendPermit(projectId),
    mailToAbm: useMailToAbm(projectId),
    alert: useAlertPermitModification(projectId),
  };
  const files = usePermitFiles(projectId, kind === 'mailToAbm');
  const mutation = mutations[kind] as unknown as {
    mutateAsync: (body: unknown) => Promise<unknown>;
    isPending: boolean;
  };
  const config: Config =
    kind === 'mailToAbm'
      ? {
          title: 'Envoyer au service urbanisme',
          fields: [
            { name: 'email', label: 'Adresse du service urbanisme', kind: 'email' },
            { name: 'message', label: 'Message', kind: 'multiline' },
            {
              name: 'files',
              label: 'Pièces à transmettre',
              kind: 'checkboxes',
              options: (files.data?.files ?? []).map((file) => ({ value: file.id, label: file.name })),
            },
          ],
          schema: ZBpMailToAbmBody,
          defaults: {
            email: '',
            message:
              'Madame, Monsieur,\n\nVeuillez trouver ci-joint les pièces du dossier de permis de construire.',
            files: [],
          },
          submitLabel: 'Envoyer',
        }
      : CONFIGS[kind];
  return (
    <FormDialog
      open
      title={config.title}
      intro={target.subject ? `${target.subject}${config.intro ? ` — ${config.intro}` : ''}` : config.intro}
      fields={config.fields}
      schema={config.schema}
      defaults={{ ...config.defaults, ...target.defaults }}
      submitLabel={config.submitLabel}
      danger={config.danger ?? false}
      pending={mutation.isPending}
      onClose={onClose}
      onSubmit={(values) => mutation.mutateAsync(id === undefined ? values : { ...values, id })}
    />
  );
}

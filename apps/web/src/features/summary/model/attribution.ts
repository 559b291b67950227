import { CONTACT_TEXTS, type TDuplicate, type TDuplicateReason } from '@batir/shared/contacts';
import { isRouteAvailable, type RouteName } from '../../../lib/route-names';

/** What the adviser chose in the attribution dialog. */
export type AttributionChoice = { userId: number | null; isExclusive: boolean; mergeWith: TDuplicate | null };

export type AttributionStep =
  | { kind: 'error'; title: string; message: string }
  | {
      kind: 'confirm';
      message: string;
      body: { userId: number; isExclusive: 0 | 1; mergeId: string | null };
    };

/** Only a customer's project can receive a merged request; another waiting contact cannot. */
export function isMergeable(duplicate: TDuplicate): boolean {
  return duplicate.kind === 'project' && duplicate.customerId != null && duplicate.projectId != null;
}

/** Spec 1 §3: mergeId is `customerId#projectId`. */
export function mergeIdOf(duplicate: TDuplicate): string {
  return `${duplicate.customerId}#${duplicate.projectId}`;
}

/**
 * Spec 1 §5: an adviser is required ('Erreur' alert); the confirmation then says whether the contact is
 * merged, attributed despite a reported duplicate risk, or simply attributed.
 */
export function attributionStep(
  choice: AttributionChoice,
  duplicates: readonly TDuplicate[],
): AttributionStep {
  if (!choice.userId) {
    return { kind: 'error', title: CONTACT_TEXTS.errorTitle, message: CONTACT_TEXTS.adviserRequired };
  }
  const body = {
    userId: choice.userId,
    isExclusive: choice.isExclusive ? (1 as const) : (0 as const),
    mergeId: choice.mergeWith ? mergeIdOf(choice.mergeWith) : null,
  };
  const message = choice.mergeWith
    ? CONTACT_TEXTS.confirmMerge
    : duplicates.length > 0
      ? CONTACT_TEXTS.confirmDuplicateRisk
      : CONTACT_TEXTS.confirmAttribute;
  return { kind: 'confirm', message, body };
}

/**
 * Spec 1 §2.14: a prospect's sheet is `admin-prospects-id`; a customer's is the pre-construction
 * informations at step 1, the construction informations after; the parameter `id` is the project id.
 * `route` is null while that screen does not exist yet (the link is then shown disabled, never a 404);
 * until the construction screens exist, a project in construction opens the customer sheet.
 */
export function duplicateSheet(duplicate: TDuplicate): {
  name: string | null;
  route: RouteName | null;
  params: { id: number };
} | null {
  if (duplicate.kind !== 'project' || duplicate.projectId == null) return null;
  const name = duplicate.isProspect
    ? 'admin-prospects-id'
    : duplicate.projectStep === 1
      ? 'admin-customer-id-preconstruction-informations'
      : 'admin-customer-id-construction-informations';
  const route = isRouteAvailable(name) ? name : duplicate.isProspect ? null : 'admin-customer-id';
  return { name, route, params: { id: duplicate.projectId } };
}

export const REASON_LABELS: Record<TDuplicateReason, string> = {
  name: 'Nom proche',
  phone: 'Même téléphone',
  email: 'Même e-mail',
  address: 'Même adresse',
  landParcel: 'Même parcelle',
};

/** How a duplicate is described: a prospect, a customer, or another request still waiting. */
export function duplicateKindLabel(duplicate: TDuplicate): string {
  if (duplicate.kind === 'contact') return 'Contact en attente';
  return duplicate.isProspect ? 'Prospect' : 'Client';
}

import type { TFinancingState, TProjectFinancing } from '@batir/shared/financing';

export const FINANCING_STEPS = [
  { key: 'asked', label: 'Demandé' },
  { key: 'sent', label: 'Envoyé à la banque' },
  { key: 'offersReceived', label: 'Offres reçues' },
  { key: 'unlocked', label: 'Fonds débloqués' },
] as const;

const ORDER: Record<TFinancingState, number> = {
  none: 0,
  asked: 1,
  sent: 2,
  offersReceived: 3,
  unlocked: 4,
  cancelled: 0,
};

/** How many steps of the stepper are done (0 to 4); a cancelled financing counts what it had reached. */
export function stepsDone(
  financing: Pick<
    TProjectFinancing,
    'state' | 'requestedAt' | 'sentAt' | 'loanOffersReceivedOn' | 'unlockedAt'
  >,
): number {
  if (financing.state !== 'cancelled') return ORDER[financing.state];
  if (financing.unlockedAt) return 4;
  if (financing.loanOffersReceivedOn) return 3;
  if (financing.sentAt) return 2;
  return financing.requestedAt ? 1 : 0;
}

/** The date under each step. */
export function stepDate(
  financing: Pick<TProjectFinancing, 'requestedAt' | 'sentAt' | 'loanOffersReceivedOn' | 'unlockedAt'>,
  key: (typeof FINANCING_STEPS)[number]['key'],
): string | null {
  switch (key) {
    case 'asked':
      return financing.requestedAt;
    case 'sent':
      return financing.sentAt;
    case 'offersReceived':
      return financing.loanOffersReceivedOn ? `${financing.loanOffersReceivedOn}T12:00:00Z` : null;
    case 'unlocked':
      return financing.unlockedAt;
  }
}

/** The next action offered to staff, by state. */
export type NextAction = 'request' | 'requestAgain' | 'sent' | 'attest' | 'unlock' | null;
export function nextAction(state: TFinancingState): NextAction {
  switch (state) {
    case 'none':
      return 'request';
    case 'cancelled':
      return 'requestAgain';
    case 'asked':
      return 'sent';
    case 'sent':
      return 'attest';
    case 'offersReceived':
      return 'unlock';
    case 'unlocked':
      return null;
  }
}

import {
  centsToInput,
  eurosToCents,
  LOAN_KINDS,
  parseRate,
  type TLoan,
  type TLoanKind,
  type TProjectFinancing,
  WHOLE_EUROS_MESSAGE,
  ZBankInfoBody,
} from '@batir/shared/financing';
import { z } from 'zod';

/**
 * The forms keep what the user types (strings); their checks are the server's own rules
 * (eurosToCents, parseRate from packages/shared/src/financing.ts), so an accepted form is accepted there.
 */
const AMOUNT_MESSAGE = 'Montant invalide : en euros, deux décimales au plus (ex. 1 234,56).';
const optionalAmount = z.string().refine((v) => v.trim() === '' || eurosToCents(v) !== null, AMOUNT_MESSAGE);

export const ZNeedForm = z.object({
  totalNeed: optionalAmount,
  personalContribution: optionalAmount.refine(
    (v) => v.trim() === '' || (eurosToCents(v) ?? 0) % 100 === 0,
    WHOLE_EUROS_MESSAGE,
  ),
});
export type TNeedForm = z.infer<typeof ZNeedForm>;

export const needDefaults = (financing: TProjectFinancing): TNeedForm => ({
  totalNeed: centsToInput(financing.totalNeedCents),
  personalContribution: centsToInput(financing.personalContributionCents),
});

export const ZLoanForm = z.object({
  kind: z.enum(LOAN_KINDS, { error: 'Choisissez le type de prêt.' }),
  bank: z.string().max(120, '120 caractères au plus.'),
  amount: z
    .string()
    .refine((v) => (eurosToCents(v) ?? 0) > 0, 'Indiquez un montant positif en euros (ex. 180 000).'),
  rate: z
    .string()
    .refine((v) => v.trim() === '' || parseRate(v) !== null, 'Taux invalide : entre 0 et 20 % (ex. 3,45).'),
  durationMonths: z
    .string()
    .refine(
      (v) => v.trim() === '' || (/^\d{1,3}$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 420),
      'Durée invalide : de 1 à 420 mois.',
    ),
});
export type TLoanForm = z.infer<typeof ZLoanForm>;

export const loanDefaults = (loan: TLoan | null): TLoanForm => ({
  kind: (loan?.kind as TLoanKind | undefined) ?? 'main',
  bank: loan?.bank ?? '',
  amount: loan ? centsToInput(loan.amountCents) : '',
  rate: loan?.rate === null || loan?.rate === undefined ? '' : String(Number(loan.rate)).replace('.', ','),
  durationMonths:
    loan?.durationMonths === null || loan?.durationMonths === undefined ? '' : String(loan.durationMonths),
});

/** The bank form: the server's schema as is (strings in, trimmed strings out). */
export const ZBankForm = ZBankInfoBody;
export type TBankForm = z.input<typeof ZBankInfoBody>;

export const bankDefaults = (financing: TProjectFinancing): Required<TBankForm> => ({
  bankName: financing.bankName,
  bankAdviser: financing.bankAdviser,
  bankPhone: financing.bankPhone,
  bankEmail: financing.bankEmail,
  broker: financing.broker,
});

/** "3.450" → "3,45 %". */
export function formatRate(rate: string | null): string {
  if (rate === null) return '';
  return `${String(Number(rate)).replace('.', ',')}\u00a0%`;
}

/** 300 → "300 mois (25 ans)". */
export function formatDuration(months: number | null): string {
  if (months === null) return '';
  const years = months / 12;
  return Number.isInteger(years) ? `${months} mois (${years} ans)` : `${months} mois`;
}

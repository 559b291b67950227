import { financingEndpoints } from '@batir/shared/contracts/financing';
import type { TLoanKind } from '@batir/shared/financing';
import { call } from '../../../lib/api-client';
import { useFinancingMutation } from './financing-mutation';

export type LoanForm = {
  kind: TLoanKind;
  bank: string;
  amount: string;
  rate: string;
  durationMonths: string;
};

const body = (loan: LoanForm) => ({
  kind: loan.kind,
  bank: loan.bank,
  amount: loan.amount,
  rate: loan.rate.trim() === '' ? null : loan.rate,
  durationMonths: loan.durationMonths.trim() === '' ? null : Number(loan.durationMonths),
});

/** POST /api/project/{project}/financing/loan, or PUT …/loan/{loan} when `id` is given. */
export function useSaveLoan(projectId: number) {
  return useFinancingMutation(projectId, ({ id, loan }: { id: number | null; loan: LoanForm }) =>
    id === null
      ? call(financingEndpoints.addLoan, { params: { project: projectId }, body: body(loan) })
      : call(financingEndpoints.editLoan, { params: { project: projectId, loan: id }, body: body(loan) }),
  );
}

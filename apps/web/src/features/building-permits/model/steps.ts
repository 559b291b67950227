import type { TBpStep, TBuildingPermit } from '@batir/shared/building-permits';

/** The stepper of the permit card: à préparer → imprimé → téléchargé/signé → déposé → accordé (or refusé). */
export function permitSteps(permit: TBuildingPermit): { key: string; label: string; date: string | null }[] {
  const last =
    permit.step === 'refused' || (permit.step === 'closed' && permit.refusedOn)
      ? { key: 'refused', label: 'Refusé', date: permit.refusedOn }
      : permit.step === 'closed'
        ? { key: 'closed', label: 'Clos (refus global)', date: permit.globalRefusalClosedAt }
        : { key: 'granted', label: 'Accordé', date: permit.issueDate };
  return [
    { key: 'toPrepare', label: 'À préparer', date: null },
    { key: 'printed', label: 'Imprimé', date: permit.printedAt },
    { key: 'downloaded', label: 'Téléchargé / signé', date: permit.downloadedAt },
    { key: 'deposited', label: 'Déposé', date: permit.depositedOn },
    last,
  ];
}

/** How many steps of the stepper are done. */
export function stepsDone(
  step: TBpStep,
  _permit?: Pick<TBuildingPermit, 'printedAt' | 'downloadedAt'>,
): number {
  switch (step) {
    case 'toPrepare':
      return 1;
    case 'printed':
      return 2;
    case 'downloaded':
      return 3;
    case 'deposited':
      return 4;
    default:
      return 5;
  }
}

/** The actions the card offers at each step. */
export function permitActions(step: TBpStep): string[] {
  switch (step) {
    case 'toPrepare':
      return ['print', 'downloaded', 'deposit'];
    case 'printed':
      return ['print', 'downloaded', 'deposit'];
    case 'downloaded':
      return ['deposit'];
    case 'deposited':
      return ['issueDate', 'refusal', 'globalRefusal'];
    case 'refused':
      return ['convert', 'globalRefusal'];
    default:
      return [];
  }
}

import { describe, expect, it } from 'vitest';
import { CONSTITUTION_PIECES } from './preconstruction';
import {
  ALREADY_IN_CONSTRUCTION,
  checkSwitchToConstruction,
  computeProgress,
  MILESTONES,
  mergePieces,
  type TMilestoneDates,
  ZSheetInformations,
  ZWorkingDamageBody,
} from './projects';

const NONE: TMilestoneDates = {
  permitIssuedOn: null,
  frozenAt: null,
  loanOffersReceivedOn: null,
  landDeedReceivedOn: null,
  logisboxFileAt: null,
};
const ALL: TMilestoneDates = {
  permitIssuedOn: '2026-03-02',
  frozenAt: new Date('2026-03-10T09:30:00Z'),
  loanOffersReceivedOn: '2026-02-14',
  landDeedReceivedOn: '2026-01-20',
  logisboxFileAt: '2026-04-01T08:00:00.000Z',
};
const accepted = CONSTITUTION_PIECES.map((p) => ({ key: p.key, label: p.label, state: 'accepted' }));

describe('computeProgress', () => {
  it('lists the 5 milestones in order, none reached', () => {
    const progress = computeProgress(NONE);
    expect(progress.milestones.map((m) => m.key)).toEqual(MILESTONES.map((m) => m.key));
    expect(progress.milestones.every((m) => !m.reached && m.date === null)).toBe(true);
    expect(progress).toMatchObject({ reached: 0, total: 5, percent: 0 });
  });

  it('reads each milestone from its own date', () => {
    const keys = Object.keys(NONE) as (keyof TMilestoneDates)[];
    const expected = [
      'permitGranted',
      'projectFrozen',
      'loanOffersReceived',
      'landDeedReceived',
      'logisboxFile',
    ];
    keys.forEach((source, index) => {
      const progress = computeProgress({ ...NONE, [source]: '2026-05-05' });
      expect(progress.milestones.filter((m) => m.reached).map((m) => m.key)).toEqual([expected[index]]);
      expect(progress.percent).toBe(20);
    });
  });

  it('counts every combination', () => {
    const keys = Object.keys(NONE) as (keyof TMilestoneDates)[];
    for (let mask = 0; mask < 32; mask += 1) {
      const dates = { ...NONE };
      let count = 0;
      keys.forEach((key, bit) => {
        if (mask & (1 << bit)) {
          dates[key] = '2026-01-01';
          count += 1;
        }
      });
      const progress = computeProgress(dates);
      expect(progress.reached).toBe(count);
      expect(progress.percent).toBe(count * 20);
    }
  });

  it('answers dates as text, Date objects as ISO, empty strings and invalid dates as not reached', () => {
    const progress = computeProgress({ ...ALL, permitIssuedOn: '', landDeedReceivedOn: new Date('x') });
    expect(progress.milestones[0]).toMatchObject({ reached: false, date: null });
    expect(progress.milestones[1]?.date).toBe('2026-03-10T09:30:00.000Z');
    expect(progress.milestones[2]?.date).toBe('2026-02-14');
    expect(progress.milestones[3]?.reached).toBe(false);
    expect(progress.percent).toBe(60);
  });

  it('French labels', () => {
    expect(computeProgress(ALL).milestones.map((m) => m.label)).toEqual([
      'Permis de construire accordé',
      'Projet figé',
      'Offres de prêt reçues',
      'Acte du terrain reçu',
      'Dossier logisbox complet',
    ]);
  });
});

describe('mergePieces', () => {
  it('a piece of the default list with no row is missing', () => {
    const merged = mergePieces([]);
    expect(merged).toHaveLength(CONSTITUTION_PIECES.length);
    expect(merged.every((p) => p.state === 'missing')).toBe(true);
  });
  it('keeps the default order and appends extra rows', () => {
    const merged = mergePieces([
      { key: 'extra', label: 'Plan de bornage', state: 'received' },
      { key: 'loanOffers', label: 'Offres de prêt acceptées', state: 'accepted' },
    ]);
    expect(merged.map((p) => p.key)).toEqual([...CONSTITUTION_PIECES.map((p) => p.key), 'extra']);
    expect(merged.find((p) => p.key === 'loanOffers')?.state).toBe('accepted');
  });
});

describe('checkSwitchToConstruction', () => {
  it('allowed when the 5 milestones are reached and every piece accepted', () => {
    const check = checkSwitchToConstruction({ step: 1, progress: computeProgress(ALL), pieces: accepted });
    expect(check).toEqual({
      allowed: true,
      missingMilestones: [],
      missingPieces: [],
      missing: [],
      message: '',
    });
  });

  it('names the missing milestones and pieces in French', () => {
    const check = checkSwitchToConstruction({
      step: 1,
      progress: computeProgress({ ...ALL, permitIssuedOn: null }),
      pieces: accepted.map((p) => (p.key === 'loanOffers' ? { ...p, state: 'received' } : p)),
    });
    expect(check.allowed).toBe(false);
    expect(check.message).toBe(
      'Passage en construction impossible : permis de construire non accordé ; pièces non acceptées : Offres de prêt acceptées.',
    );
    expect(check.missing).toEqual([
      'permis de construire non accordé',
      'Pièce non acceptée : Offres de prêt acceptées',
    ]);
  });

  it('a refused piece, or one without a row, blocks the switch', () => {
    const pieces = accepted
      .filter((p) => p.key !== 'identity')
      .map((p) => (p.key === 'taxNotice' ? { ...p, state: 'refused' } : p));
    const check = checkSwitchToConstruction({ step: 1, progress: computeProgress(ALL), pieces });
    expect(check.missingPieces).toEqual(["Pièces d'identité des acquéreurs", "Dernier avis d'imposition"]);
    expect(check.missingMilestones).toEqual([]);
  });

  it('nothing done: every milestone and piece named', () => {
    const check = checkSwitchToConstruction({ step: 1, progress: computeProgress(NONE), pieces: [] });
    expect(check.missingMilestones).toEqual(MILESTONES.map((m) => m.missing));
    expect(check.missingPieces).toHaveLength(CONSTITUTION_PIECES.length);
    expect(
      check.message.startsWith(
        'Passage en construction impossible : permis de construire non accordé ; projet non figé',
      ),
    ).toBe(true);
  });

  it('a project already in construction cannot switch again', () => {
    const check = checkSwitchToConstruction({ step: 2, progress: computeProgress(ALL), pieces: accepted });
    expect(check).toMatchObject({ allowed: false, message: ALREADY_IN_CONSTRUCTION });
  });
});

describe('bodies', () => {
  it('working damage accepts 1/0 only', () => {
    expect(ZWorkingDamageBody.parse({ workingDamage: 1 }).workingDamage).toBe(1);
    expect(ZWorkingDamageBody.parse({ workingDamage: '0' }).workingDamage).toBe(0);
    expect(ZWorkingDamageBody.safeParse({ workingDamage: 2 }).success).toBe(false);
    expect(ZWorkingDamageBody.safeParse({ workingDamage: 'oui' }).success).toBe(false);
  });
  it('sheet informations', () => {
    const parsed = ZSheetInformations.parse({
      name: ' Maison ',
      area: '110',
      workingDamage: 1,
      notes: '',
      state: 'inProgress',
    });
    expect(parsed).toEqual({ name: 'Maison', area: 110, workingDamage: 1, notes: '', state: 'inProgress' });
    expect(ZSheetInformations.safeParse({ ...parsed, state: 'x' }).success).toBe(false);
    expect(ZSheetInformations.safeParse({ ...parsed, name: '' }).success).toBe(false);
  });
});

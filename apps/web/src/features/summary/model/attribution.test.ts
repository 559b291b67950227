import { CONTACT_TEXTS } from '@batir/shared/contacts';
import { describe, expect, test } from 'vitest';
import { attributionStep, duplicateKindLabel, duplicateSheet, isMergeable, mergeIdOf } from './attribution';
import { duplicate } from './attribution.fixtures';

const waitingContact = duplicate({
  id: 'contact-3',
  kind: 'contact',
  customerId: null,
  projectId: null,
  contactId: 3,
  projectName: null,
  projectStep: null,
});

describe('attributionStep (spec 1 §5)', () => {
  test('without an adviser: the Erreur alert', () => {
    expect(attributionStep({ userId: null, isExclusive: true, mergeWith: null }, [])).toEqual({
      kind: 'error',
      title: 'Erreur',
      message: 'Vous devez selectionner un gestionnaire',
    });
  });

  test('merging: the merge confirmation and mergeId customerId#projectId', () => {
    const step = attributionStep({ userId: 7, isExclusive: true, mergeWith: duplicate() }, [duplicate()]);
    expect(step).toEqual({
      kind: 'confirm',
      message: "Vous avez choisi de fusionner le contact et de l'attribuer",
      body: { userId: 7, isExclusive: 1, mergeId: '4#12' },
    });
  });

  test('a reported duplicate risk, not merged: the risk confirmation', () => {
    const step = attributionStep({ userId: 7, isExclusive: false, mergeWith: null }, [waitingContact]);
    expect(step).toMatchObject({
      message: "Vous allez attribuer le contact alors qu'un risque de doublon a été signalé.",
      body: { userId: 7, isExclusive: 0, mergeId: null },
    });
  });

  test('no duplicate: the plain confirmation', () => {
    expect(attributionStep({ userId: 7, isExclusive: true, mergeWith: null }, [])).toMatchObject({
      message: 'Vous allez attribuer le contact.',
    });
    expect(CONTACT_TEXTS.confirmAttribute).toBe('Vous allez attribuer le contact.');
  });
});

describe('duplicates', () => {
  test('a customer at step 1 opens the pre-construction sheet, later steps the construction one', () => {
    expect(duplicateSheet(duplicate())).toMatchObject({
      name: 'admin-customer-id-preconstruction-informations',
      params: { id: 12 },
    });
    expect(duplicateSheet(duplicate({ projectStep: 2 }))?.name).toBe(
      'admin-customer-id-construction-informations',
    );
    expect(duplicateSheet(duplicate({ isProspect: true }))?.name).toBe('admin-prospects-id');
  });

  test('the customer screens exist; a project in construction opens the customer sheet for now', () => {
    expect(duplicateSheet(duplicate())?.route).toBe('admin-customer-id-preconstruction-informations');
    expect(duplicateSheet(duplicate({ projectStep: 2 }))?.route).toBe('admin-customer-id');
    expect(duplicateSheet(waitingContact)).toBeNull();
  });

  test('only projects can be merged into', () => {
    expect(isMergeable(duplicate())).toBe(true);
    expect(isMergeable(waitingContact)).toBe(false);
    expect(mergeIdOf(duplicate({ customerId: 40, projectId: 120 }))).toBe('40#120');
    expect([duplicate(), duplicate({ isProspect: true }), waitingContact].map(duplicateKindLabel)).toEqual([
      'Client',
      'Prospect',
      'Contact en attente',
    ]);
  });
});

import { describe, expect, test } from 'vitest';
import { parseProjectId, readCurrentProject, rememberProject } from '../../../lib/current-project';
import { applyRouteConstructionMode, constructionModeFor, isConstructionMode } from './construction-mode';

describe('construction mode (spec 1 §4)', () => {
  test('-preconstruction- routes turn it off, -construction- and crcModification on, others leave it', () => {
    expect(constructionModeFor('admin-customer-id-preconstruction-informations')).toBe(false);
    expect(constructionModeFor('admin-customer-id-construction-informations')).toBe(true);
    expect(constructionModeFor('admin-customer-id-crcModification')).toBe(true);
    expect(constructionModeFor('admin-customer-id-agenda')).toBeNull();
    expect(constructionModeFor(undefined)).toBeNull();
  });

  test('applying the routes in turn', () => {
    expect(applyRouteConstructionMode('admin-customer-id-crcModification')).toBe(true);
    expect(applyRouteConstructionMode('admin-customer-id-noteTodo')).toBe(true);
    expect(applyRouteConstructionMode('admin-customer-id-preconstruction-land')).toBe(false);
    expect(isConstructionMode()).toBe(false);
  });
});

describe('current project', () => {
  test('only positive whole ids', () => {
    expect(parseProjectId('12')).toBe(12);
    expect(parseProjectId('0')).toBeNull();
    expect(parseProjectId('abc')).toBeNull();
    expect(parseProjectId(undefined)).toBeNull();
  });

  test('remembered in local storage, forgotten with null', () => {
    rememberProject(42);
    expect(readCurrentProject()).toBe(42);
    rememberProject(null);
    expect(readCurrentProject()).toBeNull();
  });
});

import { afterEach, describe, expect, test } from 'vitest';
import { ROUTE_PATHS } from '../../../lib/route-names';
import {
  craftsmanTarget,
  customerTarget,
  meterTarget,
  modelTarget,
  prospectLabel,
  prospectTarget,
  SEARCH_ROUTES,
} from './search-rules';

/** The screens later issues add: registered here for a test, as their route files will. */
const LATER_ROUTES: Record<string, string> = {
  [SEARCH_ROUTES.customerConstruction]: '/admin/customer/:id/construction/informations',
  [SEARCH_ROUTES.meter]: '/admin/meter/:id',
  [SEARCH_ROUTES.craftsman]: '/admin/craftsman/:id?',
  [SEARCH_ROUTES.model]: '/admin/model/:id?',
};
const routes = ROUTE_PATHS as unknown as Record<string, string>;
function registerLaterRoutes() {
  Object.assign(routes, LATER_ROUTES);
}
afterEach(() => {
  for (const name of Object.keys(LATER_ROUTES)) delete routes[name];
});

describe('search result targets (spec 1 §2.10)', () => {
  test('screens not built yet give disabled entries, never links to a 404', () => {
    // The customer screens exist (issue 6); construction ones not yet: the customer sheet opens.
    expect(customerTarget({ id: 12, projectStep: 1 })).toEqual({
      kind: 'link',
      to: '/admin/customer/12/preconstruction/informations',
    });
    expect(customerTarget({ id: 12, projectStep: 2 })).toEqual({ kind: 'link', to: '/admin/customer/12' });
    // The prospect sheet exists (issue 5): always a link.
    expect(prospectTarget({ id: 30 })).toEqual({ kind: 'link', to: '/admin/prospects/30' });
    expect(craftsmanTarget(4)).toEqual({ kind: 'soon' });
    expect(modelTarget(8)).toEqual({ kind: 'soon' });
    expect(meterTarget(5)).toEqual({ kind: 'soon' });
  });

  test('once registered, a client opens pre-construction informations at step 1, construction otherwise', () => {
    registerLaterRoutes();
    expect(customerTarget({ id: 12, projectStep: 1 })).toEqual({
      kind: 'link',
      to: '/admin/customer/12/preconstruction/informations',
    });
    for (const projectStep of [2, 3]) {
      expect(customerTarget({ id: 12, projectStep })).toEqual({
        kind: 'link',
        to: '/admin/customer/12/construction/informations',
      });
    }
    expect(prospectTarget({ id: 30 })).toEqual({ kind: 'link', to: '/admin/prospects/30' });
    expect(craftsmanTarget(4)).toEqual({ kind: 'link', to: '/admin/craftsman/4' });
    expect(modelTarget(8)).toEqual({ kind: 'link', to: '/admin/model/8' });
    expect(meterTarget(5)).toEqual({ kind: 'link', to: '/admin/meter/5' });
  });

  test('a house without a model and a result without a meter lead nowhere', () => {
    registerLaterRoutes();
    expect(modelTarget(null)).toEqual({ kind: 'none' });
    expect(meterTarget(null)).toEqual({ kind: 'none' });
  });

  test('website prospects are tagged (Lead), the others are not', () => {
    expect(prospectLabel({ name: 'Élodie Muller', type: 'website' })).toBe('Élodie Muller (Lead)');
    for (const type of ['salesman', 'phone', 'fair', null]) {
      expect(prospectLabel({ name: 'Mathis Roux', type })).toBe('Mathis Roux');
    }
  });
});

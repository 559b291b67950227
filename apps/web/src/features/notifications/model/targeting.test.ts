import type { TLiveNotification } from '@batir/shared/notifications';
import { describe, expect, it } from 'vitest';
import { isLiveNotification, isTargeted, type Recipient } from './targeting';

const alert = { text: 'Nouveau devis', icon: null, img: null, name: 'quotation', color: null };
const event = (target: Partial<TLiveNotification>): TLiveNotification => ({
  all: false,
  roles: [],
  user: [],
  alert,
  ...target,
});
const salesman: Recipient = {
  id: 3,
  roles: {
    isAdmin: false,
    isTechnical: false,
    isSalesman: true,
    isGridOperator: false,
    isCustomer: false,
    isCraftsman: false,
  },
};

describe('isTargeted (spec 1 §6)', () => {
  it('shows an event sent to everyone', () => {
    expect(isTargeted(event({ all: true }), salesman)).toBe(true);
  });

  it('shows an event sent to a role the user holds, not to other roles', () => {
    expect(isTargeted(event({ roles: ['technical', 'salesman'] }), salesman)).toBe(true);
    expect(isTargeted(event({ roles: ['admin', 'technical'] }), salesman)).toBe(false);
  });

  it("shows an event sent to the user's id, not to other users", () => {
    expect(isTargeted(event({ user: [8, 3] }), salesman)).toBe(true);
    expect(isTargeted(event({ user: [4] }), salesman)).toBe(false);
  });

  it('ignores unknown role names and an empty target', () => {
    expect(isTargeted(event({ roles: ['toString', 'isSalesman'] }), salesman)).toBe(false);
    expect(isTargeted(event({}), salesman)).toBe(false);
  });
});

describe('isLiveNotification', () => {
  it('accepts the server event and refuses malformed payloads', () => {
    expect(isLiveNotification(event({ all: true }))).toBe(true);
    expect(isLiveNotification(null)).toBe(false);
    expect(isLiveNotification({ all: true, roles: [], user: [] })).toBe(false);
    expect(isLiveNotification({ all: 'yes', roles: [], user: [], alert })).toBe(false);
  });
});

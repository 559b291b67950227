import type { TLiveNotification } from '@batir/shared/notifications';
import { holdsOneOf, rolesOfFlags } from '@batir/shared/policy';
import type { Role } from '@batir/shared/roles';

export type Recipient = {
  id: number;
  roles: {
    [K in
      | 'isAdmin'
      | 'isTechnical'
      | 'isSalesman'
      | 'isGridOperator'
      | 'isCustomer'
      | 'isCraftsman']: boolean;
  };
};

/**
 * Spec 1 §6: the live alert shows when the event targets everyone, a role the user holds, or the user's id.
 * The server already sends to those sockets only; this keeps the rule true whatever reaches the tab.
 */
export function isTargeted(event: TLiveNotification, recipient: Recipient): boolean {
  if (event.all) return true;
  if (event.user.includes(recipient.id)) return true;
  // holdsOneOf compares names: a name that is no role (`toString`…) matches nothing.
  return holdsOneOf({ roles: rolesOfFlags(recipient.roles) }, event.roles as readonly Role[]);
}

/** A `notification` event as the socket delivers it, checked before use (it comes from the network). */
export function isLiveNotification(payload: unknown): payload is TLiveNotification {
  if (!payload || typeof payload !== 'object') return false;
  const event = payload as Partial<TLiveNotification>;
  return (
    typeof event.all === 'boolean' &&
    Array.isArray(event.roles) &&
    Array.isArray(event.user) &&
    !!event.alert &&
    typeof event.alert === 'object' &&
    typeof event.alert.text === 'string'
  );
}

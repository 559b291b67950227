import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useBlocker } from 'react-router';
import { useConfirm } from './confirm';

export const LEAVE_TITLE = 'Modifications non enregistrées';
export const LEAVE_MESSAGE =
  'Vos modifications ne sont pas enregistrées : quitter la page sans les enregistrer ?';

type MarkDirty = (form: string, dirty: boolean) => void;
const LeaveContext = createContext<MarkDirty | null>(null);

/**
 * Asks before leaving a page whose forms hold unsaved changes (`useLeaveConfirmation`): another page of
 * the app (React Router's blocker, then the app's Oui / Non dialog), or a reload, a closed tab, another
 * site (`beforeunload`: the browser asks in its own words, a page cannot choose them). One blocker for
 * every form, inside the router: React Router heeds only one at a time. Another query or hash of the same
 * page is not leaving it.
 */
export function LeaveConfirmationProvider({ children }: { children: ReactNode }) {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set());
  const dirty = dirtyForms.size > 0;
  const confirm = useConfirm();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // The blocker object changes with each router state; the question is asked once per blocked navigation.
  const current = useRef(blocker);
  current.current = blocker;
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) return;
    void confirm({ title: LEAVE_TITLE, message: LEAVE_MESSAGE }).then((leave) => {
      if (current.current.state !== 'blocked') return;
      if (leave) current.current.proceed();
      else current.current.reset();
    });
  }, [blocked, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const markDirty = useCallback<MarkDirty>(
    (form, value) =>
      setDirtyForms((forms) => {
        if (forms.has(form) === value) return forms;
        const next = new Set(forms);
        if (value) next.add(form);
        else next.delete(form);
        return next;
      }),
    [],
  );
  return <LeaveContext value={markDirty}>{children}</LeaveContext>;
}

/**
 * A form with unsaved changes (`dirty`): leaving its page asks first (LeaveConfirmationProvider). Outside
 * the provider (the customer area, a form rendered on its own) nothing is guarded.
 */
export function useLeaveConfirmation(dirty: boolean): void {
  const markDirty = useContext(LeaveContext);
  const form = useId();
  useEffect(() => {
    if (!markDirty) return;
    markDirty(form, dirty);
    return () => markDirty(form, false);
  }, [markDirty, form, dirty]);
}

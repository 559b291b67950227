import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';

// Loaded the first time a question is asked: the dialog and its Modal stay off the login page's JavaScript.
const ConfirmDialog = lazy(() => import('./confirm-dialog'));

export type ConfirmOptions = { title?: string; message: ReactNode };
type Confirm = (options: ConfirmOptions | string) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** One confirmation dialog for the app, answered with Oui or Non (spec 1 §2.7). */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Whether a question was ever asked: the dialog's chunk is loaded then, not before.
  const [asked, setAsked] = useState(false);
  // Kept after closing so the text does not vanish during the closing animation.
  const [options, setOptions] = useState<ConfirmOptions>({ message: '' });
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    // A question left unanswered counts as "Non".
    resolver.current?.(false);
    setOptions(typeof next === 'string' ? { message: next } : next);
    setOpen(true);
    setAsked(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(false);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog open={open} options={options} answer={answer} />
        </Suspense>
      )}
    </ConfirmContext>
  );
}

/** `if (await confirm('Vous allez attribuer le contact.')) …`: true for Oui, false for Non or a dismissal. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider>');
  return confirm;
}

import { EARLY_DIALOG_ID } from '@padel/contract';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { AuthDialogFrame } from './auth-dialog-frame';
import {
  OPEN_AUTH_MODAL_EVENT,
  readAuthLinkMode,
  readAuthModalMode,
  takePendingAuthModalMode,
  type AuthModalMode,
} from './auth-events';

// The forms (and the contract's validation) load only when someone opens the modal, so the
// landing page pays for a listener alone.
const AuthDialog = lazy(() => import('./auth-dialog'));

type ModalState = { opened: boolean; mode: AuthModalMode; openings: number };

/** Rendered once for the whole app; opens on the global open-auth-modal event with its mode. */
export default function AuthModal() {
  const [state, setState] = useState<ModalState>({ opened: false, mode: 'login', openings: 0 });

  useEffect(() => {
    const show = (mode: AuthModalMode) =>
      setState((current) => ({ opened: true, mode, openings: current.openings + 1 }));
    const pending = takePendingAuthModalMode() ?? readAuthLinkMode(window.location.search);
    if (pending) show(pending);
    const onOpen = (event: Event) => {
      takePendingAuthModalMode();
      show(readAuthModalMode(event));
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);

  // The frame the page showed for a tap made before the app took over (EARLY_TAPS_SCRIPT) gives
  // way to this dialog's, in the same frame.
  useLayoutEffect(() => {
    if (state.openings > 0) document.getElementById(EARLY_DIALOG_ID)?.remove();
  }, [state.openings]);

  const onClose = useCallback(() => setState((current) => ({ ...current, opened: false })), []);
  if (state.openings === 0) return null;
  return (
    // The dialog's frame answers the tap at once while the forms' code loads.
    <Suspense
      fallback={state.opened ? <AuthDialogFrame mode={state.mode} onClose={onClose} /> : null}
    >
      <AuthDialog
        // Each opening starts fresh in the mode it asked for.
        key={state.openings}
        opened={state.opened}
        initialMode={state.mode}
        onClose={onClose}
      />
    </Suspense>
  );
}

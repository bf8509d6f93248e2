import { lazy, Suspense, useEffect, useState } from 'react';
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

  if (state.openings === 0) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog
        // Each opening starts fresh in the mode it asked for.
        key={state.openings}
        opened={state.opened}
        initialMode={state.mode}
        onClose={() => setState((current) => ({ ...current, opened: false }))}
      />
    </Suspense>
  );
}

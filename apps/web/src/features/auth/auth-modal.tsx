import { lazy, Suspense, useEffect, useState } from 'react';
import {
  OPEN_AUTH_MODAL_EVENT,
  readAuthLinkMode,
  readAuthModalRequest,
  takePendingAuthModalRequest,
  type AuthModalRequest,
} from './auth-events';

// The forms (and the contract's validation) load only when someone opens the modal, so the
// landing page pays for a listener alone.
const AuthDialog = lazy(() => import('./auth-dialog'));

type ModalState = { opened: boolean; request: AuthModalRequest; openings: number };

/** Rendered once for the whole app; opens on the global open-auth-modal event with its mode. */
export default function AuthModal() {
  const [state, setState] = useState<ModalState>({
    opened: false,
    request: { mode: 'login' },
    openings: 0,
  });

  useEffect(() => {
    const show = (request: AuthModalRequest) =>
      setState((current) => ({ opened: true, request, openings: current.openings + 1 }));
    const linkMode = readAuthLinkMode(window.location.search);
    const pending = takePendingAuthModalRequest() ?? (linkMode ? { mode: linkMode } : null);
    if (pending) show(pending);
    const onOpen = (event: Event) => {
      takePendingAuthModalRequest();
      show(readAuthModalRequest(event));
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
        initialMode={state.request.mode}
        {...(state.request.reason ? { reason: state.request.reason } : {})}
        onClose={() => setState((current) => ({ ...current, opened: false }))}
      />
    </Suspense>
  );
}

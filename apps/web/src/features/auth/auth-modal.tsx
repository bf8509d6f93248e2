import { EARLY_DIALOG_ID } from '@padel/contract';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useTexts } from '../../i18n/texts';
import { AuthDialogFrame } from './auth-dialog-frame';
import {
  OPEN_AUTH_MODAL_EVENT,
  readAuthLinkMode,
  readAuthModalRequest,
  takePendingAuthModalRequest,
  type AuthModalRequest,
} from './auth-events';
import { authTexts } from './auth-texts';

// The forms (and the contract's validation) load only when someone opens the modal, so the
// landing page pays for a listener alone.
const AuthDialog = lazy(() => import('./auth-dialog'));

type ModalState = { opened: boolean; request: AuthModalRequest; openings: number };

/** Rendered once for the whole app; opens on the global open-auth-modal event with its mode. */
export default function AuthModal() {
  // The dialog's texts arrive with the modal (in Urdu, fetched now): its frame shows them at once.
  useTexts(authTexts);
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
      fallback={
        state.opened ? (
          <AuthDialogFrame
            mode={state.request.mode}
            reason={state.request.reason}
            onClose={onClose}
          />
        ) : null
      }
    >
      <AuthDialog
        // Each opening starts fresh in the mode it asked for.
        key={state.openings}
        opened={state.opened}
        initialMode={state.request.mode}
        {...(state.request.reason ? { reason: state.request.reason } : {})}
        onClose={onClose}
      />
    </Suspense>
  );
}

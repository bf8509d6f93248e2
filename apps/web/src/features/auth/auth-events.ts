import { AUTH_LINK_MODES, AUTH_LINK_PARAM, EARLY_TAPS_GLOBAL } from '@padel/contract';

export type AuthModalMode = 'login' | 'register' | 'forgot-password';

/** The global event any screen dispatches to open the auth modal (spec: open-auth-modal). */
export const OPEN_AUTH_MODAL_EVENT = 'open-auth-modal';

// The modal is its own chunk: a request made before it has loaded (a page opening the login on
// arrival) waits here until the modal takes it.
let pendingMode: AuthModalMode | null = null;

export function openAuthModal(mode: AuthModalMode = 'login'): void {
  pendingMode = mode;
  window.dispatchEvent(
    new CustomEvent<{ mode: AuthModalMode }>(OPEN_AUTH_MODAL_EVENT, { detail: { mode } }),
  );
  // No modal took it (its code is still on its way): the page's early-taps script shows the
  // dialog's frame meanwhile, as for a tap before the app took over.
  if (pendingMode)
    (window as unknown as Record<string, { showDialog?: (mode: string) => void } | undefined>)[
      EARLY_TAPS_GLOBAL
    ]?.showDialog?.(mode);
}

/** The mode asked for and not yet shown, once; the modal calls it when it mounts and on each event. */
export function takePendingAuthModalMode(): AuthModalMode | null {
  const mode = pendingMode;
  pendingMode = null;
  return mode;
}

/** Reads the mode an open-auth-modal event carries; anything else opens the login. */
export function readAuthModalMode(event: Event): AuthModalMode {
  const mode = (event as CustomEvent<{ mode?: unknown } | undefined>).detail?.mode;
  return mode === 'register' || mode === 'forgot-password' ? mode : 'login';
}

/** The mode a mail's link asks for on arrival (`/?auth=login`, `/?auth=forgot-password`), if any. */
export function readAuthLinkMode(search: string): AuthModalMode | null {
  const mode = new URLSearchParams(search).get(AUTH_LINK_PARAM);
  return AUTH_LINK_MODES.find((known) => known === mode) ?? null;
}

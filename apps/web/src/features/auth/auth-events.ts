import { AUTH_LINK_MODES, AUTH_LINK_PARAM, EARLY_TAPS_GLOBAL } from '@padel/contract';

export type AuthModalMode = 'login' | 'register' | 'forgot-password';

/** The global event any screen dispatches to open the auth modal (spec: open-auth-modal). */
export const OPEN_AUTH_MODAL_EVENT = 'open-auth-modal';

/** What an opening asks for: the mode, and why the modal opened (shown above the form). */
export type AuthModalRequest = { mode: AuthModalMode; reason?: string };

// The modal is its own chunk: a request made before it has loaded (a page opening the login on
// arrival) waits here until the modal takes it.
let pendingRequest: AuthModalRequest | null = null;

export function openAuthModal(mode: AuthModalMode = 'login', reason?: string): void {
  const request: AuthModalRequest = reason ? { mode, reason } : { mode };
  pendingRequest = request;
  window.dispatchEvent(
    new CustomEvent<AuthModalRequest>(OPEN_AUTH_MODAL_EVENT, { detail: request }),
  );
  // No modal took it (its code is still on its way): the page's early-taps script shows the
  // dialog's frame meanwhile, as for a tap before the app took over.
  if (pendingRequest) earlyTaps()?.showDialog?.(mode);
}

/** What the page's early-taps script shares: its dialog frame, and whether it was closed. */
type EarlyTapsState = { showDialog?: (mode: string) => void; dismissed?: boolean };
const earlyTaps = () =>
  (window as unknown as Record<string, EarlyTapsState | undefined>)[EARLY_TAPS_GLOBAL];

/**
 * The request made and not yet shown, once; the modal calls it when it mounts and on each event.
 * None when the player closed the dialog's frame while the modal's code was on its way.
 */
export function takePendingAuthModalRequest(): AuthModalRequest | null {
  const request = earlyTaps()?.dismissed ? null : pendingRequest;
  pendingRequest = null;
  return request;
}

/** Reads what an open-auth-modal event carries; any other mode opens the login. */
export function readAuthModalRequest(event: Event): AuthModalRequest {
  const detail = (event as CustomEvent<{ mode?: unknown; reason?: unknown } | undefined>).detail;
  const mode =
    detail?.mode === 'register' || detail?.mode === 'forgot-password' ? detail.mode : 'login';
  return typeof detail?.reason === 'string' && detail.reason
    ? { mode, reason: detail.reason }
    : { mode };
}

/** The mode a mail's link asks for on arrival (`/?auth=login`, `/?auth=forgot-password`), if any. */
export function readAuthLinkMode(search: string): AuthModalMode | null {
  const mode = new URLSearchParams(search).get(AUTH_LINK_PARAM);
  return AUTH_LINK_MODES.find((known) => known === mode) ?? null;
}

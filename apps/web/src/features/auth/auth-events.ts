export type AuthModalMode = 'login' | 'register' | 'forgot-password';

/** The global event any screen dispatches to open the auth modal (spec: open-auth-modal). */
export const OPEN_AUTH_MODAL_EVENT = 'open-auth-modal';

export function openAuthModal(mode: AuthModalMode = 'login'): void {
  window.dispatchEvent(new CustomEvent<{ mode: AuthModalMode }>(OPEN_AUTH_MODAL_EVENT, { detail: { mode } }));
}

// What other features use of the session and sign-in: they import this file, never the
// feature's own files (.dependency-cruiser.cjs, web block).
export {
  openAuthModal,
  OPEN_AUTH_MODAL_EVENT,
  readAuthLinkMode,
  type AuthModalMode,
} from './auth-events';
export { ProtectedRoute, type RouteAccess } from './protected-route';
export { useLogout, useSession } from './use-session';

import type { Refresher, TokenStore } from './context';
import { UpstreamError } from './upstream';

// The one place a call to the api is made with a session's tokens, renewed once on a 401:
// the tRPC procedures (trpc.ts) and the gateway's raw relays (uploads) both come here.

/** What a session call needs: where the tokens live and who renews them. */
export type Session = { store: TokenStore; refresher: Refresher };

/** The session is over: the api refused its refresh token. `refusal` is the first call's 401. */
export class SessionEndedError extends UpstreamError {
  constructor(public readonly refusal: UpstreamError) {
    super(401, 'Authentication failed: Missing tokens');
    this.name = 'SessionEndedError';
  }
}

const isRefusal = (error: unknown): error is UpstreamError =>
  error instanceof UpstreamError && error.status === 401;

/**
 * Sends a call with the session's access token; `send` throws an UpstreamError of status 401
 * when the api refuses the token. A refusal triggers one refresh (shared with every concurrent
 * request of the session) and one retry; a call refused after another call of the request has
 * renewed the tokens retries with those. A refused refresh ends the session (the store is
 * cleared, SessionEndedError thrown); a refresh the api could not answer (429, 5xx, network)
 * throws its error and keeps the session. A refused token that cannot be renewed (no refresh
 * token) clears the store and throws the refusal.
 */
export async function callWithSession<T>(
  { store, refresher }: Session,
  send: (accessToken: string | undefined) => Promise<T>,
): Promise<T> {
  const tokens = store.get();
  let refusal: UpstreamError;
  try {
    return await send(tokens.accessToken);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    if (!tokens.refreshToken) {
      if (tokens.accessToken) await store.clear();
      throw error;
    }
    refusal = error;
  }
  // Another call of the same request renewed the tokens while this one was being refused (its
  // 401 came back after the other's refresh): it retries with them instead of rotating again.
  const current = store.get();
  if (current.accessToken && current.accessToken !== tokens.accessToken)
    return send(current.accessToken);
  const rotated = await refresher.refresh(store);
  if (!rotated) {
    await store.clear();
    throw new SessionEndedError(refusal);
  }
  await store.set(rotated, tokens.user);
  return send(rotated.accessToken);
}

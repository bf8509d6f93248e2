import { describe, expect, it } from 'vitest';
import type { SessionData, TokenPair, TokenStore } from './context';
import { callWithSession } from './session-call';
import { UpstreamError } from './upstream';

/** One request's token store, and a refresher that counts its rotations. */
function setup() {
  let tokens: SessionData = { accessToken: 'access-1', refreshToken: 'refresh-1' };
  const store: TokenStore = {
    mode: 'bearer',
    get: () => tokens,
    set: async (next) => {
      tokens = { ...next };
    },
    clear: async () => {
      tokens = {};
    },
  };
  let rotations = 0;
  const refresher = {
    refresh: async (): Promise<TokenPair> => {
      rotations += 1;
      return { accessToken: `access-${rotations + 1}`, refreshToken: `refresh-${rotations + 1}` };
    },
  };
  return { session: { store, refresher }, rotations: () => rotations };
}

/** An api that refuses every access token but the one it names as current. */
const apiAccepting = (current: () => string) => async (accessToken: string | undefined) => {
  if (accessToken !== current()) throw new UpstreamError(401, 'Authentication failed');
  return accessToken;
};

describe('a call with a session', () => {
  it('renews a refused token once and retries with the new one', async () => {
    const { session, rotations } = setup();
    await expect(
      callWithSession(
        session,
        apiAccepting(() => 'access-2'),
      ),
    ).resolves.toBe('access-2');
    expect(rotations()).toBe(1);
    expect(session.store.get().refreshToken).toBe('refresh-2');
  });

  it('retries with the tokens another call of the request renewed, without rotating again', async () => {
    const { session, rotations } = setup();
    const send = apiAccepting(() => 'access-2');
    // The first call is refused and renews the tokens; the second call's refusal of the old token
    // comes back only after that.
    let answerLate: () => void = () => {};
    const late = new Promise<void>((resolve) => {
      answerLate = resolve;
    });
    const second = callWithSession(session, async (accessToken) => {
      if (accessToken === 'access-1') await late;
      return send(accessToken);
    });
    await expect(callWithSession(session, send)).resolves.toBe('access-2');
    answerLate();
    await expect(second).resolves.toBe('access-2');
    expect(rotations()).toBe(1);
  });
});

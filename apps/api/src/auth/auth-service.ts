import type { AppContext } from '../lib/context';
import type { RateLimits } from '../lib/rate-limits';
import type { CodeService } from '../one-time-codes';
import { createAccountService } from './account-service';
import { createAuthSupport } from './auth-support';
import { createSignInService } from './sign-in-service';
import type { TokenService } from './tokens';

/**
 * The auth domain's service as the routes use it: sign-in (sign-in-service.ts) and the account
 * (account-service.ts), over what they share (auth-support.ts).
 */
export function createAuthService(
  ctx: AppContext,
  deps: { codes: CodeService; tokens: TokenService; limits: RateLimits },
) {
  const support = createAuthSupport(ctx, deps.tokens);
  return {
    findByEmail: support.findByEmail,
    findById: support.findById,
    ...createSignInService(ctx, { ...deps, support }),
    ...createAccountService(ctx, { tokens: deps.tokens }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

import { ENDPOINTS, ZLogoutRequest } from '@padel/contract';
import type { AppContext } from '../../lib/context';
import { clientAddressOf } from '../client-address';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';
import { MESSAGES } from '../../auth';
import { currentUser } from '../guards';
import { languageOf } from '../request-language';
import { toUserDto } from '../../users';

const ZOptionalRefresh = ZLogoutRequest.catch({});

export function authRoutes(
  ctx: AppContext,
  { auth, accountDeletion, limits }: RouteServices,
): EndpointRoute[] {
  // Guessing passwords and codes is slowed per client address, counted across instances; the
  // codes themselves also lock after 5 tries. Refresh has its own limit per session (service).
  const limiter = limits.limitRequests(
    'signIn',
    (req) => clientAddressOf(req, ctx.config.gatewaySecret),
    MESSAGES.tooManyAttempts,
  );
  const limited = { before: [limiter] };

  return [
    route(
      ENDPOINTS['auth.register'],
      async ({ body, req }) => ({
        message: (await auth.register({ ...body, language: languageOf(req) })).message,
      }),
      limited,
    ),
    route(
      ENDPOINTS['auth.verifyEmail'],
      async ({ body, req }) => ({
        data: await auth.verifyEmail({ ...body, language: languageOf(req) }),
        message: 'Email verified successfully!',
      }),
      limited,
    ),
    route(
      ENDPOINTS['auth.login'],
      async ({ body }) => ({ data: await auth.login(body), message: MESSAGES.loginSuccess }),
      limited,
    ),
    route(
      ENDPOINTS['auth.logout'],
      async ({ req }) => {
        // Signing out never fails: a malformed body is read as none.
        const { refreshToken } = ZOptionalRefresh.parse(req.body ?? {});
        const result = await auth.logout({ refreshToken, userId: req.auth?.user.id });
        return { message: result.message };
      },
      { parsesOwnBody: true },
    ),
    route(ENDPOINTS['auth.refreshToken'], async ({ body }) => ({
      data: await auth.refresh(body.refreshToken),
    })),
    route(ENDPOINTS['auth.profile'], async ({ req }) => ({
      data: { user: toUserDto(currentUser(req)) },
    })),
    route(ENDPOINTS['auth.updateProfile'], async ({ body, req }) => {
      const user = currentUser(req);
      const result = await auth.updateProfile(user, body);
      // The answer to a change of language is already in the new one (request-language reads it).
      user.language = result.user.language;
      return { data: { user: result.user }, message: result.message };
    }),
    route(
      ENDPOINTS['auth.changePassword'],
      async ({ body, req }) => {
        const { refreshToken } = ZOptionalRefresh.parse(req.body ?? {});
        const result = await auth.changePassword(currentUser(req), { ...body, refreshToken });
        return { message: result.message };
      },
      limited,
    ),
    route(
      ENDPOINTS['auth.forgotPassword'],
      async ({ body, req }) => ({
        message: (await auth.forgotPassword(body.email, languageOf(req))).message,
      }),
      limited,
    ),
    route(
      ENDPOINTS['auth.resetPassword'],
      async ({ body }) => ({ message: (await auth.resetPassword(body)).message }),
      limited,
    ),
    route(
      ENDPOINTS['auth.tempUserSendOtp'],
      async ({ body, req }) => ({
        message: (await auth.sendTempUserCode(body.email, languageOf(req))).message,
      }),
      limited,
    ),
    route(
      ENDPOINTS['auth.completeSignup'],
      async ({ body }) => {
        const { message, ...session } = await auth.completeSignup(body);
        return { data: session, message };
      },
      limited,
    ),
    route(ENDPOINTS['auth.exportData'], async ({ req }) => ({
      data: await auth.exportData(currentUser(req)),
      message: 'Your data export is ready',
    })),
    route(ENDPOINTS['auth.deletionPreview'], async ({ req }) => ({
      data: await accountDeletion.preview(currentUser(req)),
    })),
    route(ENDPOINTS['auth.sendDeletionCode'], async ({ req }) =>
      accountDeletion.sendCode(currentUser(req)),
    ),
    route(
      ENDPOINTS['auth.deleteAccount'],
      async ({ body, req }) => accountDeletion.deleteAccount(currentUser(req), body),
      limited,
    ),
  ];
}

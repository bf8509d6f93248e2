import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { redactSecretPaths } from '@padel/contract';

/**
 * The gateway's request log. The api logs every request it answers, so the gateway does not log
 * each call it passes on a second time: it logs the answers that went wrong (5xx as errors, 4xx
 * as info) and, at `debug`, every request. Queries are never logged (they may carry inputs),
 * nor the secret in an address such as a calendar feed's.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const startedAt = performance.now();
    res.once('finish', () => {
      const status = res.statusCode;
      const level = status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';
      if (!logger.isLevelEnabled(level)) return;
      const path = redactSecretPaths(req.originalUrl.split('?')[0] ?? '');
      if (path === '/health' && status < 400) return;
      logger[level](
        {
          method: req.method,
          path,
          status,
          ms: Math.round((performance.now() - startedAt) * 10) / 10,
        },
        'request completed',
      );
    });
    next();
  };
}

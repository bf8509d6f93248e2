import type { Request, RequestHandler } from 'express';
import { CSRF_HEADER } from '@padel/contract';
import type { GatewayConfig } from './config';
import { isBearerRequest } from './session';

function isAllowedOrigin(req: Request, config: GatewayConfig): boolean {
  const origin = req.headers.origin ?? req.headers.referer;
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  return parsed.host === req.headers.host || config.allowedOrigins.includes(parsed.origin);
}

/** Cookie sessions ride along on any request, so mutations must prove they come from our pages. */
export function csrfGuard(config: GatewayConfig): RequestHandler {
  return (req, res, next) => {
    if (
      req.method === 'GET' ||
      req.method === 'HEAD' ||
      req.method === 'OPTIONS' ||
      isBearerRequest(req)
    ) {
      return next();
    }
    // The typed client always sends CSRF_HEADER; a cross-site form cannot add a header.
    if (!req.headers[CSRF_HEADER] || !isAllowedOrigin(req, config)) {
      res.status(403).json({
        error: {
          message: 'Request refused: missing or foreign origin',
          data: { status: 403, errors: [] },
        },
      });
      return;
    }
    next();
  };
}

import { isDeepStrictEqual } from 'node:util';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import {
  compareEndpointPaths,
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
} from '@padel/contract';
import { INSUFFICIENT_SCOPE_MESSAGE, isAllowedForKey } from './api-key-auth';
import { requireAuth, requireRole, STAFF_ROLES } from './guards';
import { AppError } from '../lib/errors';
import { parseWith } from '../lib/validate';

/** What a handler answers: `data` (and a message) for the envelope `{success, message?, data}`. */
export type EndpointAnswer<E extends Endpoint> = E['data'] extends z.ZodType
  ? { data: EndpointData<E>; message?: string; status?: number }
  : { message: string; status?: number };

export type EndpointInput<E extends Endpoint> = {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  req: Request;
  res: Response;
};

/**
 * A handler gets the parsed input. An entry with `data` (or `data: null`) answers through the
 * envelope; an entry with a `raw` answer writes the response itself and returns nothing.
 */
export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<EndpointAnswer<E> | void> | void;

export type EndpointRouteOptions = {
  /** Replaces the guard the entry's access implies (a route-specific message, agents). */
  guard?: RequestHandler;
  /** Run after the guard and the path parameters, before the query and body are read (limits, uploads). */
  before?: RequestHandler[];
  /** The body is parsed by the handler (a body that is one of two shapes). */
  parsesOwnBody?: boolean;
  /** The path parameters are parsed by the handler (a parameter whose refusal says more). */
  parsesOwnParams?: boolean;
};

export type EndpointRoute = {
  endpoint: Endpoint;
  handler: EndpointHandler<Endpoint>;
  options: EndpointRouteOptions;
};

/** One route of the catalogue: the entry, its handler, and what runs before it. */
export function route<E extends Endpoint>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): EndpointRoute {
  return { endpoint, handler: handler, options };
}

/** '/courts/{id}' as Express writes it: '/courts/:id'. */
export const toExpressPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * An API key reaches a route only if the route's own entry is in its scopes. The scope guard
 * checks the same before routing; this keeps the two from disagreeing on which entry a path is.
 */
function keyScopeGuard(endpoint: Endpoint): RequestHandler {
  return (req, _res, next) => {
    const auth = req.auth;
    if (auth?.via === 'apiKey' && !isAllowedForKey(endpoint, auth.scopes ?? [])) {
      throw new AppError(403, INSUFFICIENT_SCOPE_MESSAGE);
    }
    next();
  };
}

/** The guard an entry's access implies; an API key's scope is checked before, by the scope guard. */
function accessGuard(endpoint: Endpoint): RequestHandler | undefined {
  const roles =
    endpoint.access === 'admin'
      ? ['admin']
      : endpoint.access === 'staff'
        ? [...STAFF_ROLES]
        : undefined;
  if (roles) {
    const byRole = requireRole(...roles);
    if (!endpoint.scope) return byRole;
    return (req, res, next) => (req.auth?.via === 'apiKey' ? next() : byRole(req, res, next));
  }
  if (endpoint.access === 'player') return requireAuth();
  return undefined;
}

/**
 * Mounts routes on the api router at the catalogue's paths. Outside production each answer is
 * checked against the entry's `data` schema, so a handler cannot drift from the contract.
 */
export function mountRoutes(
  router: Router,
  routes: readonly EndpointRoute[],
  options: { checkAnswers: boolean },
): void {
  const sorted = [...routes].sort((a, b) => compareEndpointPaths(a.endpoint.path, b.endpoint.path));
  for (const { endpoint, handler, options: routeOptions } of sorted) {
    const guard = routeOptions.guard ?? accessGuard(endpoint);
    const readParams: RequestHandler = (req, res, next) => {
      res.locals.params =
        endpoint.params && !routeOptions.parsesOwnParams
          ? parseWith(endpoint.params, req.params)
          : req.params;
      next();
    };
    const handle: RequestHandler = async (req, res) => {
      const query = endpoint.query ? parseWith(endpoint.query, req.query) : {};
      const body =
        endpoint.body && !routeOptions.parsesOwnBody
          ? parseWith(endpoint.body, req.body ?? {})
          : (req.body as unknown);
      const answer = (await handler({
        params: res.locals.params,
        query,
        body,
        req,
        res,
      })) as {
        data?: unknown;
        message?: string;
        status?: number;
      } | void;
      if (endpoint.raw || !answer) return;
      const data = answer.data ?? null;
      if (options.checkAnswers) checkAnswer(endpoint, data);
      res
        .status(answer.status ?? endpoint.status ?? 200)
        .json(
          answer.message === undefined
            ? { success: true, data }
            : { success: true, message: answer.message, data },
        );
    };
    const chain = [
      keyScopeGuard(endpoint),
      ...(guard ? [guard] : []),
      readParams,
      ...(routeOptions.before ?? []),
      handle,
    ];
    router[endpoint.method](toExpressPath(endpoint.path), ...chain);
  }
}

/** An answer that does not match the entry's schema is the api's fault: a 500 with the reason logged. */
function checkAnswer(endpoint: Endpoint, data: unknown): void {
  if (!endpoint.data) {
    if (data !== null) throw answerMismatch(endpoint, 'expected no data');
    return;
  }
  const sent = JSON.parse(JSON.stringify(data)) as unknown;
  const result = endpoint.data.safeParse(sent);
  if (!result.success) {
    throw answerMismatch(
      endpoint,
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  // The gateway passes answers on unparsed in production: a key the schema would drop (or a value
  // it would change) would reach the browser there and nowhere else.
  if (!isDeepStrictEqual(result.data, sent)) {
    throw answerMismatch(endpoint, 'keys or values the schema does not declare as sent');
  }
}

function answerMismatch(endpoint: Endpoint, reason: string): Error {
  const error = new Error(
    `Answer of ${endpoint.method.toUpperCase()} ${endpoint.path} does not match the contract: ${reason}`,
  );
  error.name = 'AnswerMismatchError';
  return error;
}

import type { Request, RequestHandler, Response } from 'express';
import { type AppRouter, createCatalogueReads, type TrpcContext } from '@padel/trpc';
import type { TRPCError } from '@trpc/server';

export type CreateContext = (req: Request, res: Response) => Promise<TrpcContext>;
export type OnProcedureError = (failure: { error: TRPCError; path: string | undefined }) => void;

/**
 * GETs of the catalogue's pass-through reads, answered with the api's data (see
 * catalogue-reads.ts in @padel/trpc) in every configuration; everything else goes on to tRPC's
 * handler.
 */
export function answerCatalogueReads(
  router: AppRouter,
  createContext: CreateContext,
  onError: OnProcedureError,
): RequestHandler {
  const answerRead = createCatalogueReads(router);
  return (req, res, next) => {
    if (req.method !== 'GET') return next();
    const queryAt = req.url.indexOf('?');
    const accept = req.headers.accept;
    const request = {
      path: req.path.slice(req.path.lastIndexOf('/') + 1),
      searchParams: new URLSearchParams(queryAt < 0 ? '' : req.url.slice(queryAt + 1)),
      wantsStream:
        req.headers['trpc-accept'] !== undefined ||
        (accept !== undefined &&
          accept.split(',').some((type) => type.trim() === 'application/jsonl')),
    };
    answerRead(request, () => createContext(req, res), onError).then((answer) => {
      if (!answer) return next();
      res.writeHead(answer.status, answer.headers).end(answer.body);
    }, next);
  };
}

export { createAppRouter, WITHOUT_PROCEDURE, type AppRouter } from './root-router';
export { GATEWAY_ONLY_PROCEDURES } from './routers/auth';
export { createCallerFactory, type ProcedureMeta, type RouterOptions } from './trpc';
export { requestFor } from './endpoint-request';
export { createCatalogueReads, type ReadAnswer, type ReadRequest } from './catalogue-reads';
export { callWithSession, SessionEndedError, type Session } from './session-call';
export type {
  JazzCashPost,
  Refresher,
  SessionData,
  SessionUser,
  TokenPair,
  TokenStore,
  TrpcContext,
} from './context';
export { normalizeError, toTrpcError } from './errors';
export {
  createUpstream,
  NetworkError,
  toQueryString,
  UpstreamError,
  withHeaders,
  type Upstream,
  type UpstreamRequest,
  type UpstreamResponse,
} from './upstream';

export { appRouter, type AppRouter } from './root-router';
export { createCallerFactory, type EndpointMeta } from './trpc';
export type { JazzCashPost, Refresher, SessionData, SessionUser, TokenPair, TokenStore, TrpcContext } from './context';
export { normalizeError, toTrpcError } from './errors';
export {
  createUpstream,
  NetworkError,
  toQueryString,
  UpstreamError,
  type Upstream,
  type UpstreamRequest,
  type UpstreamResponse,
} from './upstream';

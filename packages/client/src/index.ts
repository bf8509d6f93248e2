export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type TokenStorage,
} from './create-client';
export { toNormalizedError, isUnauthorized } from './normalize-error';
export type { AppRouter } from '@padel/trpc';

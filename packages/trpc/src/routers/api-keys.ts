import { ZApiKeyAnswer, ZApiKeyListAnswer, ZCreateApiKeyAnswer, ZCreateApiKeyRequest, ZIdParams } from '@padel/contract';
import { endpoint, router } from '../trpc';

export const apiKeysRouter = router({
  list: endpoint({ method: 'GET', path: '/admin/api-keys', output: ZApiKeyListAnswer }),
  create: endpoint({ method: 'POST', path: '/admin/api-keys', input: ZCreateApiKeyRequest, output: ZCreateApiKeyAnswer }),
  revoke: endpoint({ method: 'POST', path: '/admin/api-keys/:id/revoke', input: ZIdParams, output: ZApiKeyAnswer }),
});

import { Router } from 'express';
import { ZCreateApiKeyRequest, ZIdParams } from '@padel/contract';
import { requireAdmin } from '../auth/guards';
import type { AppContext } from '../context';
import { sendOk } from '../lib/respond';
import { parseBody, parseParams } from '../lib/validate';
import { API_KEY_MESSAGES, createApiKeysService, type ApiKeysService } from './api-keys-service';

/** /api/v1/admin/api-keys: partner agents' keys (DECISIONS: API keys are admin only). */
export function createApiKeysRouter(
  ctx: AppContext,
  service: ApiKeysService = createApiKeysService(ctx),
): Router {
  const router = Router();
  const admin = requireAdmin();

  router.post('/', admin, async (req, res) => {
    const input = parseBody(ZCreateApiKeyRequest, req);
    // The one answer that carries the secret: no cache may keep it.
    res.setHeader('Cache-Control', 'no-store');
    sendOk(res, await service.createApiKey(input), API_KEY_MESSAGES.created, 201);
  });

  router.get('/', admin, async (_req, res) => {
    sendOk(res, await service.listApiKeys());
  });

  router.post('/:id/revoke', admin, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, await service.revokeApiKey(id), API_KEY_MESSAGES.revoked);
  });

  return router;
}

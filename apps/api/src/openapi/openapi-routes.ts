import { Router } from 'express';
import type { AppContext } from '../context';
import { renderDocsPage } from './openapi-docs-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/**
 * /api/v1/openapi.json and /api/v1/docs: the api's reference, public. Both are built once, on
 * first use, from the contract's schemas.
 */
export function createOpenApiRouter(_ctx: AppContext): Router {
  const router = Router();
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOnce = () => (document ??= buildOpenApiDocument());

  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json(documentOnce());
  });

  router.get('/docs', (_req, res) => {
    page ??= renderDocsPage(documentOnce());
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('html').send(page);
  });

  return router;
}

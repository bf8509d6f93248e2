import { ENDPOINTS } from '@padel/contract';
import type { AppContext } from '../../lib/context';
import { route, type EndpointRoute } from '../endpoint-route';
import { buildOpenApiDocument, type OpenApiDocument } from '../../openapi/openapi-document';
import {
  readReferenceBundle,
  REFERENCE_PAGE_CSP,
  renderReferencePage,
} from '../../openapi/reference-page';

/**
 * /health, /health/ready, /openapi.json and the reference (/docs and its script): the service's own calls,
 * public. The document is built once, on first use, from the endpoint catalogue.
 */
export function serviceRoutes(ctx: AppContext): EndpointRoute[] {
  let document: OpenApiDocument | undefined;
  const documentOnce = () => (document ??= buildOpenApiDocument());

  return [
    route(ENDPOINTS['service.health'], ({ res }) => {
      res.json({ status: 'ok', database: ctx.engine });
    }),
    route(ENDPOINTS['service.ready'], async ({ res }) => {
      const ready = await ctx.isDatabaseReady();
      res
        .status(ready ? 200 : 503)
        .setHeader('Cache-Control', 'no-store')
        .json({ status: ready ? 'ready' : 'unavailable', ready });
    }),
    route(ENDPOINTS['service.openApi'], ({ res }) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(documentOnce());
    }),
    route(ENDPOINTS['service.docs'], ({ res }) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.setHeader('Content-Security-Policy', REFERENCE_PAGE_CSP);
      res.type('html').send(renderReferencePage(String(documentOnce().info.title)));
    }),
    route(ENDPOINTS['service.docsScript'], ({ res }) => {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('text/javascript').send(readReferenceBundle());
    }),
  ];
}

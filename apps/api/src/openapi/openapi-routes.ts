import { ENDPOINTS } from '@padel/contract';
import type { AppContext } from '../context';
import { route, type EndpointRoute } from '../lib/endpoint-route';
import { renderDocsPage } from './openapi-docs-page';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document';

/**
 * /health, /openapi.json and /docs: the service's own calls, public. The document and the page
 * are built once, on first use, from the endpoint catalogue.
 */
export function serviceRoutes(ctx: AppContext): EndpointRoute[] {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOnce = () => (document ??= buildOpenApiDocument());

  return [
    route(ENDPOINTS['service.health'], ({ res }) => {
      res.json({ status: 'ok', database: ctx.engine });
    }),
    route(ENDPOINTS['service.openApi'], ({ res }) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(documentOnce());
    }),
    route(ENDPOINTS['service.docs'], ({ res }) => {
      page ??= renderDocsPage(documentOnce());
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.type('html').send(page);
    }),
  ];
}

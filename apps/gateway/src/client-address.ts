import type { Request } from 'express';
import { GATEWAY_HEADERS } from '@padel/contract';
import { withHeaders, type Upstream } from '@padel/trpc';
import type { GatewayConfig } from './config';

/**
 * The api connection for one request, telling the api whose request it is: the client's address
 * (as Express reads it, honouring TRUST_PROXY) with the secret the api checks before believing
 * it. Without it the api would count every person behind the gateway as one address. The
 * browser's Accept-Language goes along, so the api answers in the reader's language.
 */
export function upstreamForClient(
  req: Request,
  upstream: Upstream,
  config: GatewayConfig,
): Upstream {
  const address = req.ip ?? req.socket.remoteAddress;
  const language = req.get('accept-language')?.slice(0, 200);
  const headers: Record<string, string> = {
    ...(config.gatewaySecret && address
      ? { [GATEWAY_HEADERS.clientAddress]: address, [GATEWAY_HEADERS.secret]: config.gatewaySecret }
      : {}),
    ...(language ? { 'accept-language': language } : {}),
  };
  return Object.keys(headers).length > 0 ? withHeaders(upstream, headers) : upstream;
}

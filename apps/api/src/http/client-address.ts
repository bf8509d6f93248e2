import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { Request } from 'express';
import { GATEWAY_HEADERS } from '@padel/contract';

/**
 * The address a request comes from, for limits counted per client. Behind the gateway every
 * request arrives from the gateway's own address, so the gateway passes the client's address in
 * a header; the api believes that header only with the secret both share (GATEWAY_SECRET),
 * never from any other caller or proxy. Otherwise the connection's address (or the one Express
 * derives under TRUST_PROXY).
 */
export function clientAddressOf(req: Request, gatewaySecret: string | undefined): string {
  if (gatewaySecret) {
    const given = req.headers[GATEWAY_HEADERS.secret];
    const address = req.headers[GATEWAY_HEADERS.clientAddress];
    if (
      typeof given === 'string' &&
      typeof address === 'string' &&
      isIP(address) !== 0 &&
      isSameSecret(given, gatewaySecret)
    ) {
      return address;
    }
  }
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

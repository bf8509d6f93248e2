import type { Server } from 'node:http';
import pino, { type Logger } from 'pino';
import { createGateway, type Gateway } from './app';
import type { GatewayConfig } from './config';

export const GATEWAY_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.accessToken',
  '*.refreshToken',
  '*.otp',
];

export async function startGateway(
  config: GatewayConfig,
  options: { logger?: Logger } = {},
): Promise<Gateway & { server: Server; url: string; stop: () => Promise<void> }> {
  const logger =
    options.logger ?? pino({ level: config.logLevel, base: { service: 'gateway' }, redact: { paths: GATEWAY_REDACT, censor: '[redacted]' } });
  const gateway = createGateway(config, logger);
  const server = await new Promise<Server>((resolve) => {
    const listening = gateway.app.listen(config.port, config.host, () => resolve(listening));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    ...gateway,
    server,
    url: `http://localhost:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await gateway.upstream.close();
    },
  };
}

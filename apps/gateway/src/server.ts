import { createServer, type Server } from 'node:http';
import pino, { type Logger } from 'pino';
import { drainOnStop, keepIdleConnectionsLongerThanClients } from '@padel/http';
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
    options.logger ??
    pino({
      level: config.logLevel,
      base: { service: 'gateway' },
      redact: { paths: GATEWAY_REDACT, censor: '[redacted]' },
    });
  const gateway = createGateway(config, logger);
  const server = createServer(gateway.app);
  keepIdleConnectionsLongerThanClients(server);
  const drain = drainOnStop(server);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    ...gateway,
    server,
    url: `http://localhost:${port}`,
    /** Stops accepting, answers every request in flight, then closes the api connections. */
    stop: async () => {
      await drain.close();
      await gateway.upstream.close();
    },
  };
}

import { createServer, type Server } from 'node:http';
import type { OidcSandboxConfig } from './config';
import { createOidcSandbox } from './sandbox-app';

/** The sandbox's server, listening where the configuration says (loopback unless told). */
export async function startSandbox(config: OidcSandboxConfig): Promise<Server> {
  const { app } = await createOidcSandbox(config);
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

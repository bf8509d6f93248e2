import {
  freePort,
  spawnService,
  waitUntilAnswering,
  type ServiceProcess,
} from '@padel/api/testing';

export {
  createProcessDatabase,
  PROCESS_ADMIN,
  startApiProcess,
  type ServiceProcess,
} from '@padel/api/testing';

/** A gateway process in front of the api at `apiUrl`. */
export async function startGatewayProcess(
  apiUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = spawnService(
    'gateway',
    {
      NODE_ENV: 'test',
      GATEWAY_PORT: String(port),
      GATEWAY_HOST: '127.0.0.1',
      API_URL: apiUrl,
      ALLOWED_ORIGINS: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    url,
  );
  await waitUntilAnswering(`${url}/health`, service, 90_000);
  return service;
}

import { GatewayConfigError, loadGatewayConfig } from './config';
import { startGateway } from './server';

/** A stop that takes longer than this ends the process anyway (orchestrators kill at 10 s or later). */
const SHUTDOWN_LIMIT_MS = 9_500;

async function main() {
  let config;
  try {
    config = loadGatewayConfig();
  } catch (error) {
    if (error instanceof GatewayConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const gateway = await startGateway(config);
  console.log(`Gateway listening on ${gateway.url} (api: ${config.apiUrl}; Node ${process.version})`);
  // SIGTERM (a deploy, a scale-down): stop accepting, answer what is in flight, then exit.
  const stop = async (signal: string) => {
    console.log(`${signal}: finishing requests in flight, then stopping`);
    const forced = setTimeout(() => {
      console.error('Requests still running after 10 s; stopping anyway');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    forced.unref();
    try {
      await gateway.stop();
      process.exit(0);
    } catch (error) {
      console.error('Stopping failed', error);
      process.exit(1);
    }
  };
  // stop ends the process itself; nothing waits on it.
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

void main();

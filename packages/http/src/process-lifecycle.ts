// How a service process starts and ends: a configuration it cannot run with ends it at once, and
// SIGTERM (a deploy, a scale-down) or SIGINT ends it once the requests in flight are answered.

/** A stop that takes longer than this ends the process anyway (orchestrators kill at 10 s or later). */
const SHUTDOWN_LIMIT_MS = 9_500;

/**
 * The configuration `load` reads; when it throws an `errorType` (a missing or invalid setting),
 * its message alone is printed, naming what is wrong and no secret, and the process exits 1.
 */
export function loadConfigOrExit<T>(
  load: () => T,
  errorType: abstract new (...args: never[]) => Error,
): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof errorType) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * On the first SIGTERM or SIGINT: `stop` (stop accepting, answer what is in flight, close what is
 * open), then exit 0; exit 1 if stopping fails or outlasts `limitMs`.
 */
export function stopOnSignals(
  stop: () => Promise<void>,
  { limitMs = SHUTDOWN_LIMIT_MS }: { limitMs?: number } = {},
): void {
  const shutdown = async (signal: NodeJS.Signals) => {
    console.log(`${signal}: finishing requests in flight, then stopping`);
    const forced = setTimeout(() => {
      console.error(`Requests still running after ${Math.ceil(limitMs / 1000)} s; stopping anyway`);
      process.exit(1);
    }, limitMs);
    forced.unref();
    try {
      await stop();
      process.exit(0);
    } catch (error) {
      console.error('Stopping failed', error);
      process.exit(1);
    }
  };
  // shutdown ends the process itself; nothing waits on it.
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

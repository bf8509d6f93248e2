import { loadConfig, type Config } from '@padel/api';

/**
 * The api's configuration for a benchmark that starts it in its own process over a database it
 * opens itself: answered as production answers (no answer checks against the catalogue, no
 * development routes), with silent logs. Production's configuration refuses to load without
 * PostgreSQL, SMTP and JazzCash's settings, none of which a benchmark on PGlite uses, so this
 * loads the development configuration and marks it production.
 */
export function benchApiConfig(env: Record<string, string>): Config {
  return {
    ...loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env }),
    isProduction: true,
  };
}

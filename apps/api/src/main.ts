import { loadConfigOrExit, stopOnSignals } from '@padel/http';
import { ConfigError, loadConfig } from './lib/config';
import { startApi } from './server';

async function main() {
  const config = loadConfigOrExit(loadConfig, ConfigError);
  const api = await startApi(config);
  const db =
    config.database.engine === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  console.log(`API listening on ${api.url}/api/v1 (database: ${db}; Node ${process.version})`);
  if (api.seed.createdAdmin) {
    const { email, password, isGenerated } = api.seed.createdAdmin;
    console.log(
      `Admin sign-in: ${email} / ${isGenerated ? password + '  (generated now; shown once, keep it)' : '(password from ADMIN_PASSWORD)'}`,
    );
  }
  if (api.seed.isAdminMissing) {
    console.log(
      'No admin account yet: start once with ADMIN_EMAIL and ADMIN_PASSWORD to create it.',
    );
  }
  if (!config.isProduction && !config.mail.smtpUrl) {
    console.log(`Mail outbox (development): ${api.url}/api/v1/dev/outbox`);
  }
  if (!config.isProduction && config.whatsapp) {
    console.log(`WhatsApp outbox (development): ${api.url}/api/v1/dev/outbox/whatsapp`);
  }
  if (!config.migrateOnStart) {
    console.log('Migrations are a release step here (npm run db:migrate); ready once applied.');
  }
  // SIGTERM (a deploy, a scale-down): stop accepting, answer what is in flight, close the pool.
  stopOnSignals(() => api.stop());
}

void main();

import { openDatabase } from '@padel/db';
import { loadConfigOrExit } from '@padel/http';
import { ConfigError, loadConfig } from './lib/config';
import { migrateAndSeed } from './seed';

// `npm run db:migrate`: the release step that applies the migrations and seeds the venue's
// defaults and the first admin where none exists. Runs started together are safe: they take
// turns under the database's advisory lock.

async function main() {
  const config = loadConfigOrExit(loadConfig, ConfigError);
  const database = await openDatabase(config.database);
  try {
    const seed = await migrateAndSeed(database, {
      adminEmail: config.admin.email,
      adminPassword: config.admin.password,
      mayGenerateAdminPassword: !config.isProduction,
    });
    const where =
      config.database.engine === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
    console.log(`Database migrated and seeded (${where})`);
    if (seed.createdAdmin) {
      const { email, password, isGenerated } = seed.createdAdmin;
      console.log(
        `Admin created: ${email} / ${isGenerated ? password + '  (generated now; shown once, keep it)' : '(password from ADMIN_PASSWORD)'}`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('Migration failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});

// Before any test: the services' built files (`dist/`) are brought up to date, so that every test
// that starts a service as a process runs what production runs, never a stale build.
import { build } from './build.mjs';

export default async function setup() {
  await build({
    targets: ['api', 'gateway', 'jazzcash-sandbox', 'whatsapp-sandbox'],
    ifStale: true,
    log: () => {},
  });
}

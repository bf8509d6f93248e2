// @padel/api/testing: test helpers other workspaces' tests use.
export { createFakeClock, type FakeClock } from './fake-clock';
export {
  createSecondInstance,
  createTestContext,
  TEST_ADMIN,
  testEngine,
  type TestContext,
} from './test-context';
export {
  createProcessDatabase,
  freePort,
  PROCESS_ADMIN,
  spawnService,
  startApiProcess,
  waitUntilAnswering,
  type ServiceProcess,
} from './api-process';
export {
  API_MAIN,
  MIGRATE_MAIN,
  runServiceProcess,
  sendBurst,
  serviceCommand,
  startServiceProcess,
  type StartedService,
} from './processes';

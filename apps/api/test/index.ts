// @padel/api/testing: test helpers other workspaces' tests use.
export { createFakeClock, type FakeClock } from './fake-clock';
export { createTestContext, TEST_ADMIN, testEngine, type TestContext } from './test-context';
export {
  API_MAIN,
  MIGRATE_MAIN,
  runServiceProcess,
  sendBurst,
  serviceCommand,
  startServiceProcess,
  type ServiceProcess,
} from './processes';

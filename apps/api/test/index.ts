// @padel/api/testing: test helpers other workspaces' tests use.
export { createFakeClock, type FakeClock } from './fake-clock';
export {
  createSecondInstance,
  createTestContext,
  openTestDatabase,
  TEST_ADMIN,
  testEngine,
  type TestContext,
} from './test-context';
export {
  createProcessDatabase,
  freePort,
  PROCESS_ADMIN,
  runService,
  sendBurst,
  spawnService,
  startApiProcess,
  startGatewayProcess,
  startPgliteApiProcess,
  startService,
  type ProcessExit,
  type Service,
  type ServiceProcess,
} from './processes';
export { socialSignInEnv, startOidcSandbox } from './social-sign-in';
export {
  BROKEN_JSON_BODIES,
  hostileValue,
  jsonSchemaOf,
  mutatedJson,
  STACK_TRACE,
  validArbitrary,
  type FuzzPool,
} from './schema-arbitrary';

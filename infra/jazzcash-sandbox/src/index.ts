export {
  createSandboxApp,
  SANDBOX_PATHS,
  type SandboxApp,
  type SandboxOptions,
} from './sandbox-app';
export { TEST_MOBILE_NUMBERS } from './test-mobile-numbers';
export type {
  SandboxTransaction,
  TransactionOutcome,
  TransactionStatus,
  TransactionStore,
} from './transaction-store';

export { createOidcSandbox, SANDBOX_TENANT_ID, type OidcSandbox } from './sandbox-app';
export {
  loadOidcSandboxConfig,
  OIDC_PROVIDERS,
  type OidcSandboxConfig,
  type SandboxClient,
  type SandboxProvider,
} from './config';
export { FAULTS, TEST_IDENTITIES, type Fault, type TestIdentity } from './identities';

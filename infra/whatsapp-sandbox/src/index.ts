export { loadSandboxConfig, SANDBOX_DEFAULTS, type SandboxConfig } from './config';
export { createSandboxApp, signBody, type SandboxApp, type SandboxMessage } from './sandbox-app';

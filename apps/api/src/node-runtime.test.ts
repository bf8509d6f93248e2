import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// npm scripts run on the Node the project installs (the `node` package in node_modules/.bin),
// not on whatever the machine has; a suite started on an older Node fails here first.
const rootManifest = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { engines: { node: string } };

const parts = (version: string) =>
  version
    .replace(/^[^\d]*/, '')
    .split('.')
    .map(Number);

describe('runtime', () => {
  it('runs on a Node version the project declares in engines', () => {
    const [wantMajor = 0, wantMinor = 0] = parts(rootManifest.engines.node);
    const [major = 0, minor = 0] = parts(process.versions.node);
    expect(major).toBeGreaterThanOrEqual(24);
    expect(major > wantMajor || (major === wantMajor && minor >= wantMinor)).toBe(true);
  });
});

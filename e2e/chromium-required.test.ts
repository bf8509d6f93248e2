import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, hasChromium } from './stack';

// The browser suite needs Debian's Chromium. Locally a missing browser skips it with a hint;
// under CI=true it is a failure, so a submission cannot pass without running the browser tests.
describe('browser for the whole-stack tests', () => {
  it('is installed (apt-get install -y chromium)', () => {
    if (!hasChromium && process.env.CI !== 'true') {
      console.warn(
        `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" to run e2e/.`,
      );
      return;
    }
    expect(hasChromium).toBe(true);
  });
});

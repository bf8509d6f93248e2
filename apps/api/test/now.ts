// The one "now" of the api's time-dependent tests: Monday 15 June 2026, 10:00 in Karachi.
// A test that needs another moment moves the fake clock from here (or derives from it).
export const TEST_NOW = '2026-06-15T05:00:00.000Z';
export const TEST_TODAY = '2026-06-15';

const HOUR_MS = 3_600_000;

/** An instant `hours` after TEST_NOW (negative: before), as an ISO string. */
export const hoursAfterTestNow = (hours: number) =>
  new Date(Date.parse(TEST_NOW) + hours * HOUR_MS).toISOString();

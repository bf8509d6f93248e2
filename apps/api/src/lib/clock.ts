/** The api's notion of "now", injectable so rules with deadlines can be tested with a fake clock. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved; for tests. */
export function createFakeClock(start: Date | string) {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (instant: Date | string) => {
      current = new Date(instant);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
export type FakeClock = ReturnType<typeof createFakeClock>;

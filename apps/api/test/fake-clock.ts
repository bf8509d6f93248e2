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

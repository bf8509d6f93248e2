/** The api's notion of "now", injectable so rules with deadlines can be tested with a fake clock. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

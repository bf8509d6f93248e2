/** The instant `minutes` after `instant` (negative: before); time zones play no part. */
export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

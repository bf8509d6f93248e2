import { Text } from '@mantine/core';
import { formatTimeRange } from './booking-format';

/**
 * '18:00 - 19:30', always left to right: inside Urdu text the bidirectional algorithm would
 * otherwise show it as '19:30 - 18:00'. The line itself follows the page's direction.
 */
export function TimeRange({ startTime, endTime }: { startTime: string; endTime: string }) {
  return (
    <Text size="sm" fw={600}>
      <bdi dir="ltr">{formatTimeRange(startTime, endTime)}</bdi>
    </Text>
  );
}

import { Group, Table, Text } from '@mantine/core';
import type { TSeriesOccurrence } from '@padel/contract';
import { StatusBadge } from '../../../components/status-badge';
import { formatLocalDate } from '../shared';

/** The dates of a series, each with its booking number and status; `currentId` is marked. */
export function SeriesOccurrences({
  occurrences,
  currentId,
}: {
  occurrences: readonly TSeriesOccurrence[];
  currentId?: string;
}) {
  return (
    <Table striped withTableBorder aria-label="Series dates">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Booking</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {occurrences.map((occurrence) => (
          <Table.Tr
            key={occurrence._id}
            aria-current={occurrence._id === currentId ? 'true' : undefined}
          >
            <Table.Td>
              <Group gap={6}>
                <Text size="sm" fw={occurrence._id === currentId ? 700 : 400}>
                  {formatLocalDate(occurrence.date)}
                </Text>
                {occurrence._id === currentId && (
                  <Text size="xs" c="dimmed">
                    (this booking)
                  </Text>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{occurrence.bookingId}</Table.Td>
            <Table.Td>
              <StatusBadge status={occurrence.status} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

import { useReturnFocus } from '../../../lib/return-focus';
import '@mantine/dates/styles.layer.css';
import { Alert, Badge, Card, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useQuery } from '@tanstack/react-query';
import { formatKarachiTime } from '@padel/domain';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { fullName, karachiToday } from '../shared';
import { errorMessageOf } from '../../../lib/error-message';

/** Spec: Check Court Availability, a date and each court's free times in Karachi. */
export function AvailabilityModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const [date, setDate] = useState<string>(karachiToday());
  const availability = useQuery({
    ...trpc.admin.availability.check.queryOptions({ date }),
    enabled: opened,
  });
  useReturnFocus(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Check Court Availability" size="lg">
      <Stack gap="md">
        <DatePickerInput
          label="Date"
          value={date}
          onChange={(value) => value && setDate(value)}
          valueFormat="ddd, D MMM YYYY"
        />
        {availability.isLoading && <Loader size="sm" />}
        {availability.error && (
          <Alert color="red" role="alert">
            {errorMessageOf(availability.error)}
          </Alert>
        )}
        {availability.data?.availability.map(({ court, free, held }) => (
          <Card key={court._id} withBorder padding="sm" radius="md">
            <Text fw={600}>
              {court.name}{' '}
              <Text span size="xs" c="dimmed">
                {court.location}
              </Text>
            </Text>
            {free.length === 0 ? (
              <Text size="sm" c="dimmed">
                No availability
              </Text>
            ) : (
              <Group gap={6} mt={6}>
                {free.map((range) => (
                  <Badge key={range.start} variant="light" color="green" size="lg">
                    {range.start} - {range.end}
                  </Badge>
                ))}
              </Group>
            )}
            {(held ?? []).length > 0 && (
              <Stack gap={2} mt={6}>
                {(held ?? []).map((hold) => (
                  <Text key={hold.start} size="sm" c="orange.9">
                    {hold.start} - {hold.end} held by {fullName(hold.holder)} until{' '}
                    {formatKarachiTime(new Date(hold.expiresAt))}
                  </Text>
                ))}
              </Stack>
            )}
          </Card>
        ))}
      </Stack>
    </Modal>
  );
}

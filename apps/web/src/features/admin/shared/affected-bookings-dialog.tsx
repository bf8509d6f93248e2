import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { CLOSURE_MESSAGES as M } from '@padel/contract';
import type { AffectedBookings } from './use-affected-bookings';

/** Lists the live bookings a closure falls on and asks: cancel them, keep them, or stop. */
export function AffectedBookingsDialog({ affected }: { affected: AffectedBookings }) {
  const { pending } = affected;
  const choose = (choice: 'cancel' | 'keep') => {
    affected.close();
    pending?.choose(choice);
  };
  return (
    <Modal
      opened={pending !== null}
      onClose={affected.close}
      title={M.dialogTitle}
      size="lg"
      centered
    >
      <Stack gap="md">
        <Text size="sm">{pending?.message}</Text>
        <List size="sm" spacing={4} aria-label={M.dialogTitle}>
          {pending?.lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="gray" onClick={affected.close}>
            {M.close}
          </Button>
          <Button variant="default" onClick={() => choose('keep')}>
            {M.keepBookings}
          </Button>
          <Button color="red" onClick={() => choose('cancel')}>
            {M.cancelBookings}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { TCourtForm } from './court-form-type';

/** The last and next maintenance dates and the routine. */
export function CourtMaintenanceFields({ form }: { form: TCourtForm }) {
  return (
    <Stack gap="sm">
      <Title order={3}>Maintenance Dates</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          type="date"
          label="Last Maintenance"
          {...form.getInputProps('lastMaintenance')}
        />
        <TextInput
          type="date"
          label="Next Maintenance"
          {...form.getInputProps('nextMaintenance')}
        />
        <TextInput
          label="Maintenance Schedule"
          placeholder="First Monday of each month"
          {...form.getInputProps('maintenanceSchedule')}
        />
      </SimpleGrid>
    </Stack>
  );
}

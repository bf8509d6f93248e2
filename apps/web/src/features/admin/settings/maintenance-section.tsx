import { Stack, Switch, Textarea } from '@mantine/core';
import type { TSettingsForm } from './settings-form-type';
import { SettingsSection } from './settings-section';

/** Maintenance mode and the message players see meanwhile. */
export function MaintenanceSection({ form }: { form: TSettingsForm }) {
  return (
    <SettingsSection title="Maintenance Mode">
      <Stack gap="sm">
        <Switch
          size="md"
          label="Maintenance mode (players cannot make new bookings)"
          {...form.getInputProps('maintenanceMode', { type: 'checkbox' })}
        />
        <Textarea
          label="Maintenance message"
          placeholder="We are improving our courts and will be back shortly."
          minRows={2}
          {...form.getInputProps('maintenanceMessage')}
        />
      </Stack>
    </SettingsSection>
  );
}

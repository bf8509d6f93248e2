import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TSettingsForm } from './settings-form-type';
import { SettingsSection } from './settings-section';

/** The figures the About page shows (courts, players…). */
export function AboutSection({ form }: { form: TSettingsForm }) {
  return (
    <SettingsSection title="About Page">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The figures the About page shows about the venue, such as its courts and players. A row
          without a figure is not shown.
        </Text>
        {form.values.aboutClaims.map((_claim, index) => (
          <SimpleGrid key={index} cols={2} spacing="sm">
            <TextInput
              label={`Figure ${index + 1}`}
              placeholder="4"
              {...form.getInputProps(`aboutClaims.${index}.value`)}
            />
            <TextInput
              label={`Figure ${index + 1} counts`}
              placeholder="Courts"
              {...form.getInputProps(`aboutClaims.${index}.label`)}
            />
          </SimpleGrid>
        ))}
      </Stack>
    </SettingsSection>
  );
}

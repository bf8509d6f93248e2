import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { TSettingsForm } from './settings-form-type';
import { SettingsSection } from './settings-section';

/** The store links and the app versions the mobile app checks itself against. */
export function AppStoreSection({ form }: { form: TSettingsForm }) {
  return (
    <SettingsSection title="App Store Settings">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="App Store URL" {...form.getInputProps('appSettings.appStoreUrl')} />
        <TextInput label="Play Store URL" {...form.getInputProps('appSettings.playStoreUrl')} />
        <TextInput
          label="Current iOS version"
          {...form.getInputProps('appSettings.currentVersion.ios')}
        />
        <TextInput
          label="Current Android version"
          {...form.getInputProps('appSettings.currentVersion.android')}
        />
        <Switch
          size="md"
          label="Force update (the app asks for the current version)"
          {...form.getInputProps('appSettings.forceUpdate', { type: 'checkbox' })}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}

import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { CURRENCIES, TIME_ZONES } from '@padel/contract';
import { ImageSetting } from './image-setting';
import type { TSettingsForm } from './settings-form-type';
import { SettingsSection } from './settings-section';

/** Name, contact, address, logo and favicon, currency and time zone. */
export function BusinessInfoSection({
  form,
  onUpload,
}: {
  form: TSettingsForm;
  onUpload: (kind: 'logo' | 'favicon') => (file: File) => Promise<void>;
}) {
  return (
    <SettingsSection title="Business Information">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Business Name" withAsterisk {...form.getInputProps('businessName')} />
          <TextInput label="Tagline" {...form.getInputProps('tagline')} />
          <TextInput label="Email" type="email" {...form.getInputProps('email')} />
          <TextInput label="Phone" {...form.getInputProps('phone')} />
          <TextInput label="Website" {...form.getInputProps('website')} />
          <TextInput label="Map URL" {...form.getInputProps('mapUrl')} />
        </SimpleGrid>
        <Textarea label="Description" minRows={2} {...form.getInputProps('description')} />
        <TextInput label="Full Address" {...form.getInputProps('fullAddress')} />
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
          <TextInput label="Street" {...form.getInputProps('address.street')} />
          <TextInput label="City" {...form.getInputProps('address.city')} />
          <TextInput label="State" {...form.getInputProps('address.state')} />
          <TextInput label="Country" {...form.getInputProps('address.country')} />
          <TextInput label="Postal Code" {...form.getInputProps('address.postalCode')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <ImageSetting label="Logo" value={form.values.logoUrl} onUpload={onUpload('logo')} />
          <ImageSetting
            label="Favicon"
            value={form.values.faviconUrl}
            onUpload={onUpload('favicon')}
          />
          <Select
            label="Currency"
            data={[...CURRENCIES]}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
          <Select
            label="Time Zone"
            data={[...TIME_ZONES]}
            allowDeselect={false}
            {...form.getInputProps('timezone')}
          />
        </SimpleGrid>
      </Stack>
    </SettingsSection>
  );
}

import { Alert, Button, Group, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZBusinessSettingsInput, type TBusinessSettings } from '@padel/contract';
import { useEffect } from 'react';
import { AdminPageHeader } from '../shared';
import { AboutSection } from './about-section';
import { AppStoreSection } from './app-store-section';
import { BusinessInfoSection } from './business-info-section';
import { MaintenanceSection } from './maintenance-section';
import { PaymentMethodsSection } from './payment-methods-section';
import { toSettingsValues, type TSettingsValues } from './settings-form-values';
import { SocialLinksSection } from './social-links-section';
import { useImageUpload } from './use-image-upload';
import { useSaveSettings } from './use-save-settings';
import { onInvalidSubmit } from '../../../lib/focus-first-error';

const FORM_ID = 'business-settings-form';
const resolveSettings = schemaResolver(ZBusinessSettingsInput, { sync: true });

/** The settings form: one section per settings group, saved together from either Save button. */
export function SettingsForm({ business }: { business: TBusinessSettings }) {
  const form = useForm<TSettingsValues>({
    initialValues: toSettingsValues(business),
    validate: resolveSettings,
  });
  const { save, isSaving } = useSaveSettings();
  const onUpload = useImageUpload(form);

  useEffect(() => {
    const values = toSettingsValues(business);
    form.setValues(values);
    form.resetDirty(values);
    // Only when the saved settings change; the form object is stable.
  }, [business]);

  const saveButton = (
    <Button type="submit" form={FORM_ID} h={44} loading={isSaving}>
      Save Settings
    </Button>
  );
  const errorCount = Object.keys(form.errors).length;

  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Settings"
        description="What players see about the venue"
        actions={saveButton}
      />
      <form id={FORM_ID} noValidate onSubmit={form.onSubmit(save, onInvalidSubmit)}>
        <Stack gap="md">
          {errorCount > 0 ? (
            <Alert color="red" variant="light">
              {Object.values(form.errors)[0]}
            </Alert>
          ) : null}
          <BusinessInfoSection form={form} onUpload={onUpload} />
          <AboutSection form={form} />
          <MaintenanceSection form={form} />
          <PaymentMethodsSection form={form} />
          <SocialLinksSection form={form} links={business.socialMedia} />
          <AppStoreSection form={form} />
          <Group justify="flex-end">{saveButton}</Group>
        </Stack>
      </form>
    </Stack>
  );
}

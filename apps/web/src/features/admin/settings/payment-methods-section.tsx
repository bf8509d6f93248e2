import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { PAYMENT_METHOD_KEYS, PAYMENT_METHOD_LABELS } from './settings-form-values';
import type { TSettingsForm } from './settings-form-type';
import { SettingsSection } from './settings-section';

/** Each payment method: on or off, and the title and subtitle players see. */
export function PaymentMethodsSection({ form }: { form: TSettingsForm }) {
  return (
    <SettingsSection title="Payment Methods">
      <Stack gap="md">
        {PAYMENT_METHOD_KEYS.map((method) => (
          <Stack key={method} gap="xs">
            <Switch
              size="md"
              label={PAYMENT_METHOD_LABELS[method]}
              {...form.getInputProps(`paymentMethods.${method}`, { type: 'checkbox' })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={`${PAYMENT_METHOD_LABELS[method]} title`}
                {...form.getInputProps(`paymentMethodInfo.${method}.title`)}
              />
              <TextInput
                label={`${PAYMENT_METHOD_LABELS[method]} subtitle`}
                {...form.getInputProps(`paymentMethodInfo.${method}.subtitle`)}
              />
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </SettingsSection>
  );
}

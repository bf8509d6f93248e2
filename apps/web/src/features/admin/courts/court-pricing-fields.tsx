import { Group, NumberInput, Radio, SimpleGrid, Stack, Title } from '@mantine/core';
import { TIER_LABELS, TIERS } from './court-form';
import type { TCourtForm } from './court-form-type';

/** An hourly rate, or one price per tier. */
export function CourtPricingFields({ form }: { form: TCourtForm }) {
  return (
    <Stack gap="sm">
      <Title order={3}>Pricing</Title>
      <Radio.Group label="Pricing mode" {...form.getInputProps('pricingMode')}>
        <Group mt="xs" gap="lg">
          <Radio value="hourly" label="Hourly Rate" />
          <Radio value="tiered" label="Tiered Pricing" />
        </Group>
      </Radio.Group>
      {form.values.pricingMode === 'tiered' ? (
        <SimpleGrid cols={2} spacing="sm">
          {TIERS.map((tier) => (
            <NumberInput
              key={tier}
              label={`${TIER_LABELS[tier]} (Rs.)`}
              withAsterisk
              min={0}
              allowDecimal={false}
              thousandSeparator=","
              {...form.getInputProps(`pricing.${tier}`)}
            />
          ))}
        </SimpleGrid>
      ) : (
        <NumberInput
          label="Hourly Rate (Rs.)"
          withAsterisk
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          maw={240}
          {...form.getInputProps('pricePerHour')}
        />
      )}
    </Stack>
  );
}

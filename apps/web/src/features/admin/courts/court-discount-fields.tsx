import { Group, NumberInput, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { formatRs } from '../shared';
import { previewDiscountedPrices } from './court-form';
import type { TCourtForm } from './court-form-type';

/** The court's discount and a table of the prices it gives. */
export function CourtDiscountFields({ form }: { form: TCourtForm }) {
  const preview = previewDiscountedPrices(form.values);
  const isTiered = form.values.pricingMode === 'tiered';
  return (
    <Stack gap="sm">
      <Title order={3}>Discount Settings</Title>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Switch
          label="Court discount active"
          size="md"
          {...form.getInputProps('discount.isActive', { type: 'checkbox' })}
        />
        <NumberInput
          label="Discount (%)"
          min={0}
          max={100}
          maw={160}
          {...form.getInputProps('discount.percentage')}
        />
      </Group>
      <Table withTableBorder striped aria-label="Discounted prices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{isTiered ? 'Tier' : 'Rate'}</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>With discount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preview.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td>{formatRs(row.original)}</Table.Td>
              <Table.Td fw={600}>{formatRs(row.discounted)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {!form.values.discount.isActive ? (
        <Text size="xs" c="dimmed">
          The preview shows the price with this percentage; players get it once the discount is
          active.
        </Text>
      ) : null}
    </Stack>
  );
}

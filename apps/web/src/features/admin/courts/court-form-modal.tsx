import { useReturnFocus } from '../../../lib/return-focus';
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  FileInput,
  Group,
  Image,
  Input,
  Modal,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  ADMIN_SCREEN_TEXTS,
  CAPACITY_MAX,
  CAPACITY_MIN,
  COURT_STATUSES,
  ZCourtForm,
  type TCourt,
  type TCreateCourtInput,
} from '@padel/contract';
import { useEffect, useMemo, useState } from 'react';
import { toImageSrc } from '../../booking';
import { formatRs } from '../shared';
import { CLOSE_TIME_OPTIONS, formatCloseTime, OPEN_TIME_OPTIONS } from '../schedule/time-ranges';
import {
  checkNewRule,
  courtToFormValues,
  emptyCourtFormValues,
  previewDiscountedPrices,
  TIER_LABELS,
  TIERS,
  toCourtRequest,
  type TCourtFormValues,
} from './court-form';

const resolveCourt = schemaResolver(ZCourtForm, { sync: true });

const STATUS_LABELS = {
  active: 'Active',
  maintenance: 'Maintenance',
  inactive: 'Inactive',
} as const;

export type TCourtFormSubmit = { request: TCreateCourtInput; imageFile: File | null };

type Props = {
  opened: boolean;
  /** The court being edited; null adds a new one. */
  court: TCourt | null;
  isSaving: boolean;
  onClose: () => void;
  onSubmit: (submit: TCourtFormSubmit) => void;
};

/** Spec "Manage Courts" add/edit modal: basic information, pricing, discounts, time-slot discounts. */
export function CourtFormModal({ opened, court, isSaving, onClose, onSubmit }: Props) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const form = useForm<TCourtFormValues>({
    initialValues: emptyCourtFormValues(),
    validate: (values) => resolveCourt(toCourtRequest(values)),
  });
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const [newRule, setNewRule] = useState<{
    start: string | null;
    end: string | null;
    percentage: number | string;
  }>({
    start: null,
    end: null,
    percentage: 10,
  });
  const [ruleError, setRuleError] = useState<string | null>(null);

  // A fresh form each time the modal opens, for the court it opens on.
  useEffect(() => {
    if (!opened) return;
    const values = court ? courtToFormValues(court) : emptyCourtFormValues();
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setImageFile(null);
    setImageError(null);
    setRuleError(null);
    setNewRule({ start: null, end: null, percentage: 10 });
  }, [opened, court]);

  const previewUrl = useMemo(
    () => (imageFile ? URL.createObjectURL(imageFile) : null),
    [imageFile],
  );
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shownImage = previewUrl ?? toImageSrc(form.values.image);

  const onImageChange = (file: File | null) => {
    if (file && !file.type.startsWith('image/')) {
      setImageFile(null);
      setImageError(ADMIN_SCREEN_TEXTS.imageOnly);
      return;
    }
    setImageError(null);
    setImageFile(file);
  };

  const onAddRule = () => {
    const message = checkNewRule(newRule);
    setRuleError(message);
    if (message || !newRule.start || !newRule.end) return;
    const percentage = typeof newRule.percentage === 'number' ? newRule.percentage : 0;
    form.insertListItem('timeSlotDiscounts', {
      start: newRule.start,
      end: newRule.end,
      percentage,
    });
    setNewRule({ start: null, end: null, percentage: 10 });
  };

  const preview = previewDiscountedPrices(form.values);
  const isTiered = form.values.pricingMode === 'tiered';

  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isSaving) onClose();
      }}
      title={court ? `Edit ${court.name}` : 'Add Court'}
      size="xl"
      fullScreen={Boolean(isPhone)}
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onSubmit({ request: toCourtRequest(values), imageFile }),
        )}
      >
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={3}>Basic Information</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Court Name" withAsterisk {...form.getInputProps('name')} />
              <NumberInput
                label="Max Players"
                withAsterisk
                min={CAPACITY_MIN}
                max={CAPACITY_MAX}
                allowDecimal={false}
                {...form.getInputProps('capacity')}
              />
              <TextInput
                label="Location"
                placeholder="Indoor, Outdoor..."
                {...form.getInputProps('location')}
              />
              <Stack gap={4}>
                <Input.Label>Status</Input.Label>
                <SegmentedControl
                  aria-label="Status"
                  data={COURT_STATUSES.map((status) => ({
                    value: status,
                    label: STATUS_LABELS[status],
                  }))}
                  {...form.getInputProps('status')}
                />
              </Stack>
            </SimpleGrid>
            <Textarea
              label="Description"
              withAsterisk
              minRows={2}
              {...form.getInputProps('description')}
            />
            <Group align="flex-start" gap="md" wrap="wrap">
              <FileInput
                label="Court Image"
                placeholder={form.values.image ? 'Replace image' : 'Choose an image'}
                accept="image/*"
                clearable
                value={imageFile}
                onChange={onImageChange}
                error={imageError}
                style={{ flex: '1 1 240px' }}
              />
              {shownImage ? (
                <Image
                  src={shownImage}
                  alt="Court image preview"
                  w={160}
                  h={100}
                  radius="sm"
                  fit="cover"
                />
              ) : null}
            </Group>
          </Stack>

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

          <Divider />

          <Stack gap="sm">
            <Title order={3}>Pricing</Title>
            <Radio.Group label="Pricing mode" {...form.getInputProps('pricingMode')}>
              <Group mt="xs" gap="lg">
                <Radio value="hourly" label="Hourly Rate" />
                <Radio value="tiered" label="Tiered Pricing" />
              </Group>
            </Radio.Group>
            {isTiered ? (
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
                The preview shows the price with this percentage; players get it once the discount
                is active.
              </Text>
            ) : null}
          </Stack>

          <Stack gap="sm">
            <Title order={3}>Time-Slot Discounts</Title>
            {form.values.timeSlotDiscounts.length === 0 ? (
              <Text size="sm" c="dimmed">
                No time-slot discounts.
              </Text>
            ) : (
              <Stack gap="xs" aria-label="Time-slot discount rules">
                {form.values.timeSlotDiscounts.map((rule, index) => (
                  <Group
                    key={`${rule.start}-${rule.end}-${index}`}
                    justify="space-between"
                    wrap="nowrap"
                  >
                    <Text size="sm">
                      {rule.start} - {formatCloseTime(rule.end)}: {rule.percentage}% off
                    </Text>
                    <ActionIcon
                      variant="light"
                      color="red"
                      size={44}
                      aria-label={`Remove discount ${rule.start} - ${formatCloseTime(rule.end)}`}
                      onClick={() => form.removeListItem('timeSlotDiscounts', index)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
            )}
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Select
                label="From"
                placeholder="Start"
                data={OPEN_TIME_OPTIONS}
                value={newRule.start}
                onChange={(start) => setNewRule((rule) => ({ ...rule, start }))}
                w={130}
              />
              <Select
                label="To"
                placeholder="End"
                data={CLOSE_TIME_OPTIONS}
                value={newRule.end}
                onChange={(end) => setNewRule((rule) => ({ ...rule, end }))}
                w={130}
              />
              <NumberInput
                label="Slot discount (%)"
                min={0}
                max={100}
                w={140}
                value={newRule.percentage}
                onChange={(percentage) => setNewRule((rule) => ({ ...rule, percentage }))}
              />
              <Button variant="light" h={44} onClick={onAddRule}>
                Add Rule
              </Button>
            </Group>
            {ruleError ? (
              <Alert color="red" variant="light" p="xs">
                {ruleError}
              </Alert>
            ) : null}
          </Stack>

          <Group justify="flex-end" gap="sm">
            <Button variant="default" h={44} onClick={onClose} disabled={isSaving}>
              Cancel
            </Button>
            <Button type="submit" h={44} loading={isSaving}>
              {court ? 'Save Court' : 'Add Court'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { CLOSE_TIME_OPTIONS, formatCloseTime, OPEN_TIME_OPTIONS } from '../schedule/time-ranges';
import { checkNewRule } from './court-form';
import type { TCourtForm } from './court-form-type';

type TNewRule = { start: string | null; end: string | null; percentage: number | string };
const EMPTY_RULE: TNewRule = { start: null, end: null, percentage: 10 };

/** The time-slot discount rules: the list, each removable, and the row that adds one. */
export function TimeSlotDiscountFields({
  form,
  opened,
  resetKey,
}: {
  form: TCourtForm;
  opened: boolean;
  resetKey: unknown;
}) {
  const [newRule, setNewRule] = useState<TNewRule>(EMPTY_RULE);
  const [ruleError, setRuleError] = useState<string | null>(null);

  // A fresh row each time the modal opens.
  useEffect(() => {
    if (!opened) return;
    setRuleError(null);
    setNewRule(EMPTY_RULE);
  }, [opened, resetKey]);

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
    setNewRule(EMPTY_RULE);
  };

  return (
    <Stack gap="sm">
      <Title order={3}>Time-Slot Discounts</Title>
      {form.values.timeSlotDiscounts.length === 0 ? (
        <Text size="sm" c="dimmed">
          No time-slot discounts.
        </Text>
      ) : (
        <Stack gap="xs" aria-label="Time-slot discount rules">
          {form.values.timeSlotDiscounts.map((rule, index) => (
            <Group key={`${rule.start}-${rule.end}-${index}`} justify="space-between" wrap="nowrap">
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
  );
}

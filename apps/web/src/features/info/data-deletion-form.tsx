import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  DATA_DELETION_DAYS,
  DATA_DELETION_SUBMIT_DELAY_MS,
  PHONE_PREFIX,
  VALIDATION_MESSAGES,
  ZDataDeletionForm,
  type TDataDeletionReason,
} from '@padel/contract';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { PhoneInput } from '../../components/phone-input';
import { useContractForm } from '../../lib/contract-form';
import { useSimulatedSubmit } from './use-simulated-submit';

export const DELETION_REASON_LABELS: Record<TDataDeletionReason, string> = {
  no_longer_using: 'I no longer use the service',
  privacy_concerns: 'Privacy concerns',
  account_security: 'Account security',
  data_minimization: 'I want less of my data kept',
  other: 'Other',
};

const EMPTY = {
  name: '',
  email: '',
  phone: PHONE_PREFIX,
  accountEmail: '',
  reason: '',
  additionalInfo: '',
};

// The select holds '' until a reason is chosen; the contract reads that as no reason given.
const SCHEMA = z.preprocess(
  (values: typeof EMPTY) => ({ ...values, reason: values.reason || undefined }),
  ZDataDeletionForm,
);

/** Under a field: its own message, or only the red outline when the box above already says it. */
const fieldError = (message: ReactNode) =>
  message === VALIDATION_MESSAGES.requiredFields ? true : message;

/** The data deletion request (spec: simulated 2 s submission, no call is made). */
export function DataDeletionForm() {
  const form = useContractForm(SCHEMA, EMPTY);
  const { status, submit, reset } = useSimulatedSubmit(DATA_DELETION_SUBMIT_DELAY_MS);
  const isMissingRequired = Object.values(form.errors).includes(VALIDATION_MESSAGES.requiredFields);

  const onSubmit = form.onSubmit(() => submit());

  if (status === 'sent') {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" ta="center" gap="sm" role="status">
          <ThemeIcon size={56} radius="xl" color="green" variant="light">
            <svg
              width="28"
              height="28"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d="M5 12l5 5L20 7" />
            </svg>
          </ThemeIcon>
          <Title order={3}>Request Submitted</Title>
          <Text c="dimmed" maw={460}>
            We have received your data deletion request for {form.values.accountEmail}. It will be
            processed within {DATA_DELETION_DAYS} days, and we will confirm by email to{' '}
            {form.values.email}.
          </Text>
          <Button
            variant="light"
            onClick={() => {
              form.reset();
              reset();
            }}
          >
            Submit Another Request
          </Button>
        </Stack>
      </Paper>
    );
  }

  const isSending = status === 'sending';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Request deletion of your data
          </Title>
          {isMissingRequired && (
            <Alert color="red" variant="light" role="alert" p="sm">
              {VALIDATION_MESSAGES.requiredFields}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="Full name"
              autoComplete="name"
              required
              disabled={isSending}
              {...form.getInputProps('name')}
              error={fieldError(form.errors.name)}
            />
            <TextInput
              label="Contact email"
              description="Where we confirm the deletion"
              type="email"
              autoComplete="email"
              required
              disabled={isSending}
              {...form.getInputProps('email')}
              error={fieldError(form.errors.email)}
            />
          </SimpleGrid>
          <TextInput
            label="Account email"
            description="The email of the account to delete"
            type="email"
            required
            disabled={isSending}
            {...form.getInputProps('accountEmail')}
            error={fieldError(form.errors.accountEmail)}
          />
          <PhoneInput
            label="Phone (optional)"
            value={form.values.phone}
            error={form.errors.phone}
            disabled={isSending}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <NativeSelect
            label="Reason (optional)"
            disabled={isSending}
            data={[
              { value: '', label: 'Select a reason' },
              ...Object.entries(DELETION_REASON_LABELS).map(([value, label]) => ({ value, label })),
            ]}
            {...form.getInputProps('reason')}
          />
          <Textarea
            label="Additional information (optional)"
            rows={4}
            disabled={isSending}
            {...form.getInputProps('additionalInfo')}
          />
          <Button type="submit" color="red" disabled={isSending}>
            {isSending ? 'Submitting...' : 'Submit Request'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

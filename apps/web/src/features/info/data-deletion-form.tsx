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
import { useCatalogue } from '../../i18n/catalogue';
import { useTexts } from '../../i18n/texts';
import { useContractForm } from '../../lib/contract-form';
import { infoTexts } from './info-texts';
import { useSimulatedSubmit } from './use-simulated-submit';

/** The reasons a request may give, in the select's order (their labels: `info.reason.<value>`). */
const DELETION_REASONS: readonly TDataDeletionReason[] = [
  'no_longer_using',
  'privacy_concerns',
  'account_security',
  'data_minimization',
  'other',
];

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
const fieldErrorBeside = (requiredFields: string) => (message: ReactNode) =>
  message === requiredFields ? true : message;

/** The data deletion request (spec: simulated 2 s submission, no call is made). */
export function DataDeletionForm() {
  const form = useContractForm(SCHEMA, EMPTY);
  const t = useTexts(infoTexts);
  const { status, submit, reset } = useSimulatedSubmit(DATA_DELETION_SUBMIT_DELAY_MS);
  // The form's messages are in the page's language (useContractForm).
  const requiredFields = useCatalogue()(VALIDATION_MESSAGES.requiredFields);
  const fieldError = fieldErrorBeside(requiredFields);
  const isMissingRequired = Object.values(form.errors).includes(requiredFields);

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
          <Title order={3}>{t('info.deletionSent')}</Title>
          <Text c="dimmed" maw={460}>
            {t('info.deletionSentText', {
              account: form.values.accountEmail,
              days: DATA_DELETION_DAYS,
              email: form.values.email,
            })}
          </Text>
          <Button
            variant="light"
            onClick={() => {
              form.reset();
              reset();
            }}
          >
            {t('info.submitAnother')}
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
            {t('info.deletionForm')}
          </Title>
          {isMissingRequired && (
            <Alert color="red" variant="light" role="alert" p="sm">
              {requiredFields}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label={t('info.fullName')}
              autoComplete="name"
              required
              disabled={isSending}
              {...form.getInputProps('name')}
              error={fieldError(form.errors.name)}
            />
            <TextInput
              label={t('info.contactEmail')}
              description={t('info.contactEmailHelp')}
              type="email"
              autoComplete="email"
              required
              disabled={isSending}
              {...form.getInputProps('email')}
              error={fieldError(form.errors.email)}
            />
          </SimpleGrid>
          <TextInput
            label={t('info.accountEmail')}
            description={t('info.accountEmailHelp')}
            type="email"
            required
            disabled={isSending}
            {...form.getInputProps('accountEmail')}
            error={fieldError(form.errors.accountEmail)}
          />
          <PhoneInput
            label={t('info.phoneOptional')}
            value={form.values.phone}
            error={form.errors.phone}
            disabled={isSending}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <NativeSelect
            label={t('info.reasonOptional')}
            disabled={isSending}
            data={[
              { value: '', label: t('info.selectReason') },
              ...DELETION_REASONS.map((value) => ({ value, label: t(`info.reason.${value}`) })),
            ]}
            {...form.getInputProps('reason')}
          />
          <Textarea
            label={t('info.additional')}
            rows={4}
            disabled={isSending}
            {...form.getInputProps('additionalInfo')}
          />
          <Button type="submit" color="red" disabled={isSending}>
            {isSending ? t('info.submitting') : t('info.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

import {
  Button,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { CONTACT_SUBMIT_DELAY_MS, PHONE_PREFIX, ZContactForm } from '@padel/contract';
import { PhoneInput } from '../../components/phone-input';
import { useTexts } from '../../i18n/texts';
import { useContractForm } from '../../lib/contract-form';
import { infoTexts } from './info-texts';
import { useSimulatedSubmit } from './use-simulated-submit';

const EMPTY = { name: '', email: '', phone: PHONE_PREFIX, subject: '', message: '' };

/** The contact page's message form; sending is simulated (spec: about 1 s, no server call). */
export function ContactForm() {
  const form = useContractForm(ZContactForm, EMPTY);
  const t = useTexts(infoTexts);
  const { status, submit, reset } = useSimulatedSubmit(CONTACT_SUBMIT_DELAY_MS);

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
          <Title order={3}>{t('info.sentTitle')}</Title>
          <Text c="dimmed">{t('info.sentText')}</Text>
          <Button
            variant="light"
            onClick={() => {
              form.reset();
              reset();
            }}
          >
            {t('info.sendAnother')}
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
            {t('info.sendUs')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label={t('info.name')}
              autoComplete="name"
              required
              disabled={isSending}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('info.email')}
              type="email"
              autoComplete="email"
              required
              disabled={isSending}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <PhoneInput
            label={t('info.phoneOptional')}
            value={form.values.phone}
            error={form.errors.phone}
            disabled={isSending}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <TextInput
            label={t('info.subject')}
            required
            disabled={isSending}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={t('info.message')}
            required
            rows={5}
            disabled={isSending}
            {...form.getInputProps('message')}
          />
          <Button type="submit" disabled={isSending}>
            {isSending ? t('info.sending') : t('info.send')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

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
import { useContractForm } from '../../lib/contract-form';
import { useSimulatedSubmit } from './use-simulated-submit';

const EMPTY = { name: '', email: '', phone: PHONE_PREFIX, subject: '', message: '' };

/** The contact page's message form; sending is simulated (spec: about 1 s, no server call). */
export function ContactForm() {
  const form = useContractForm(ZContactForm, EMPTY);
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
          <Title order={3}>Message Sent!</Title>
          <Text c="dimmed">We&apos;ll get back to you within 24 hours.</Text>
          <Button
            variant="light"
            onClick={() => {
              form.reset();
              reset();
            }}
          >
            Send Another Message
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
            Send us a message
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="Name"
              autoComplete="name"
              required
              disabled={isSending}
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              disabled={isSending}
              {...form.getInputProps('email')}
            />
          </SimpleGrid>
          <PhoneInput
            label="Phone (optional)"
            value={form.values.phone}
            error={form.errors.phone}
            disabled={isSending}
            onChange={(value) => form.setFieldValue('phone', value)}
          />
          <TextInput
            label="Subject"
            required
            disabled={isSending}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label="Message"
            required
            rows={5}
            disabled={isSending}
            {...form.getInputProps('message')}
          />
          <Button type="submit" disabled={isSending}>
            {isSending ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

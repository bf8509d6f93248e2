import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PHONE_PREFIX, ZUpdateNotificationSettingsRequest } from '@padel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTRPC } from '../app/trpc';
import { errorMessageOf } from '../lib/error-message';
import { PhoneInput } from './phone-input';

/**
 * The WhatsApp opt-in (off by default): booking confirmations, cancellations and the reminder
 * 3 hours before, on the number given. Saved at once; replying STOP in WhatsApp also turns it off.
 * Shown only when the venue sends WhatsApp messages.
 */
export function WhatsAppOptIn({
  defaultPhone,
  compact = false,
}: {
  defaultPhone?: string;
  /** The booking form's short version: the switch and the number, no explanations. */
  compact?: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.notifications.settings.queryOptions());
  const update = useMutation(trpc.notifications.updateSettings.mutationOptions());
  const [phone, setPhone] = useState(defaultPhone || PHONE_PREFIX);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const saved = settings.data;

  useEffect(() => {
    if (saved?.whatsappPhone) setPhone(saved.whatsappPhone);
  }, [saved?.whatsappPhone]);

  if (!saved?.whatsappAvailable) return null;

  const save = async (whatsappOptIn: boolean) => {
    const request = { whatsappOptIn, whatsappPhone: phone };
    const parsed = ZUpdateNotificationSettingsRequest.safeParse(request);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? 'Enter a valid phone number');
      return;
    }
    setPhoneError(null);
    try {
      const result = await update.mutateAsync(request);
      queryClient.setQueryData(trpc.notifications.settings.queryKey(), result.data);
      notifications.show({ color: 'green', message: result.message });
    } catch (error) {
      setPhoneError(errorMessageOf(error));
    }
  };

  const isOn = saved.whatsappOptIn;
  return (
    <Stack gap="xs">
      <Switch
        checked={isOn}
        disabled={update.isPending}
        onChange={(event) => void save(event.currentTarget.checked)}
        label={
          compact
            ? 'Send my confirmation and a reminder on WhatsApp'
            : 'Booking confirmations, cancellations and reminders on WhatsApp'
        }
        description={
          compact ? undefined : 'Off by default. Reply STOP in WhatsApp at any time to turn it off.'
        }
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PhoneInput
          label="WhatsApp number"
          placeholder="+923001234567"
          value={phone}
          onChange={setPhone}
          error={phoneError}
          style={{ flex: '1 1 200px' }}
        />
        {isOn && phone !== saved.whatsappPhone && (
          <Button variant="light" onClick={() => void save(true)} loading={update.isPending}>
            Save number
          </Button>
        )}
      </Group>
      {!compact && isOn && (
        <Text size="xs" c="dimmed">
          Messages go to {saved.whatsappPhone}.
        </Text>
      )}
      {settings.isError && <Alert color="red">{errorMessageOf(settings.error)}</Alert>}
    </Stack>
  );
}

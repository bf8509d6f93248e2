import { Alert, Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  OTP_LENGTH,
  PHONE_PREFIX,
  ZConfirmWhatsAppRequest,
  ZUpdateNotificationSettingsRequest,
  type TNotificationSettingsAnswer,
} from '@padel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTexts } from '../i18n/texts';
import { useTRPC } from '../lib/trpc';
import { useErrorMessageOf } from '../lib/error-message';
import { PhoneInput } from './phone-input';
import { whatsAppTexts } from './whatsapp-texts';

/**
 * The code WhatsApp carried to the number: messages go only once it is entered (a number its
 * owner has not confirmed, or one that replied STOP, gets nothing else).
 */
function WhatsAppCodeField({
  phone,
  onConfirmed,
  onResend,
  isResending,
}: {
  phone: string;
  onConfirmed: (result: { data: TNotificationSettingsAnswer; message: string }) => void;
  onResend: () => void;
  isResending: boolean;
}) {
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const confirm = useMutation(trpc.notifications.confirmWhatsApp.mutationOptions());
  const t = useTexts(whatsAppTexts);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    const parsed = ZConfirmWhatsAppRequest.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('settings.whatsAppEnterCode'));
      return;
    }
    setError(null);
    try {
      const result = await confirm.mutateAsync(parsed.data);
      setCode('');
      onConfirmed({ data: result.data, message: result.message ?? '' });
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  };

  return (
    <Stack gap={4}>
      <Text size="sm">{t('settings.whatsAppCodeSent', { phone })}</Text>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('settings.whatsAppCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          dir="ltr"
          value={code}
          maxLength={OTP_LENGTH}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void onConfirm();
            }
          }}
          error={error}
          style={{ flex: '0 1 160px' }}
        />
        <Button mt={25} onClick={() => void onConfirm()} loading={confirm.isPending}>
          {t('settings.confirm')}
        </Button>
        <Button mt={25} variant="subtle" onClick={onResend} loading={isResending}>
          {t('settings.sendNewCode')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The WhatsApp opt-in (off by default): booking confirmations, cancellations and the reminder
 * 3 hours before, on the number given once its owner confirms it with the code sent there.
 * Saved at once; replying STOP in WhatsApp turns it off until the number is confirmed again.
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
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.notifications.settings.queryOptions());
  const update = useMutation(trpc.notifications.updateSettings.mutationOptions());
  const t = useTexts(whatsAppTexts);
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
      setPhoneError(parsed.error.issues[0]?.message ?? t('settings.whatsAppValidPhone'));
      return;
    }
    setPhoneError(null);
    try {
      onSaved(await update.mutateAsync(request));
    } catch (error) {
      setPhoneError(errorMessageOf(error));
    }
  };

  function onSaved(result: { data: TNotificationSettingsAnswer; message?: string }) {
    queryClient.setQueryData(trpc.notifications.settings.queryKey(), result.data);
    if (result.message) notifications.show({ color: 'green', message: result.message });
  }

  const isOn = saved.whatsappOptIn;
  const isAwaitingCode = isOn && !saved.whatsappConfirmed && phone === saved.whatsappPhone;
  return (
    <Stack gap="xs">
      <Switch
        checked={isOn}
        disabled={update.isPending}
        onChange={(event) => void save(event.currentTarget.checked)}
        label={compact ? t('settings.whatsAppSwitchShort') : t('settings.whatsAppSwitch')}
        description={compact ? undefined : t('settings.whatsAppSwitchHelp')}
      />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PhoneInput
          label={t('settings.whatsAppNumber')}
          placeholder="+923001234567"
          value={phone}
          onChange={setPhone}
          error={phoneError}
          style={{ flex: '1 1 200px' }}
        />
        {isOn && phone !== saved.whatsappPhone && (
          <Button variant="light" onClick={() => void save(true)} loading={update.isPending}>
            {t('settings.saveNumber')}
          </Button>
        )}
      </Group>
      {isAwaitingCode && (
        <WhatsAppCodeField
          phone={saved.whatsappPhone}
          onConfirmed={onSaved}
          onResend={() => void save(true)}
          isResending={update.isPending}
        />
      )}
      {!compact && isOn && saved.whatsappConfirmed && (
        <Text size="xs" c="dimmed">
          {t('settings.whatsAppMessagesGoTo', { phone: saved.whatsappPhone })}
        </Text>
      )}
      {settings.isError && <Alert color="red">{errorMessageOf(settings.error)}</Alert>}
    </Stack>
  );
}

import { Trans } from '@lingui/react';
import { Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  CNIC_DIGITS,
  formatPrice,
  MATCH_MESSAGES,
  type TMatch,
  type TPaymentMethod,
  type TPaymentMethodInfo,
  type TPaymentMethodsEnabled,
} from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DialogActions } from '../../components/dialog-actions';
import { useState } from 'react';
import { useErrorMessageOf } from '../../lib/error-message';
import { usePlatform } from '../../lib/platform';
import { toServerUrl } from '../../lib/server-url';
import { useTRPC } from '../../lib/trpc';
import { enabledPaymentMethods, SETTING_OF, WalletNumberInput } from '../booking';
import { rememberSharePayment } from '../payment';
import { useDates } from '../../i18n/dates';
import { usePaymentMethodTexts } from '../../i18n/payment-method-texts';
import { useTexts } from '../../i18n/texts';
import { formatMatchTime } from './match-format';
import { matchesTexts } from './matches-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

type Props = {
  match: TMatch;
  opened: boolean;
  paymentMethods: TPaymentMethodsEnabled;
  paymentMethodInfo: TPaymentMethodInfo;
  onClose: () => void;
  onJoined: (message: string) => void;
};

/** Joining a match: the payment method (as the booking form offers them) and the share to pay. */
export function JoinMatchDialog({
  match,
  opened,
  paymentMethods,
  paymentMethodInfo,
  onClose,
  onJoined,
}: Props) {
  const M = useCatalogueGroup(MATCH_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const t = useTexts(matchesTexts);
  const methodTexts = usePaymentMethodTexts(paymentMethodInfo);
  const { formatDate } = useDates();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const platform = usePlatform();
  const join = useMutation(trpc.matches.join.mutationOptions());
  const methods = enabledPaymentMethods(paymentMethods);
  const [method, setMethod] = useState<TPaymentMethod | null>(methods[0] ?? null);
  const [mobileNumber, setMobileNumber] = useState('');
  const [cnic, setCnic] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isRedirecting, setIsRedirecting] = useState(false);
  const isWallet = method === 'jazzcash_mwallet';

  const confirm = () => {
    if (!method) return;
    setError(null);
    join.mutate(
      {
        id: match.id,
        paymentMethod: method,
        formData: isWallet ? { mobileNumber, cnic } : {},
        ...(platform.isNativeApp ? { mobileApp: true } : {}),
      },
      {
        onSuccess: ({ message, data }) => {
          void queryClient.invalidateQueries(trpc.matches.pathFilter());
          void queryClient.invalidateQueries(trpc.bookings.pathFilter());
          if (method === 'jazzcash_card' && data.payUrl) {
            setIsRedirecting(true);
            // The app's payment window closes itself; a browser comes back to /payment/success.
            if (!platform.isNativeApp) rememberSharePayment(match.id);
            void platform.openPaymentPage(toServerUrl(data.payUrl));
            return;
          }
          onJoined(message || M.joined);
        },
        // The api's refusal (level range, already in, full) as it words it.
        onError: (failure) => setError(errorMessageOf(failure)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('matches.joinTitle')} centered>
      <Stack gap="md">
        <Text size="sm">
          <Trans
            id="matches.joinWhen"
            values={{
              court: match.court.name,
              date: formatDate(match.date),
              time: formatMatchTime(match),
            }}
            components={{ 0: <bdi /> }}
          />
        </Text>
        <Group justify="space-between">
          <Text fw={600}>{t('matches.yourShare')}</Text>
          <Text fw={700} size="lg" dir="ltr">
            {formatPrice(match.pricePerPlayer)}
          </Text>
        </Group>
        <Radio.Group
          label={t('matches.paymentMethod')}
          value={method}
          onChange={(value) => setMethod(value)}
        >
          <Stack gap="xs" mt="xs">
            {methods.map((option) => {
              const key = SETTING_OF[option];
              const info = methodTexts(key);
              return (
                <Radio key={option} value={option} label={info.title} description={info.subtitle} />
              );
            })}
          </Stack>
        </Radio.Group>
        {isWallet && (
          <Stack gap="sm">
            <WalletNumberInput
              label={t('matches.walletNumber')}
              value={mobileNumber}
              onChange={setMobileNumber}
            />
            <TextInput
              label={t('matches.cnic')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={CNIC_DIGITS}
              value={cnic}
              onChange={(event) =>
                setCnic(event.currentTarget.value.replace(/\D/g, '').slice(0, CNIC_DIGITS))
              }
            />
          </Stack>
        )}
        <DialogActions error={error} onCancel={onClose}>
          <Button onClick={confirm} disabled={!method} loading={join.isPending || isRedirecting}>
            {t('matches.joinAndPay', { price: formatPrice(match.pricePerPlayer) })}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}

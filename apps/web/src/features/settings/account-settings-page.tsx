import { Alert, Button, Card, Center, List, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { ERROR_MESSAGES, type TDeleteAccountRequest } from '@padel/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useTexts } from '../../i18n/texts';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { useLogout, useSession } from '../auth';
import { downloadJsonFile, exportFileName } from './data-export';
import { DeleteAccountDialog } from './delete-account-dialog';
import { useErrorMessageOf } from '../../lib/error-message';
import { settingsTexts } from './settings-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

/** Spec route /account-settings: data export and account deletion. */
export default function AccountSettingsPage() {
  const E = useCatalogueGroup(ERROR_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const { user, isLoading } = useSession();
  const t = useTexts(settingsTexts);
  const logout = useLogout();
  const [, navigate] = useLocation();
  const [isDialogOpen, dialog] = useDisclosure(false);
  const [deletionFailure, setDeletionFailure] = useState<string | null>(null);

  const exportData = useMutation({
    mutationFn: () => client.auth.exportData.query(),
    onSuccess: (data) => downloadJsonFile(data, exportFileName(new Date())),
    onError: () => notifications.show({ color: 'red', message: E.exportDataRetry }),
  });
  const deleteAccount = useMutation(trpc.auth.deleteAccount.mutationOptions());
  // What the deletion would do: how it is confirmed, and the bookings it cancels and refunds.
  const preview = useQuery(
    trpc.auth.deletionPreview.queryOptions(undefined, { enabled: isDialogOpen, staleTime: 0 }),
  );
  const sendCode = useMutation(trpc.auth.sendDeletionCode.mutationOptions());

  useEffect(() => {
    if (!isLoading && !user) navigate('/', { replace: true });
  }, [isLoading, user, navigate]);

  if (!user) {
    return (
      <Center py="xl">
        <Text>{t('settings.redirecting')}</Text>
      </Center>
    );
  }

  const onSendCode = async () => {
    try {
      const result = await sendCode.mutateAsync();
      if (result.message) notifications.show({ color: 'green', message: result.message });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessageOf(error) });
    }
  };

  const onDelete = async (request: TDeleteAccountRequest) => {
    setDeletionFailure(null);
    try {
      const result = await deleteAccount.mutateAsync(request);
      if (result.message) notifications.show({ color: 'green', message: result.message });
    } catch (error) {
      // Spec: on failure the dialog closes and the reason shows on the page.
      dialog.close();
      setDeletionFailure(errorMessageOf(error, E.deleteAccountRetry));
      return;
    }
    // Spec: on success the browser goes to / and logout runs, emptying every cached answer. The
    // session has already ended on the server, so a failing logout call changes nothing; going
    // home once it has settled lets the screens there read the cleared session afresh.
    await logout.mutateAsync().catch(() => undefined);
    navigate('/', { replace: true });
  };

  return (
    <Stack gap="md" maw={720} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('settings.privacyAndData')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('settings.privacySubtitle')}
        </Text>
      </div>

      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('settings.exportTitle')}
          </Title>
          <Text size="sm">{t('settings.exportText')}</Text>
          <Button onClick={() => exportData.mutate()} loading={exportData.isPending}>
            {t('settings.exportButton')}
          </Button>
        </Stack>
      </Card>

      <Card
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'lg' }}
        style={{ borderColor: 'var(--mantine-color-red-4)' }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" c="red.8">
            {t('settings.deleteAccount')}
          </Title>
          <Text size="sm">{t('settings.deletePermanent')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('settings.deleteRemovesDetails')}</List.Item>
            <List.Item>{t('settings.deleteCancelsBookings')}</List.Item>
            <List.Item>{t('settings.deleteKeepsPast')}</List.Item>
          </List>
          {deletionFailure && (
            <Alert
              color="red"
              variant="light"
              title={E.deleteAccountFailed}
              withCloseButton
              onClose={() => setDeletionFailure(null)}
            >
              {deletionFailure}
            </Alert>
          )}
          <Button color="red" onClick={dialog.open}>
            {t('settings.deleteMyAccount')}
          </Button>
        </Stack>
      </Card>

      <Button component={Link} href="/settings" variant="default">
        {t('settings.backToSettings')}
      </Button>

      <DeleteAccountDialog
        // A new form when the way to confirm is known (password or e-mailed code).
        key={preview.data?.verification ?? 'password'}
        opened={isDialogOpen}
        onClose={dialog.close}
        onConfirm={(request) => void onDelete(request)}
        isLoading={deleteAccount.isPending}
        preview={preview.data}
        onSendCode={() => void onSendCode()}
        isSendingCode={sendCode.isPending}
        isCodeSent={sendCode.isSuccess}
      />
    </Stack>
  );
}

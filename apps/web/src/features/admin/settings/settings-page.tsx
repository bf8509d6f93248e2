import { Alert, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { errorMessageOf } from '../../../lib/error-message';
import { AdminPageHeader } from '../shared';
import { SettingsForm } from './settings-form';

/** Settings (`/admin/settings`): business information, payments, social links, apps, maintenance. */
export default function SettingsPage() {
  const trpc = useTRPC();
  const settingsQuery = useQuery(trpc.business.settings.queryOptions());
  if (settingsQuery.isPending) {
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  }
  if (settingsQuery.isError) {
    return (
      <Stack gap="md">
        <AdminPageHeader title="Settings" />
        <Alert color="red" variant="filled" title="Settings could not be loaded">
          {errorMessageOf(settingsQuery.error)}
        </Alert>
      </Stack>
    );
  }
  return <SettingsForm business={settingsQuery.data.business} />;
}

import { Button, Card, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  LEVEL_TEXTS,
  SUCCESS_MESSAGES,
  type TChangePasswordRequest,
  type TUpdateProfileRequest,
} from '@padel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { useTRPC } from '../../lib/trpc';
import { useSession } from '../auth';
import { LevelSettings } from '../levels';
import { describeAccount } from './account-information';
import { ChangePasswordForm } from './change-password-form';
import { NotificationSettings } from './notification-settings';
import { LinkedProviders } from './linked-providers';
import { ProfileForm } from './profile-form';
import { settingsTexts } from './settings-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Spec route /settings: profile information, password change and account information. */
export default function SettingsPage() {
  const L = useCatalogueGroup(LEVEL_TEXTS);
  const S = useCatalogueGroup(SUCCESS_MESSAGES);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const t = useTexts(settingsTexts);
  const { formatInstant } = useDates();
  const updateProfile = useMutation(trpc.auth.updateProfile.mutationOptions());
  const changePassword = useMutation(trpc.auth.changePassword.mutationOptions());

  if (!user) {
    return (
      <Center py="xl">
        <Text>{t('settings.loading')}</Text>
      </Center>
    );
  }

  const onSaveProfile = async (request: TUpdateProfileRequest) => {
    const result = await updateProfile.mutateAsync(request);
    // The header and menu show the name from the session, so it is replaced at once.
    queryClient.setQueryData(trpc.auth.session.queryKey(), { user: result.data.user });
    await queryClient.invalidateQueries(trpc.auth.profile.queryFilter());
    notifications.show({ color: 'green', message: S.profileUpdated });
  };

  const onChangePassword = async (request: TChangePasswordRequest) => {
    await changePassword.mutateAsync(request);
    notifications.show({ color: 'green', message: S.passwordChanged });
  };

  return (
    <Stack gap="md" maw={720} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('settings.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('settings.subtitle')}
        </Text>
      </div>

      <Section title={t('settings.profileInformation')}>
        <ProfileForm key={user.id} user={user} onSubmit={onSaveProfile} />
      </Section>

      <Section title={L.settingsTitle}>
        <LevelSettings user={user} />
      </Section>

      <Section title={t('settings.changePassword')}>
        <ChangePasswordForm onSubmit={onChangePassword} />
      </Section>

      <NotificationSettings phone={user.phone ?? undefined} />

      <Section title={t('settings.accountInformation')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          {describeAccount(user, { t, formatInstant }).map((fact) => (
            <div key={fact.label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {fact.label}
              </Text>
              <Text fw={500}>{fact.value}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Section>

      <LinkedProviders />

      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Button component={Link} href="/account-settings" variant="light">
          {t('settings.privacyAndData')}
        </Button>
        <Button component={Link} href="/booking" variant="default">
          {t('settings.backToBooking')}
        </Button>
      </Group>
    </Stack>
  );
}

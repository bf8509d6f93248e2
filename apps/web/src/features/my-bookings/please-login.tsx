import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'wouter';
import { useTexts } from '../../i18n/texts';
import { openAuthModal } from '../auth';
import { myBookingsTexts } from './my-bookings-texts';

/** What My Bookings shows a session that ended on the page (the route is protected). */
export function PleaseLogin() {
  const t = useTexts(myBookingsTexts);
  const [, navigate] = useLocation();
  const onGoBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" ta="center" maw={360}>
        <Title order={1} size="h2">
          {t('myBookings.pleaseLogin')}
        </Title>
        <Text c="dimmed">{t('myBookings.loginIntro')}</Text>
        <Button onClick={() => openAuthModal('login')} fullWidth>
          {t('myBookings.loginToView')}
        </Button>
        <Button variant="default" onClick={onGoBack} fullWidth>
          {t('myBookings.goBack')}
        </Button>
      </Stack>
    </Center>
  );
}

import { Trans } from '@lingui/react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { WAITLIST_MESSAGES, type TWaitlistEntry } from '@padel/contract';
import { formatKarachiTime } from '@padel/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useErrorMessageOf } from '../../lib/error-message';
import { useTRPC } from '../../lib/trpc';
import { useDates } from '../../i18n/dates';
import { useTexts } from '../../i18n/texts';
import { myBookingsTexts } from './my-bookings-texts';
import { useCatalogueGroup } from '../../i18n/catalogue';

/** The booking form on the slot held for the player (as the mail's link opens it). */
function offerHref(entry: TWaitlistEntry) {
  const query = new URLSearchParams({
    court: entry.offer?.court._id ?? '',
    date: entry.date,
    start: entry.timeSlot.startTime,
    end: entry.timeSlot.endTime,
  });
  return `/booking?${query.toString()}`;
}

function WaitlistCard({ entry }: { entry: TWaitlistEntry }) {
  const W = useCatalogueGroup(WAITLIST_MESSAGES);
  const errorMessageOf = useErrorMessageOf();
  const t = useTexts(myBookingsTexts);
  const { formatDate } = useDates();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.waitlist.remove.mutationOptions());
  const when = formatDate(entry.date);
  const court = entry.offer?.court.name ?? entry.court?.name ?? W.anyCourt;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      aria-label={t('myBookings.waitlistLabel', { when, start: entry.timeSlot.startTime })}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>
            <Trans
              id="myBookings.waitlistWhen"
              values={{ when, start: entry.timeSlot.startTime, end: entry.timeSlot.endTime }}
              components={{ 0: <bdi /> }}
            />
          </Text>
          <Text size="sm" c="dimmed">
            {court}
          </Text>
          {entry.offer ? (
            <Badge color="green" variant="light">
              {W.offered(formatKarachiTime(new Date(entry.offer.expiresAt)))}
            </Badge>
          ) : (
            <Text size="sm">{W.waiting(entry.position)}</Text>
          )}
        </Stack>
        <Group gap="xs">
          {entry.offer && (
            <Button component={Link} href={offerHref(entry)} size="xs">
              {t('myBookings.bookNow')}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={remove.isPending}
            aria-label={`${W.remove} ${when} ${entry.timeSlot.startTime}`}
            onClick={() =>
              remove.mutate(
                { id: entry.id },
                {
                  onSuccess: ({ message }) => {
                    notifications.show({ color: 'green', message: message || W.removed });
                    void queryClient.invalidateQueries({ queryKey: trpc.waitlist.mine.queryKey() });
                  },
                  onError: (error) =>
                    notifications.show({ color: 'red', message: errorMessageOf(error) }),
                },
              )
            }
          >
            {W.remove}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** My Bookings: the slots the player waits for, with a remove action; nothing when none. */
export function WaitlistSection() {
  const W = useCatalogueGroup(WAITLIST_MESSAGES);
  const trpc = useTRPC();
  const mine = useQuery(trpc.waitlist.mine.queryOptions());
  const entries = mine.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={W.myWaitlist}>
      <Title order={2} size="h4">
        {W.myWaitlist}
      </Title>
      {entries.map((entry) => (
        <WaitlistCard key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}

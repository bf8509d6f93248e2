import {
  Alert,
  Button,
  Center,
  EmptyState,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { TBooking } from '@padel/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { lazyExport } from '../../lib/lazy-export';
import { useTRPC } from '../../lib/trpc';
import { useBusiness } from '../../lib/use-business';
import { useHasOpened } from '../../lib/use-has-opened';
import { afterNextPaint, loadOneAfterAnother, whenIdle } from '../../lib/when-idle';
import { useSession } from '../auth';
import { LevelPromptCard } from '../levels';
import { PleaseLogin } from './please-login';
import { WaitlistSection } from './waitlist-section';
import {
  clampPage,
  isMyBookingsTab,
  MY_BOOKINGS_TABS,
  toMyBookingsRequest,
  type MyBookingsTab,
} from './my-bookings-tabs';
import type { CancellationDecision } from './booking-view';
import { useBookingCancellation } from './use-booking-cancellation';
import { useErrorMessageOf } from '../../lib/error-message';
import { useTexts, type Translate } from '../../i18n/texts';
import { JoinedMatches, loadOpenMatchDialog } from '../matches';
import { useHostedMatches } from './use-hosted-matches';
import { myBookingsTexts } from './my-bookings-texts';

// The title, the tabs and the skeleton show with the page's own code. The cards (with their
// calendar menu and page controls) load alongside the bookings, and the dialogs once the page is
// idle or when first opened.
const loadBookingCards = () => import('./booking-cards');
const loadBookingDetailsDialog = () => import('./booking-details-dialog');
const loadCancellationRestrictedDialog = () => import('./cancellation-restricted-dialog');
const loadOtpDialog = () => import('../../components/otp-dialog');

const BookingCards = lazyExport(loadBookingCards, 'BookingCards');
const BookingDetailsDialog = lazyExport(loadBookingDetailsDialog, 'BookingDetailsDialog');
const CancellationRestrictedDialog = lazyExport(
  loadCancellationRestrictedDialog,
  'CancellationRestrictedDialog',
);
const OtpDialog = lazyExport(loadOtpDialog, 'OtpDialog');
const OpenMatchDialog = lazyExport(loadOpenMatchDialog, 'OpenMatchDialog');

const preloadDialogs = () =>
  void loadOneAfterAnother([
    loadBookingDetailsDialog,
    loadCancellationRestrictedDialog,
    loadOtpDialog,
    loadOpenMatchDialog,
  ]);

function ListSkeleton() {
  const t = useTexts(myBookingsTexts);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      aria-busy="true"
      aria-label={t('myBookings.loadingBookings')}
    >
      {[0, 1].map((key) => (
        <Skeleton key={key} height={170} radius="md" />
      ))}
    </SimpleGrid>
  );
}

/** What an empty tab says. */
function emptyText(tab: MyBookingsTab, t: Translate): string {
  if (tab === 'upcoming') return t('myBookings.noUpcoming');
  if (tab === 'past') return t('myBookings.noPast');
  return t('myBookings.noneYet');
}

type ListProps = {
  tab: MyBookingsTab;
  sendingBookingId: string | null;
  onViewDetails: (booking: TBooking) => void;
  onCancel: (booking: TBooking, decision: CancellationDecision) => void;
  onOpenMatch: (booking: TBooking) => void;
};

function BookingList({ tab, sendingBookingId, onViewDetails, onCancel, onOpenMatch }: ListProps) {
  const errorMessageOf = useErrorMessageOf();
  const t = useTexts(myBookingsTexts);
  const trpc = useTRPC();
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...trpc.bookings.myBookings.queryOptions(toMyBookingsRequest(tab, page)),
    placeholderData: keepPreviousData,
  });
  const pagination = query.data?.pagination;

  // A cancellation can empty the last page; step back to one that exists.
  useEffect(() => {
    const existing = clampPage(page, pagination);
    if (existing !== page) setPage(existing);
  }, [page, pagination]);

  const hostedMatches = useHostedMatches(query.data, tab === 'upcoming', onOpenMatch);

  if (query.isPending) return <ListSkeleton />;

  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t('myBookings.loadError')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessageOf(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('myBookings.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const { bookings, matches } = query.data;
  const joined = <JoinedMatches matches={matches.filter((match) => !match.viewer?.isHost)} />;
  if (bookings.length === 0) {
    return (
      <>
        <EmptyState py="xl" title={t('myBookings.noBookings')} description={emptyText(tab, t)}>
          <EmptyState.Actions>
            <Button component={Link} href="/booking">
              {t('myBookings.bookACourt')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
        {joined}
      </>
    );
  }

  return (
    <Suspense fallback={<ListSkeleton />}>
      <BookingCards
        bookings={bookings}
        pagination={pagination}
        page={page}
        onPageChange={setPage}
        isStale={query.isPlaceholderData}
        sendingBookingId={sendingBookingId}
        onViewDetails={onViewDetails}
        onCancel={onCancel}
        onOpenMatch={onOpenMatch}
        hostedMatches={hostedMatches}
      />
      {joined}
    </Suspense>
  );
}

/** Spec route /my-bookings: the player's bookings in Upcoming, Past and All. */
export default function MyBookingsPage() {
  const t = useTexts(myBookingsTexts);
  const { user, isLoading } = useSession();
  const business = useBusiness();
  const [tab, setTab] = useState<MyBookingsTab>('upcoming');
  const [detailsBooking, setDetailsBooking] = useState<TBooking | null>(null);
  const [matchBooking, setMatchBooking] = useState<TBooking | null>(null);
  const cancellation = useBookingCancellation();
  const hasOpenedDetails = useHasOpened(detailsBooking !== null);
  const hasOpenedRestricted = useHasOpened(cancellation.restrictedHours !== null);
  const hasOpenedCode = useHasOpened(cancellation.isCodeOpen);

  // The cards' code travels while the bookings are asked for, not after them, and once the
  // title and frame are painted, so that it does not hold them back.
  useEffect(() => {
    const cancelCards = afterNextPaint(() => void loadBookingCards());
    const cancelDialogs = whenIdle(preloadDialogs);
    return () => {
      cancelCards();
      cancelDialogs();
    };
  }, []);

  if (isLoading) {
    return (
      <Center py="xl">
        <Text>{t('myBookings.loading')}</Text>
      </Center>
    );
  }
  // The route is protected; this is what a session that ended on this page shows.
  if (!user) return <PleaseLogin />;

  return (
    <Stack gap="md" maw={960} mx="auto">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {t('myBookings.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('myBookings.subtitle')}
          </Text>
        </div>
        <Button component={Link} href="/booking" variant="light">
          {t('myBookings.newBooking')}
        </Button>
      </Group>

      <LevelPromptCard />
      <WaitlistSection />

      <Tabs
        value={tab}
        onChange={(value) => isMyBookingsTab(value) && setTab(value)}
        keepMounted={false}
      >
        <Tabs.List grow mb="md">
          <Tabs.Tab value="upcoming">{t('myBookings.tabUpcoming')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('myBookings.tabPast')}</Tabs.Tab>
          <Tabs.Tab value="all">{t('myBookings.tabAll')}</Tabs.Tab>
        </Tabs.List>
        {MY_BOOKINGS_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <BookingList
              tab={value}
              sendingBookingId={cancellation.sendingBookingId}
              onViewDetails={setDetailsBooking}
              onCancel={cancellation.start}
              onOpenMatch={setMatchBooking}
            />
          </Tabs.Panel>
        ))}
      </Tabs>

      <Suspense fallback={null}>
        {matchBooking && (
          <OpenMatchDialog booking={matchBooking} onClose={() => setMatchBooking(null)} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {hasOpenedDetails && (
          <BookingDetailsDialog booking={detailsBooking} onClose={() => setDetailsBooking(null)} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {hasOpenedRestricted && (
          <CancellationRestrictedDialog
            hoursRemaining={cancellation.restrictedHours}
            supportPhone={business?.phone}
            onClose={cancellation.close}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {hasOpenedCode && (
          <OtpDialog
            open={cancellation.isCodeOpen}
            onClose={cancellation.close}
            onVerify={cancellation.verify}
            onResend={cancellation.resend}
            email={user.email ?? ''}
            title={t('myBookings.cancelBookingTitle')}
            isVerifying={cancellation.isVerifying}
            isResending={cancellation.isResending}
            error={cancellation.codeError}
          />
        )}
      </Suspense>
    </Stack>
  );
}

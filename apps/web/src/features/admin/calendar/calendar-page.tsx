import '@mantine/dates/styles.layer.css';
import { Alert, Group, Skeleton, Stack } from '@mantine/core';
import { formatMinutes, minutesOfDay } from '@padel/domain';
import { useMemo, useState } from 'react';
import { errorMessageOf } from '../../../lib/error-message';
import { BookingDetailsModal } from '../bookings/booking-details-modal';
import { NewBookingWizard, type WizardPrefill } from '../bookings/new-booking-wizard';
import { DEFAULT_WIZARD_DURATION } from '../bookings/wizard-state';
import { AdminPageHeader, formatLocalDate, karachiToday, useLiveBookings } from '../shared';
import { CalendarDayNav } from './calendar-day-nav';
import { CalendarDayNotes } from './calendar-day-notes';
import { CalendarGrid } from './calendar-grid';
import { matchingBookingIds } from './calendar-search';
import { BookingSearchInput } from '../bookings/booking-search-input';
import { Legend } from './calendar-legend';
import { useCalendarDay } from './use-calendar-day';
import { useScrollToNow } from './use-scroll-to-now';

/** The day calendar: one column per court, 30-minute rows, bookings as blocks (front desk). */
export default function AdminCalendarPage() {
  useLiveBookings();
  const today = karachiToday();
  const [date, setDate] = useState(today);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [prefill, setPrefill] = useState<WizardPrefill | null>(null);
  const day = useCalendarDay(date);
  const scroller = useScrollToNow({
    date,
    today,
    isReady: !day.isLoading && !day.isPlaceholder,
    rows: day.rows,
    blockRows: day.blocks.map((block) => block.row),
  });
  const [search, setSearch] = useState('');
  const matchedIds = useMemo(
    () => matchingBookingIds(day.dayBookings, search),
    [day.dayBookings, search],
  );
  const viewed = day.dayBookings.find((booking) => booking._id === viewedId) ?? null;

  const openWizard = (courtId: string, startTime: string) => {
    const start = minutesOfDay(startTime);
    const end = Math.min(start + DEFAULT_WIZARD_DURATION, 24 * 60);
    setPrefill({ courtId, date, slot: { startTime, endTime: formatMinutes(end) } });
  };

  return (
    <Stack gap="sm">
      <AdminPageHeader
        title="Day Calendar"
        description={formatLocalDate(date, 'EEEE, d MMMM yyyy')}
        actions={<CalendarDayNav date={date} today={today} onDate={setDate} />}
      />
      <CalendarDayNotes holiday={day.holiday} overrides={day.overrides} />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Legend />
        <BookingSearchInput label="Find on this day" onSearch={setSearch} w={260} />
      </Group>
      {day.failure && (
        <Alert color="red" role="alert">
          {errorMessageOf(day.failure)}
        </Alert>
      )}
      {day.isLoading || !day.rules ? (
        <Skeleton height={480} />
      ) : (
        <CalendarGrid
          date={date}
          scroller={scroller}
          columns={day.columns}
          rows={day.rows}
          rules={day.rules}
          blocks={day.blocks}
          holds={day.holds}
          onBook={openWizard}
          onView={setViewedId}
          matchedIds={matchedIds}
          matchOf={day.matchOf}
        />
      )}
      <BookingDetailsModal booking={viewed} onClose={() => setViewedId(null)} />
      <NewBookingWizard
        opened={Boolean(prefill)}
        onClose={() => setPrefill(null)}
        prefill={prefill ?? undefined}
      />
    </Stack>
  );
}

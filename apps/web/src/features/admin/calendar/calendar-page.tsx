import '@mantine/dates/styles.layer.css';
import {
  Alert,
  Badge,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { ADMIN_MAX_PAGE_SIZE, type THeldSlot } from '@padel/contract';
import { formatKarachiTime, formatMinutes, minutesOfDay } from '@padel/domain';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { BookingDetailsModal } from '../bookings/booking-details-modal';
import { NewBookingWizard, type WizardPrefill } from '../bookings/new-booking-wizard';
import { DEFAULT_WIZARD_DURATION } from '../bookings/wizard-state';
import {
  AdminPageHeader,
  formatLocalDate,
  fullName,
  karachiToday,
  paymentStatusLabel,
  shiftDate,
  useCourts,
} from '../shared';
import {
  calendarColumns,
  calendarRows,
  calendarWindow,
  cellState,
  placeBlocks,
  placeHolds,
  venueOpenRanges,
  type CellState,
  type DayRules,
} from './calendar-layout';
import classes from './calendar.module.css';
import { errorMessageOf } from '../../../lib/error-message';

/** The front desk's view refreshes itself this often, and when the window regains focus. */
export const CALENDAR_REFRESH_MS = 30_000;

const CELL_LABEL: Record<Exclude<CellState, 'free'>, string> = {
  closed: 'Closed',
  blocked: 'Unavailable (override)',
  held: 'Held (a player is booking)',
  past: 'Past',
};

/** The height of a row in px (calendar.module.css): a touch target. */
const ROW_HEIGHT = 44;

function currentKarachiTime(): string {
  return formatKarachiTime(new Date());
}

const live = { refetchInterval: CALENDAR_REFRESH_MS, refetchOnWindowFocus: true } as const;

function Legend() {
  const item = (label: string, style: React.CSSProperties) => (
    <Text size="xs" c="dimmed" span>
      <span className={classes.swatch} style={style} />
      {label}
    </Text>
  );
  return (
    <Group gap="md" wrap="wrap">
      {item('Confirmed', {
        background: 'var(--mantine-color-green-1)',
        borderColor: 'var(--mantine-color-green-7)',
      })}
      {item('Pending', {
        background: 'var(--mantine-color-yellow-1)',
        borderColor: 'var(--mantine-color-yellow-7)',
      })}
      {item('Completed', {
        background: 'var(--mantine-color-blue-1)',
        borderColor: 'var(--mantine-color-blue-7)',
      })}
      {item('Free (tap to book)', { background: 'white' })}
      {item('Closed', { background: 'var(--mantine-color-gray-3)' })}
      {item('Override', { background: 'var(--mantine-color-red-1)' })}
      {item('Held (booking in progress)', {
        background: 'var(--mantine-color-orange-0)',
        borderColor: 'var(--mantine-color-orange-6)',
      })}
      {item('Past', { background: 'var(--mantine-color-gray-1)' })}
    </Group>
  );
}

/**
 * A slot a player holds while typing their booking code: whose hold it is and when it lapses,
 * so the desk can tell a caller (DECISIONS "Slot holds"; staff only).
 */
function HoldBlock({
  hold,
  courtName,
  style,
}: {
  hold: THeldSlot;
  courtName: string;
  style: React.CSSProperties;
}) {
  const holder = fullName(hold.holder);
  const until = formatKarachiTime(new Date(hold.expiresAt));
  return (
    <div
      className={classes.block}
      data-status="held"
      data-testid={`hold-${hold.holder._id}`}
      style={style}
      role="note"
      aria-label={`${courtName}, ${hold.start} - ${hold.end}, held by ${holder} until ${until}`}
    >
      <div className={classes.blockName}>{holder}</div>
      <div>
        {hold.start} - {hold.end} · held until {until}
      </div>
    </div>
  );
}

/** The day calendar: one column per court, 30-minute rows, bookings as blocks (front desk). */
export default function AdminCalendarPage() {
  const trpc = useTRPC();
  const today = karachiToday();
  const [date, setDate] = useState(today);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [prefill, setPrefill] = useState<WizardPrefill | null>(null);

  const bookings = useQuery({
    ...trpc.admin.bookings.list.queryOptions({
      page: 1,
      limit: ADMIN_MAX_PAGE_SIZE,
      startDate: date,
      endDate: date,
      status: ['pending', 'confirmed', 'completed'],
      all: false,
    }),
    ...live,
    placeholderData: (last) => last,
  });
  const availability = useQuery({
    ...trpc.admin.availability.check.queryOptions({ date }),
    ...live,
  });
  const hours = useQuery({ ...trpc.hours.list.queryOptions(), staleTime: 60_000 });
  const holiday = useQuery({ ...trpc.holidays.check.queryOptions({ date }), ...live });
  const overrides = useQuery({ ...trpc.overrides.byDate.queryOptions({ date }), ...live });
  const courts = useCourts();

  const dayBookings = useMemo(
    () => (bookings.data?.bookings ?? []).filter((booking) => booking.date === date),
    [bookings.data, date],
  );
  const rules: DayRules | null = useMemo(() => {
    if (!hours.data || !availability.data) return null;
    const holidays = holiday.data?.holiday ? [holiday.data.holiday] : [];
    const dayOverrides = overrides.data?.overrides ?? [];
    return {
      date,
      schedule: hours.data.operatingHours,
      holidays,
      overridesOf: (courtId) => dayOverrides.filter((override) => override.court._id === courtId),
      freeOf: (courtId) =>
        availability.data.availability.find((entry) => entry.court._id === courtId)?.free ?? [],
      heldOf: (courtId) =>
        availability.data.availability.find((entry) => entry.court._id === courtId)?.held ?? [],
    };
  }, [hours.data, availability.data, holiday.data, overrides.data, date]);

  const activeCourts = useMemo(
    () =>
      (courts.data?.courts ?? [])
        .filter((court) => court.status === 'active')
        .map((court) => ({ _id: court._id, name: court.name, location: court.location })),
    [courts.data],
  );
  const columns = calendarColumns(activeCourts, dayBookings);
  const timeWindow = calendarWindow(rules ? venueOpenRanges(rules) : [], dayBookings);
  const rows = calendarRows(timeWindow);
  const blocks = placeBlocks(dayBookings, columns, timeWindow);
  const holds = placeHolds(
    (availability.data?.availability ?? []).flatMap((entry) =>
      (entry.held ?? []).map((hold) => ({ ...hold, courtId: entry.court._id })),
    ),
    columns,
    timeWindow,
  );
  const viewed = dayBookings.find((booking) => booking._id === viewedId) ?? null;
  const failure = bookings.error ?? availability.error ?? hours.error ?? courts.error;
  const isLoading = !rules || !courts.data || !bookings.data;

  // On a new day the grid scrolls to what matters: now (today), else the first booking.
  const scroller = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (
      isLoading ||
      bookings.isPlaceholderData ||
      !scroller.current ||
      scrolledFor.current === date
    )
      return;
    scrolledFor.current = date;
    const nowRow = date === today ? rows.findIndex((time) => time >= currentKarachiTime()) - 1 : -1;
    const firstBlock = blocks.length > 0 ? Math.min(...blocks.map((block) => block.row)) : 0;
    const target = Math.max(0, nowRow >= 0 ? nowRow : firstBlock);
    scroller.current.scrollTop = target * ROW_HEIGHT;
  }, [isLoading, bookings.isPlaceholderData, date, today, rows, blocks]);

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
        actions={
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              size="md"
              h={44}
              onClick={() => setDate(shiftDate(date, -1))}
              aria-label="Prev day"
            >
              ‹ Prev
            </Button>
            <Button
              variant={date === today ? 'filled' : 'default'}
              size="md"
              h={44}
              onClick={() => setDate(today)}
            >
              Today
            </Button>
            <Button
              variant="default"
              size="md"
              h={44}
              onClick={() => setDate(shiftDate(date, 1))}
              aria-label="Next day"
            >
              Next ›
            </Button>
            <DatePickerInput
              aria-label={`${formatLocalDate(date, 'd MMM yyyy')}, choose a date`}
              size="md"
              value={date}
              onChange={(value) => value && setDate(value)}
              valueFormat="D MMM YYYY"
              w={150}
              styles={{ input: { minHeight: 44 } }}
            />
          </Group>
        }
      />
      <Group gap="xs" wrap="wrap">
        {holiday.data?.holiday && (
          <Badge color="grape" size="lg" variant="light">
            Holiday: {holiday.data.holiday.name}
            {holiday.data.holiday.isFullDay ? ' (closed)' : ''}
          </Badge>
        )}
        {(overrides.data?.overrides ?? []).map((override) => (
          <Badge
            key={override._id}
            color={override.isAvailable ? 'teal' : 'red'}
            size="lg"
            variant="light"
          >
            {override.court.name}: {override.reason}
            {override.isFullDay || override.timeRanges.length === 0
              ? ''
              : ` (${override.timeRanges.map((r) => `${r.startTime}-${r.endTime}`).join(', ')})`}
          </Badge>
        ))}
      </Group>
      <Legend />
      {failure && (
        <Alert color="red" role="alert">
          {errorMessageOf(failure)}
        </Alert>
      )}
      {isLoading ? (
        <Skeleton height={480} />
      ) : (
        <div className={classes.scroller} ref={scroller}>
          <div
            className={classes.grid}
            // A CSS grid of cells without rows: a labelled group, each cell named on its own.
            role="group"
            aria-label={`Bookings on ${formatLocalDate(date)}`}
            style={{ gridTemplateColumns: `64px repeat(${columns.length}, minmax(150px, 1fr))` }}
          >
            <div className={classes.corner} style={{ gridColumn: 1, gridRow: 1 }}>
              Time
            </div>
            {columns.map((court, column) => (
              <div
                key={court._id}
                className={classes.courtHead}
                data-testid="court-head"
                style={{ gridColumn: column + 2, gridRow: 1 }}
              >
                {court.name}
                <Text size="xs" c="dimmed" fw={400} span>
                  {court.location}
                </Text>
              </div>
            ))}
            {rows.map((time, row) => (
              <Fragment key={time}>
                <div className={classes.time} style={{ gridColumn: 1, gridRow: row + 2 }}>
                  {time}
                </div>
                {columns.map((court, column) => {
                  const state = cellState(rules, court._id, time);
                  const place = { gridColumn: column + 2, gridRow: row + 2 };
                  return state === 'free' ? (
                    <UnstyledButton
                      key={court._id}
                      className={classes.cell}
                      data-state={state}
                      style={place}
                      aria-label={`Book ${court.name} at ${time}`}
                      onClick={() => openWizard(court._id, time)}
                    />
                  ) : (
                    <div
                      key={court._id}
                      className={classes.cell}
                      data-state={state}
                      style={place}
                      title={CELL_LABEL[state]}
                    >
                      <VisuallyHidden>{`${court.name} at ${time}: ${CELL_LABEL[state]}`}</VisuallyHidden>
                    </div>
                  );
                })}
              </Fragment>
            ))}
            {blocks.map(({ booking, column, row, span }) => (
              <UnstyledButton
                key={booking._id}
                className={classes.block}
                data-status={booking.status}
                data-testid={`block-${booking.bookingId}`}
                style={{ gridColumn: column + 2, gridRow: `${row + 2} / span ${span}` }}
                aria-label={`${fullName(booking.customer)}, ${booking.court.name}, ${booking.timeSlot.startTime} - ${booking.timeSlot.endTime}, ${booking.status}, ${paymentStatusLabel(booking.paymentStatus)}`}
                onClick={() => setViewedId(booking._id)}
              >
                <div className={classes.blockName}>{fullName(booking.customer)}</div>
                <div>
                  {booking.timeSlot.startTime} - {booking.timeSlot.endTime}
                  {span > 1 ? ` · ${paymentStatusLabel(booking.paymentStatus)}` : ''}
                </div>
                {span > 2 && <div>{booking.bookingId}</div>}
              </UnstyledButton>
            ))}
            {holds.map(({ hold, column, row, span }) => (
              <HoldBlock
                key={`${hold.courtId}-${hold.start}`}
                hold={hold}
                courtName={columns[column]?.name ?? ''}
                style={{ gridColumn: column + 2, gridRow: `${row + 2} / span ${span}` }}
              />
            ))}
          </div>
        </div>
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

import type { Ref } from 'react';
import { formatLocalDate } from '../shared';
import type { DayRules } from './calendar-layout';
import { CalendarBookingBlock, type BlockMatch } from './calendar-booking-block';
import { CalendarCells } from './calendar-cells';
import classes from './calendar.module.css';
import { HoldBlock } from './hold-block';
import { WaitlistBadges } from './waitlist-badges';
import type { TCalendarDay } from './use-calendar-day';

type Props = Pick<TCalendarDay, 'columns' | 'rows' | 'blocks' | 'holds'> & {
  rules: DayRules;
  date: string;
  scroller: Ref<HTMLDivElement>;
  onBook: (courtId: string, time: string) => void;
  onView: (bookingId: string) => void;
  /** Bookings matching the desk's search, outlined (others dimmed); null: no search. */
  matchedIds?: Set<string> | null;
  /** The open matches among the bookings, by booking id. */
  matchOf?: ReadonlyMap<string, BlockMatch>;
};

/** The day grid: one column per court, 30-minute rows, bookings and held slots as blocks. */
export function CalendarGrid({
  date,
  scroller,
  columns,
  rows,
  rules,
  blocks,
  holds,
  onBook,
  onView,
  matchedIds = null,
  matchOf,
}: Props) {
  return (
    // The grid scrolls on its own: it takes the focus so that the keyboard can scroll it too,
    // even on a day whose cells are all past and offer nothing to tab to.
    <div
      className={classes.scroller}
      ref={scroller}
      role="region"
      aria-label="Day grid"
      tabIndex={0}
    >
      <div
        className={classes.grid}
        // A CSS grid of cells without rows: a labelled group, each cell named on its own.
        role="group"
        aria-label={`Bookings on ${formatLocalDate(date)}`}
        style={{ gridTemplateColumns: `64px repeat(${columns.length}, minmax(150px, 1fr))` }}
      >
        <CalendarCells columns={columns} rows={rows} rules={rules} onBook={onBook} />
        {blocks.map(({ booking, column, row, span }) => (
          <CalendarBookingBlock
            key={booking._id}
            booking={booking}
            span={span}
            style={{ gridColumn: column + 2, gridRow: `${row + 2} / span ${span}` }}
            matched={matchedIds ? matchedIds.has(booking._id) : undefined}
            openMatch={matchOf?.get(booking._id)}
            onView={onView}
          />
        ))}
        {holds.map(({ hold, column, row, span }) => (
          <HoldBlock
            key={`${hold.courtId}-${hold.start}`}
            hold={hold}
            courtName={columns[column]?.name ?? ''}
            style={{ gridColumn: column + 2, gridRow: `${row + 2} / span ${span}` }}
          />
        ))}
        <WaitlistBadges date={date} columns={columns} rows={rows} />
      </div>
    </div>
  );
}

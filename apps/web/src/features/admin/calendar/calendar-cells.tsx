import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Fragment } from 'react';
import { cellState, type CellState, type DayRules } from './calendar-layout';
import classes from './calendar.module.css';
import type { TCalendarDay } from './use-calendar-day';

const CELL_LABEL: Record<Exclude<CellState, 'free'>, string> = {
  closed: 'Closed',
  blocked: 'Unavailable (override)',
  held: 'Held (a player is booking)',
  past: 'Past',
};

/** The grid's header row (one per court) and its time rows of cells; a free cell books. */
export function CalendarCells({
  columns,
  rows,
  rules,
  onBook,
}: Pick<TCalendarDay, 'columns' | 'rows'> & {
  rules: DayRules;
  onBook: (courtId: string, time: string) => void;
}) {
  return (
    <>
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
                onClick={() => onBook(court._id, time)}
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
    </>
  );
}

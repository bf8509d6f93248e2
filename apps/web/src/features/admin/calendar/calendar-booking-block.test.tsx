import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { makeBooking } from '../test/fixtures';
import { CalendarBookingBlock } from './calendar-booking-block';

const halfHour = { startTime: '18:00', endTime: '18:30', durationMinutes: 30 };

function renderBlock(booking: ReturnType<typeof makeBooking>, span: number) {
  renderWithApi(<CalendarBookingBlock booking={booking} span={span} style={{}} onView={vi.fn()} />);
  return screen.getByTestId(`block-${booking.bookingId}`);
}

describe('a half-hour block on the day calendar', () => {
  it('shows the name, the time and a Due badge, and leaves Check in to Booking Details', () => {
    const block = renderBlock(makeBooking({ bookingId: 'BK-30', timeSlot: halfHour }), 1);
    expect(block).toHaveAttribute('data-compact', 'true');
    expect(block).toHaveTextContent('18:00 - 18:30');
    expect(within(block).getByText('Due')).toBeInTheDocument();
    expect(block).not.toHaveTextContent(/Paid Rs\./);
    expect(within(block).queryByRole('button', { name: /^Check in/ })).toBeNull();
    expect(within(block).getByRole('button', { name: /18:00 - 18:30/ })).toBeInTheDocument();
  });

  it('says Paid once nothing is due, and Arrived once the player is checked in', () => {
    const paid = renderBlock(
      makeBooking({ bookingId: 'BK-31', timeSlot: halfHour, amountPaid: 1800, amountDue: 0 }),
      1,
    );
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    const arrived = renderBlock(
      makeBooking({ bookingId: 'BK-32', timeSlot: halfHour, attendance: 'checked_in' }),
      1,
    );
    expect(within(arrived).getByText('Arrived')).toBeInTheDocument();
    expect(within(arrived).queryByText('Due')).toBeNull();
  });

  it('an hour block keeps its money line', () => {
    const block = renderBlock(
      makeBooking({ bookingId: 'BK-60', amountPaid: 900, amountDue: 900 }),
      2,
    );
    expect(block).not.toHaveAttribute('data-compact');
    expect(block).toHaveTextContent('Paid Rs. 900 · Due Rs. 900');
  });
});

describe('an open match on the day calendar', () => {
  it('says it is an open match and how many seats are free, or that it is full', () => {
    const booking = makeBooking({ bookingId: 'BK-70' });
    renderWithApi(
      <CalendarBookingBlock
        booking={booking}
        span={2}
        style={{}}
        openMatch={{ status: 'open', openSeats: 2 }}
        onView={vi.fn()}
      />,
    );
    const block = screen.getByTestId('block-BK-70');
    expect(within(block).getByText('Open match · 2 seats free')).toBeInTheDocument();
    expect(
      within(block).getByRole('button', { name: /Open match · 2 seats free/ }),
    ).toBeInTheDocument();

    const full = makeBooking({ bookingId: 'BK-71' });
    renderWithApi(
      <CalendarBookingBlock
        booking={full}
        span={2}
        style={{}}
        openMatch={{ status: 'full', openSeats: 0 }}
        onView={vi.fn()}
      />,
    );
    expect(within(screen.getByTestId('block-BK-71')).getByText('Match full')).toBeInTheDocument();
  });

  it('marks nothing on an ordinary booking', () => {
    const block = renderBlock(makeBooking({ bookingId: 'BK-72' }), 2);
    expect(block).not.toHaveTextContent(/Open match|Match full/);
  });
});

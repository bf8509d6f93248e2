import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test/render-with-api';
import { makeBooking } from '../test/fixtures';
import { BookingPaymentsSection } from './booking-payments-section';
import { paidLabel } from './paid-due';

describe('paid and due on a booking', () => {
  it('shows a part-paid booking as part paid, and a paid one as paid', () => {
    expect(paidLabel({ totalPrice: 1800, amountPaid: 900, amountDue: 900 })).toBe(
      'Part paid Rs. 900 of Rs. 1,800',
    );
    expect(paidLabel({ totalPrice: 1800, amountPaid: 1800, amountDue: 0 })).toBe('Paid Rs. 1,800');
    expect(paidLabel({ totalPrice: 1800, amountPaid: 0, amountDue: 1800 })).toBeNull();
  });

  it('takes a payment of the amount due, one Idempotency-Key for a double click', async () => {
    const booking = makeBooking({ totalPrice: 1800, amountPaid: 900, amountDue: 900 });
    const { calls } = renderWithApi(<BookingPaymentsSection booking={booking} canVoid={false} />, {
      'admin.bookings.payments': () => ({ payments: [] }),
      'admin.bookings.takePayment': () => ({
        message: 'Payment recorded',
        data: {
          payment: {
            _id: '10000000-0000-4000-8000-000000000001',
            bookingId: booking._id,
            bookingNumber: booking.bookingId,
            method: 'cash',
            amount: 900,
            note: null,
            takenBy: { _id: '10000000-0000-4000-8000-000000000002', name: 'Desk Ali' },
            createdAt: '2026-06-15T05:00:00.000Z',
            voidedAt: null,
            voidedBy: null,
            voidReason: null,
          },
          booking: { ...booking, paymentStatus: 'paid', amountPaid: 1800, amountDue: 0 },
        },
      }),
    });
    expect(screen.getByText('Part paid Rs. 900 of Rs. 1,800')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Take payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take payment' });
    expect(within(dialog).getByLabelText('Amount (PKR)')).toHaveValue('900');
    const record = within(dialog).getByRole('button', { name: 'Record payment' });
    await userEvent.dblClick(record);
    expect(await screen.findByText('Paid Rs. 1,800')).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === 'admin.bookings.takePayment');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    const keys = new Set(
      sent.map((call) => (call.input as { idempotencyKey: string }).idempotencyKey),
    );
    expect(keys.size).toBe(1);
    expect(sent[0]!.input).toMatchObject({ id: booking._id, method: 'cash', amount: 900 });
  });
});

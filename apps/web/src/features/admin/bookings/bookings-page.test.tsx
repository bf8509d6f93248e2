import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError, renderWithApi } from '../../../test/render-with-api';
import { ADMIN_USER, makeBooking } from '../test/fixtures';
import AdminBookingsPage from './bookings-page';

const page = (bookings: unknown[], total = bookings.length, pages = 1) => ({
  bookings,
  pagination: { page: 1, pages, total, limit: 20 },
});

function handlers(overrides: Record<string, (input: unknown) => unknown> = {}) {
  return {
    'auth.session': () => ({ user: ADMIN_USER }),
    'courts.list': () => ({ courts: [], pagination: { page: 1, pages: 1, total: 0, limit: 100 } }),
    'admin.bookings.list': () => page([makeBooking({ bookingId: 'BK-1' })], 45, 3),
    ...overrides,
  };
}

const listCalls = (calls: { path: string; input: unknown }[]) =>
  calls
    .filter((call) => call.path === 'admin.bookings.list')
    .map((call) => call.input as Record<string, unknown>);

describe('manage bookings', () => {
  beforeAll(() => {
    // Mantine's option list scrolls the chosen option into view; jsdom has no layout.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('lists the bookings with their columns and the total', async () => {
    renderWithApi(
      <AdminBookingsPage />,
      handlers({
        'admin.bookings.list': () =>
          page(
            [
              makeBooking({
                totalPrice: 1620,
                discount: {
                  applied: true,
                  percentage: 10,
                  originalPrice: 1800,
                  amount: 180,
                  reason: null,
                },
              }),
            ],
            1,
          ),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Bookings' });
    expect(within(table).getByText('Ali Raza')).toBeInTheDocument();
    expect(within(table).getByText('Rs. 1,620')).toBeInTheDocument();
    expect(within(table).getByText('-10%')).toBeInTheDocument();
    expect(within(table).getByText('18:00 - 19:00')).toBeInTheDocument();
    expect(within(table).getByText('No Transaction')).toBeInTheDocument();
    expect(screen.getByText('Total: 1')).toBeInTheDocument();
  });

  it('goes back to page 1 when the page size changes or Clear is pressed', async () => {
    const { calls } = renderWithApi(<AdminBookingsPage />, handlers());
    await screen.findByRole('table', { name: 'Bookings' });
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: 2 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Per page' }));
    await userEvent.click(await screen.findByText('50 / page'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: 1, limit: 50 }));
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: 3 }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: 1 }));
    const last = listCalls(calls).at(-1)!;
    expect(last.startDate).toBeDefined();
    expect(last.endDate).toBeDefined();
  });

  it('asks the other tab for cancelled and completed bookings', async () => {
    const { calls } = renderWithApi(<AdminBookingsPage />, handlers());
    await screen.findByRole('table', { name: 'Bookings' });
    expect(listCalls(calls)[0]).toMatchObject({ status: ['confirmed', 'pending'] });
    await userEvent.click(screen.getByRole('tab', { name: 'Cancelled + Completed' }));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toMatchObject({
        status: ['cancelled', 'completed'],
        page: 1,
      }),
    );
  });

  it('completes a booking only after "Yes, Complete"', async () => {
    const { calls } = renderWithApi(
      <AdminBookingsPage />,
      handlers({
        'admin.bookings.setStatus': () => ({
          message: 'ok',
          data: { booking: makeBooking({ status: 'completed' }) },
        }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Complete BK-1/ }));
    expect(calls.some((call) => call.path === 'admin.bookings.setStatus')).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Complete' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'admin.bookings.setStatus')?.input).toMatchObject({
        status: 'completed',
      }),
    );
    expect(
      await screen.findByText(
        'Booking completed successfully! Email notification sent to customer.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a cancel failed', async () => {
    renderWithApi(
      <AdminBookingsPage />,
      handlers({
        'admin.bookings.setStatus': () => {
          throw apiError('Booking is already completed', 409);
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Cancel BK-1/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, Cancel' }));
    expect(
      await screen.findByText('Failed to update booking status: Booking is already completed'),
    ).toBeInTheDocument();
  });

  it('offers no Complete or Cancel on a completed booking', async () => {
    renderWithApi(
      <AdminBookingsPage />,
      handlers({
        'admin.bookings.list': () =>
          page([makeBooking({ bookingId: 'BK-9', status: 'completed' })]),
      }),
    );
    await screen.findByRole('button', { name: /^View BK-9/ });
    expect(screen.queryByRole('button', { name: /^Complete BK-9/ })).not.toBeInTheDocument();
  });

  it("shows 'No bookings found' and 'Error Loading Bookings' with Retry", async () => {
    let fail = true;
    renderWithApi(
      <AdminBookingsPage />,
      handlers({
        'admin.bookings.list': () => {
          if (fail) throw apiError('Server down', 500);
          return page([]);
        },
      }),
    );
    expect(await screen.findByText('Error Loading Bookings')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No bookings found')).toBeInTheDocument();
  });

  it('shows the discount box and the card payment in Booking Details', async () => {
    renderWithApi(
      <AdminBookingsPage />,
      handlers({
        'admin.bookings.list': () =>
          page([
            makeBooking({
              bookingId: 'BK-7',
              paymentMethod: 'jazzcash_card',
              paymentStatus: 'paid',
              totalPrice: 1620,
              discount: {
                applied: true,
                percentage: 10,
                originalPrice: 1800,
                amount: 180,
                reason: null,
              },
              jazzCashDetails: {
                _id: '99999999-9999-4999-8999-999999999999',
                transactionId: 'T20260615180000',
                type: 'card',
                status: 'completed',
                amount: 1620,
                refundedAmount: 0,
                responseCode: '000',
                responseMessage: 'Thank you for Using JazzCash',
                retrievalReferenceNo: null,
              },
            }),
          ]),
        'admin.payments.inquire': () => ({ message: 'ok', data: {} }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^View BK-7/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking Details' });
    expect(within(dialog).getByText('Reason: Court discount')).toBeInTheDocument();
    expect(within(dialog).getByText('Rs. 180')).toBeInTheDocument();
    expect(within(dialog).getByText('T20260615180000')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Inquire' }));
    expect(await screen.findByText('Inquiry completed')).toBeInTheDocument();
  });
});

import type { TPaymentTransaction } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../../test/render-with-api';
import AdminTransactionsPage from './transactions-page';

const TXN: TPaymentTransaction = {
  _id: '99999999-9999-4999-8999-999999999999',
  id: '99999999-9999-4999-8999-999999999999',
  transactionId: 'T20260615180000',
  type: 'card',
  status: 'completed',
  amount: 3600,
  refundedAmount: 0,
  responseCode: '000',
  responseMessage: 'Thank you for Using JazzCash',
  requestPayload: { pp_Amount: '360000', pp_TxnRefNo: 'T20260615180000' },
  responsePayload: { pp_ResponseCode: '000' },
  statusInquiries: [],
  booking: { _id: '00000000-0000-4000-8000-000000000001', bookingId: 'BK-1001' },
  user: { firstName: 'Ali', lastName: 'Raza' },
  expiresAt: null,
  flag: null,
  flagReason: null,
  createdAt: '2026-06-15T13:00:00.000Z',
};

const answer = (transaction: TPaymentTransaction = TXN) => ({
  requests: [transaction],
  pagination: { page: 1, pages: 1, total: 1, limit: 50 },
});

describe('admin transactions', () => {
  it('lists the transactions, 50 a page, with their columns', async () => {
    const { calls } = renderWithApi(<AdminTransactionsPage />, {
      'admin.payments.list': () => answer(),
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('T20260615180000')).toBeInTheDocument();
    expect(within(table).getByText('Card')).toBeInTheDocument();
    expect(within(table).getByText('BK-1001')).toBeInTheDocument();
    expect(within(table).getByText('Ali Raza')).toBeInTheDocument();
    expect(calls[0]?.input).toMatchObject({ limit: 50, page: 1 });
  });

  it('marks a payment waiting for the admin, with the reason', async () => {
    const reason = 'The status inquiry reports Rs. 1, but the payment is Rs. 3,600.';
    renderWithApi(<AdminTransactionsPage />, {
      'admin.payments.list': () =>
        answer({ ...TXN, status: 'pending', flag: 'mismatch', flagReason: reason }),
    });
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getByText('Answer mismatch').closest('[title]')).toHaveAttribute(
      'title',
      reason,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'View T20260615180000' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
  });

  it('shows the payloads and records a status inquiry from Check Status', async () => {
    const inquired = {
      ...TXN,
      statusInquiries: [
        {
          at: '2026-06-15T13:05:00.000Z',
          paymentResponseCode: '000',
          status: 'Completed',
          message: 'Paid',
          responsePayload: {},
        },
      ],
    };
    let list = answer();
    const { calls } = renderWithApi(<AdminTransactionsPage />, {
      'admin.payments.list': () => list,
      'admin.payments.inquire': () => {
        list = answer(inquired);
        return { message: 'ok', data: { transaction: inquired } };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View T20260615180000' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/"pp_Amount": "360000"/)).toBeInTheDocument();
    expect(within(dialog).getByText('No status inquiries yet')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check Status' }));
    expect(await screen.findByText('Inquiry completed')).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('table', { name: 'Status inquiries' }),
    ).toHaveTextContent('Paid');
    expect(calls.find((call) => call.path === 'admin.payments.inquire')?.input).toEqual({
      id: TXN._id,
    });
  });

  it('refunds the amount typed in PKR, and an empty amount refunds nothing', async () => {
    const { calls } = renderWithApi(<AdminTransactionsPage />, {
      'admin.payments.list': () => answer(),
      'admin.payments.refund': () => {
        throw apiError('Refund amount is more than what was paid', 400);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View T20260615180000' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const prompt = await screen.findByRole('dialog', { name: 'Refund' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument(),
    );
    expect(calls.some((call) => call.path === 'admin.payments.refund')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const again = await screen.findByRole('dialog', { name: 'Refund' });
    await userEvent.type(within(again).getByLabelText('Amount (PKR)'), '1800');
    await userEvent.click(within(again).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund failed')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'admin.payments.refund')?.input).toEqual({
      id: TXN._id,
      amount: 1800,
    });
  });
});

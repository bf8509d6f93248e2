import { ERROR_MESSAGES, type TPaymentTransaction } from '@padel/contract';
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
        throw apiError('JazzCash is not answering', 502);
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
      idempotencyKey: expect.any(String),
    });
  });

  it('sends an amount above the refundable as typed and shows why the api refused it', async () => {
    const refusal = ERROR_MESSAGES.refundExceedsRefundable(3600);
    const { calls } = renderWithApi(<AdminTransactionsPage />, {
      'admin.payments.list': () => answer(),
      'admin.payments.refund': () => {
        throw apiError(refusal, 400);
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View T20260615180000' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const prompt = await screen.findByRole('dialog', { name: 'Refund' });
    const field = within(prompt).getByLabelText('Amount (PKR)');
    await userEvent.type(field, '5000');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Refund' }));
    expect(await within(prompt).findByText(refusal)).toBeInTheDocument();
    expect(refundCalls(calls)).toEqual([
      { id: TXN._id, amount: 5000, idempotencyKey: expect.any(String) },
    ]);
    expect(field).toHaveValue('5,000');
  });

  it('shows the refunded and remaining amounts after a refund, and names each refund with its own key', async () => {
    let refunded = 0;
    const { calls } = renderWithApi(<AdminTransactionsPage />, {
      'admin.payments.list': () => answer({ ...TXN, refundedAmount: refunded }),
      'admin.payments.refund': (input) => {
        refunded += (input as { amount: number }).amount;
        return {
          message: 'Refund recorded',
          data: { transaction: { ...TXN, refundedAmount: refunded }, refund: TXN, booking: {} },
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View T20260615180000' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const prompt = await screen.findByRole('dialog', { name: 'Refund' });
    const figures = within(prompt).getByLabelText('Refund figures');
    expect(figures).toHaveTextContent('Refunded: Rs. 0');
    expect(figures).toHaveTextContent('Remaining: Rs. 3,600');
    const field = within(prompt).getByLabelText('Amount (PKR)');

    await userEvent.type(field, '1800');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(figures).toHaveTextContent('Refunded: Rs. 1,800'));
    expect(figures).toHaveTextContent('Remaining: Rs. 1,800');
    expect(field).toHaveValue('');

    await userEvent.type(field, '300');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(figures).toHaveTextContent('Refunded: Rs. 2,100'));
    expect(figures).toHaveTextContent('Remaining: Rs. 1,500');
    const [first, second] = refundCalls(calls);
    expect(first).toMatchObject({ amount: 1800 });
    expect(second).toMatchObject({ amount: 300 });
    expect(first?.idempotencyKey).not.toBe(second?.idempotencyKey);
  });

  it('sends a double click on Refund as one refund: every request carries the same key', async () => {
    // The api answers only after both clicks, as it does over a real network.
    let answerRefund = () => {};
    const answered = new Promise<void>((resolve) => (answerRefund = resolve));
    const { calls } = renderWithApi(<AdminTransactionsPage />, {
      'admin.payments.list': () => answer(),
      'admin.payments.refund': async () => {
        await answered;
        return {
          message: 'Refund recorded',
          data: { transaction: { ...TXN, refundedAmount: 700 }, refund: TXN, booking: {} },
        };
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'View T20260615180000' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const prompt = await screen.findByRole('dialog', { name: 'Refund' });
    await userEvent.type(within(prompt).getByLabelText('Amount (PKR)'), '700');
    await userEvent.dblClick(within(prompt).getByRole('button', { name: 'Refund' }));
    answerRefund();
    await waitFor(() =>
      expect(within(prompt).getByLabelText('Refund figures')).toHaveTextContent(
        'Refunded: Rs. 700',
      ),
    );
    const keys = new Set(refundCalls(calls).map((input) => input.idempotencyKey));
    expect(refundCalls(calls).length).toBeGreaterThan(0);
    expect([...keys]).toEqual([expect.stringMatching(/^[\x21-\x7e]{1,255}$/)]);
  });
});

type RefundInput = { id: string; amount: number; idempotencyKey: string };
const refundCalls = (calls: { path: string; input: unknown }[]) =>
  calls
    .filter((call) => call.path === 'admin.payments.refund')
    .map((call) => call.input as RefundInput);

import { OUTBOX_TEXTS, type TOutboxMessage } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderWithApi } from '../../../test/render-with-api';
import OutboxPage from './outbox-page';

const FAILED: TOutboxMessage = {
  id: '55555555-5555-4555-8555-555555555555',
  channel: 'email',
  recipient: 'sara@example.pk',
  template: 'Your sign-up code',
  status: 'failed',
  attempts: 3,
  lastError: '550 mailbox unavailable',
  createdAt: '2026-11-20T10:00:00.000Z',
  nextAttemptAt: '2026-11-20T10:05:00.000Z',
  sentAt: null,
};

const page = (messages: TOutboxMessage[]) => ({
  messages,
  pagination: { page: 1, pages: messages.length ? 1 : 0, total: messages.length, limit: 20 },
});

describe('the Messages screen', () => {
  it('lists failed messages, retries one with a toast and shows the refreshed list', async () => {
    const user = userEvent.setup();
    let remaining = [FAILED];
    const { calls } = renderWithApi(<OutboxPage />, {
      'admin.outbox.list': () => page(remaining),
      'admin.outbox.retry': () => {
        remaining = [];
        return {
          message: OUTBOX_TEXTS.retried,
          data: { outboxMessage: { ...FAILED, status: 'queued', attempts: 0 } },
        };
      },
    });
    const table = within(await screen.findByRole('table', { name: 'Failed messages' }));
    const row = within(table.getByText('sara@example.pk').closest('tr')!);
    expect(row.getByText('Your sign-up code')).toBeInTheDocument();
    expect(row.getByText('3')).toBeInTheDocument();
    expect(row.getByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(row.getByText('Fri, 20 Nov 2026, 15:00')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: /Retry/ }));
    await waitFor(() =>
      expect(calls).toContainEqual({ path: 'admin.outbox.retry', input: { id: FAILED.id } }),
    );
    expect(await screen.findByText(OUTBOX_TEXTS.retried)).toBeInTheDocument();
    expect(await screen.findByText(OUTBOX_TEXTS.noFailed)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'admin.outbox.list')[0]?.input).toMatchObject({
      status: 'failed',
    });
  });

  it('says there are no failed messages when none failed', async () => {
    renderWithApi(<OutboxPage />, { 'admin.outbox.list': () => page([]) });
    expect(await screen.findByText(OUTBOX_TEXTS.noFailed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows why a retry was refused', async () => {
    const user = userEvent.setup();
    renderWithApi(<OutboxPage />, {
      'admin.outbox.list': () => page([FAILED]),
      'admin.outbox.retry': () => {
        throw apiError(OUTBOX_TEXTS.notFailed, 409);
      },
    });
    await user.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(await screen.findByText(OUTBOX_TEXTS.retryFailed)).toBeInTheDocument();
    expect(screen.getByText(OUTBOX_TEXTS.notFailed)).toBeInTheDocument();
  });
});

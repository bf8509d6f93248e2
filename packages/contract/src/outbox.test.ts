import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './endpoints';
import { ZOutboxListQuery, ZOutboxMessage } from './outbox';

describe('the outbox in the console', () => {
  it('lists failed messages by default, page 1, and refuses an unknown status', () => {
    expect(ZOutboxListQuery.parse({})).toEqual({ status: 'failed', page: 1, limit: 20 });
    expect(ZOutboxListQuery.parse({ status: 'sent', page: '2' })).toMatchObject({ page: 2 });
    expect(ZOutboxListQuery.safeParse({ status: 'sending' }).success).toBe(false);
  });

  it('never carries a message’s payload', () => {
    expect(Object.keys(ZOutboxMessage.shape)).not.toContain('payload');
  });

  it('is for admins alone, and a retry names its 409', () => {
    expect(ENDPOINTS['admin.outbox.list'].access).toBe('admin');
    expect(ENDPOINTS['admin.outbox.retry']).toMatchObject({ access: 'admin', errors: [409] });
  });
});

// The outbox of outgoing messages as the console shows it: failed messages and their Retry.
import { z } from 'zod';
import { ZPagination } from './common';
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from './constants';
import { zIsoDateTime, zQueryLimit, zQueryPage, zUuid } from './fields';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const ZOutboxStatus = z.enum(OUTBOX_STATUSES);
export type TOutboxStatus = z.infer<typeof ZOutboxStatus>;

/** The statuses the list filters on (a message being sent is a moment, not a list). */
export const ZOutboxListStatus = z.enum(['failed', 'queued', 'sent']);

/** GET /admin/outbox: failed messages unless `status` says otherwise, newest first. */
export const ZOutboxListQuery = z.object({
  status: ZOutboxListStatus.default('failed'),
  page: zQueryPage,
  limit: zQueryLimit(ADMIN_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
});
export type TOutboxListQuery = z.infer<typeof ZOutboxListQuery>;

/** A message as the console sees it: never its payload, which may hold a code. */
export const ZOutboxMessage = z.object({
  id: zUuid,
  channel: z.enum(['email', 'whatsapp']),
  recipient: z.string(),
  template: z.string(),
  status: ZOutboxStatus,
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  createdAt: zIsoDateTime,
  nextAttemptAt: zIsoDateTime,
  sentAt: zIsoDateTime.nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxListAnswer = z.object({
  messages: z.array(ZOutboxMessage),
  pagination: ZPagination,
});
export type TOutboxListAnswer = z.infer<typeof ZOutboxListAnswer>;

/** POST /admin/outbox/{id}/retry answers the message, queued again. */
export const ZOutboxMessageAnswer = z.object({ outboxMessage: ZOutboxMessage });
export type TOutboxMessageAnswer = z.infer<typeof ZOutboxMessageAnswer>;

/** The texts of the endpoints and of the console's Messages screen. */
export const OUTBOX_TEXTS = {
  notFound: 'Message not found',
  notFailed: 'Only a failed message can be retried; this one is already queued or sent',
  retried: 'Message queued again; it will be sent shortly',
  retryFailed: 'Could not retry the message',
  title: 'Messages',
  description: 'E-mails and WhatsApp messages that could not be delivered',
  noFailed: 'No failed messages',
  retry: 'Retry',
} as const;

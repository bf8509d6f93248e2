import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isWhatsAppOptOut, ZWhatsAppWebhook } from '@padel/contract';
import { whatsappMessages } from '@padel/db';
import type { AppContext } from '../lib/context';
import { AppError, forbidden, notFound } from '../lib/errors';
import { parseWith } from '../lib/validate';
import { optOutWhatsAppNumber } from './notification-preferences';

export const WHATSAPP_NOT_CONFIGURED = 'WhatsApp is not configured';
export const WHATSAPP_BAD_SIGNATURE = 'The webhook signature is missing or wrong';

/** 'sha256=' and the hex HMAC-SHA256 of the body with the app secret, as the Cloud API signs. */
export function signWhatsAppBody(appSecret: string, body: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/** Compares in constant time; a header of another length or shape is simply wrong. */
export function isValidWhatsAppSignature(
  appSecret: string,
  body: Buffer,
  header: string | undefined,
): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWhatsAppBody(appSecret, body));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Delivery states only move forward; a late 'delivered' never undoes 'read'. */
const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export function createWhatsAppWebhooks(ctx: AppContext) {
  const settings = () => {
    if (!ctx.config.whatsapp) throw notFound(WHATSAPP_NOT_CONFIGURED);
    return ctx.config.whatsapp;
  };

  /** GET handshake: the challenge back when the verify token matches. */
  function verifySubscription(query: { 'hub.verify_token': string; 'hub.challenge': string }) {
    const { verifyToken } = settings();
    const given = Buffer.from(query['hub.verify_token']);
    const expected = Buffer.from(verifyToken ?? '');
    if (!verifyToken || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw forbidden('The verify token is wrong');
    }
    return query['hub.challenge'];
  }

  /** POST: verified by its signature first, then statuses recorded and STOP replies honoured. */
  async function receive(rawBody: Buffer | undefined, signature: string | undefined) {
    const { appSecret } = settings();
    if (!rawBody || !isValidWhatsAppSignature(appSecret, rawBody, signature)) {
      throw new AppError(401, WHATSAPP_BAD_SIGNATURE);
    }
    let json: unknown;
    try {
      json = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new AppError(400, 'The webhook body is not JSON');
    }
    const event = parseWith(ZWhatsAppWebhook, json);
    const now = ctx.clock.now();
    let statuses = 0;
    let optOuts = 0;
    for (const entry of event.entry) {
      for (const change of entry.changes) {
        for (const status of change.value.statuses ?? []) {
          const [message] = await ctx.db
            .select({ status: whatsappMessages.status })
            .from(whatsappMessages)
            .where(eq(whatsappMessages.id, status.id))
            .limit(1);
          if (!message) continue;
          if ((STATUS_RANK[status.status] ?? 0) <= (STATUS_RANK[message.status] ?? 0)) continue;
          await ctx.db
            .update(whatsappMessages)
            .set({ status: status.status, updatedAt: now })
            .where(eq(whatsappMessages.id, status.id));
          statuses += 1;
        }
        for (const message of change.value.messages ?? []) {
          const text = message.text?.body ?? message.button?.text ?? '';
          if (isWhatsAppOptOut(text)) optOuts += await optOutWhatsAppNumber(ctx, message.from);
        }
      }
    }
    if (statuses + optOuts > 0) ctx.logger.info({ statuses, optOuts }, 'whatsapp webhook applied');
    return { received: true, statuses, optOuts };
  }

  return { verifySubscription, receive };
}

export type WhatsAppWebhooks = ReturnType<typeof createWhatsAppWebhooks>;

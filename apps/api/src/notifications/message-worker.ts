import type { Logger } from 'pino';
import type { Database } from '@padel/db';
import type { Config } from '../lib/config';
import type { Mailer } from '../lib/mailer';
import { createOutboxWorker, mailDeliverer, type OutboxWorker } from '../lib/outbox';
import { whatsappDeliverer } from './whatsapp-channel';

/**
 * The outbox's worker with this venue's channels: mail always, WhatsApp when configured. A
 * resent mail keeps its Message-ID, which receiving servers recognise; the Cloud API takes no
 * key, so a WhatsApp message whose sending was cut off is marked failed, not sent again.
 */
export function createMessageWorker(parts: {
  db: Database;
  config: Pick<Config, 'mail' | 'whatsapp'>;
  mailer: Mailer;
  now: () => Date;
  logger: Logger;
}): OutboxWorker {
  const { db, config, mailer, now, logger } = parts;
  return createOutboxWorker({
    db,
    now,
    logger,
    deliverers: {
      email: mailDeliverer(mailer, config.mail.from),
      ...(config.whatsapp
        ? { whatsapp: whatsappDeliverer({ db, settings: config.whatsapp, now, logger }) }
        : {}),
    },
    resendsSafely: { email: true, whatsapp: false },
  });
}

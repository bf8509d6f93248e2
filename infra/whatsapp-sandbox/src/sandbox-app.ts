import { createHmac, randomBytes } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import { fillWhatsAppTemplate, WHATSAPP_SIGNATURE_HEADER } from '@padel/contract';
import type { SandboxConfig } from './config';

export type SandboxMessage = {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
  /** The template as the player reads it. */
  body: string;
  /** The newest status sent to the api's webhook. */
  status: 'accepted' | 'sent' | 'delivered';
  createdAt: string;
};

export type SandboxApp = Express & {
  messages: () => SandboxMessage[];
  /** Resolves once every webhook started so far has been answered (tests). */
  settled: () => Promise<void>;
  /**
   * Refuses every message with this HTTP status (503: the Cloud API unavailable) until called
   * with undefined, as the real API does during an outage (tests).
   */
  failWith: (status: number | undefined) => void;
};

/** The Cloud API's signature of a webhook body. */
export const signBody = (appSecret: string, body: string) =>
  `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;

const graphError = (res: Response, status: number, message: string, code: number) =>
  res.status(status).json({ error: { message, type: 'OAuthException', code } });

type TemplateBody = {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: Array<{ type?: unknown; parameters?: Array<{ type?: unknown; text?: unknown }> }>;
  };
};

export function createSandboxApp(config: SandboxConfig): SandboxApp {
  const app = express() as SandboxApp;
  const messages: SandboxMessage[] = [];
  const pending = new Set<Promise<void>>();
  let failure: number | undefined;
  app.failWith = (status) => {
    failure = status;
  };
  app.disable('x-powered-by');
  app.use(express.json({ limit: '64kb' }));

  async function postWebhook(value: Record<string, unknown>) {
    if (!config.webhookUrl) return;
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'sandbox-business-account',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: config.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const response = await fetch(config.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WHATSAPP_SIGNATURE_HEADER]: signBody(config.appSecret, body),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
  }

  function track(work: Promise<void>) {
    const run = work.catch((error: unknown) =>
      console.error(`WhatsApp sandbox: ${error instanceof Error ? error.message : String(error)}`),
    );
    pending.add(run);
    void run.finally(() => pending.delete(run));
  }

  async function reportStatuses(message: SandboxMessage) {
    for (const status of ['sent', 'delivered'] as const) {
      await new Promise((resolve) => setTimeout(resolve, config.statusDelayMs));
      await postWebhook({
        statuses: [
          {
            id: message.id,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: message.to,
          },
        ],
      });
      message.status = status;
    }
  }

  app.post('/:version/:phoneNumberId/messages', (req: Request, res: Response) => {
    if (failure !== undefined) {
      return graphError(res, failure, 'Service temporarily unavailable. Please retry.', 2);
    }
    if (req.get('authorization') !== `Bearer ${config.accessToken}`) {
      return graphError(res, 401, 'Invalid OAuth access token.', 190);
    }
    if (req.params.phoneNumberId !== config.phoneNumberId) {
      return graphError(res, 400, 'Unknown phone number id.', 100);
    }
    const body = (req.body ?? {}) as TemplateBody;
    const to = typeof body.to === 'string' ? body.to : '';
    const name = body.template?.name;
    const language = body.template?.language?.code;
    if (
      body.messaging_product !== 'whatsapp' ||
      body.type !== 'template' ||
      !/^\d{8,15}$/.test(to) ||
      typeof name !== 'string' ||
      typeof language !== 'string'
    ) {
      return graphError(res, 400, '(#100) Invalid parameter', 100);
    }
    const parameters = (body.template?.components ?? [])
      .filter((component) => component.type === 'body')
      .flatMap((component) => component.parameters ?? [])
      .map((parameter) => (typeof parameter.text === 'string' ? parameter.text : ''));
    const message: SandboxMessage = {
      id: `wamid.${randomBytes(16).toString('hex')}`,
      to,
      template: name,
      language,
      parameters,
      // The template registered under that language code: 'ur' and its regional codes are Urdu.
      body: fillWhatsAppTemplate(name, parameters, language.startsWith('ur') ? 'ur' : 'en'),
      status: 'accepted',
      createdAt: new Date().toISOString(),
    };
    messages.unshift(message);
    track(reportStatuses(message));
    res.json({
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: message.id, message_status: 'accepted' }],
    });
  });

  /** An inbound text from a player (a reply such as STOP), posted to the api's webhook. */
  app.post('/sandbox/inbound', async (req: Request, res: Response) => {
    const { from, text } = (req.body ?? {}) as { from?: unknown; text?: unknown };
    if (typeof from !== 'string' || !/^\d{8,15}$/.test(from) || typeof text !== 'string') {
      return res.status(400).json({ message: 'from (digits) and text are required' });
    }
    try {
      await postWebhook({
        contacts: [{ wa_id: from, profile: { name: 'Sandbox player' } }],
        messages: [
          {
            from,
            id: `wamid.${randomBytes(16).toString('hex')}`,
            timestamp: String(Math.floor(Date.now() / 1000)),
            type: 'text',
            text: { body: text },
          },
        ],
      });
      res.json({ delivered: Boolean(config.webhookUrl) });
    } catch (error) {
      res.status(502).json({ message: error instanceof Error ? error.message : 'webhook failed' });
    }
  });

  app.get('/sandbox/messages', (_req: Request, res: Response) => {
    res.json({ messages });
  });

  app.messages = () => messages.slice();
  app.settled = async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  return app;
}

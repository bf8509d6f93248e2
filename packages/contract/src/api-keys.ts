// API key calls (calls doc §7 admin api-keys) and the creation rule (product doc §5).
import { z } from 'zod';
import { ZApiKey } from './entities/api-key';
import { rule, zEmail, zName, zPhone, zPlainText, zText, zUuid } from './fields';
import { VALIDATION_MESSAGES as V } from './messages';
import { normalizePakistaniPhone } from './phone';

const agentFields = ['agentFirstName', 'agentLastName', 'email', 'phone'] as const;

const zAgentText = zPlainText(254).optional();

/**
 * POST /admin/api-keys: a name, and either an existing agent (`owner`) or all four details of a
 * new agent. When `owner` is given the agent details are ignored.
 */
export const ZCreateApiKeyRequest = z
  .object({
    name: zText(V.apiKeyNameRequired, [rule((value) => value.length <= 100, V.tooLong(100))]),
    owner: zUuid.optional(),
    agentFirstName: zAgentText,
    agentLastName: zAgentText,
    email: zAgentText,
    phone: zAgentText,
  })
  .superRefine((body, ctx) => {
    if (body.owner) return;
    const given = agentFields.filter((field) => Boolean(body[field]));
    if (given.length === 0) {
      ctx.addIssue({ code: 'custom', message: V.apiKeyOwnerRequired, path: ['owner'] });
      return;
    }
    if (given.length < agentFields.length) {
      ctx.addIssue({ code: 'custom', message: V.apiKeyAgentIncomplete, path: ['owner'] });
      return;
    }
    const checks = [
      ['agentFirstName', zName('First name')],
      ['agentLastName', zName('Last name')],
      ['email', zEmail],
      ['phone', zPhone],
    ] as const;
    for (const [field, schema] of checks) {
      const result = schema.safeParse(body[field]);
      if (!result.success) {
        ctx.addIssue({
          code: 'custom',
          message: result.error.issues[0]?.message ?? V.apiKeyAgentIncomplete,
          path: [field],
        });
      }
    }
  })
  .transform((body) => ({
    ...body,
    email: body.email?.toLowerCase(),
    phone: body.phone && (normalizePakistaniPhone(body.phone) ?? body.phone),
  }));
export type TCreateApiKeyRequest = z.infer<typeof ZCreateApiKeyRequest>;
export type TCreateApiKeyInput = z.input<typeof ZCreateApiKeyRequest>;

/** The answer of creation: the key's public id, the secret token (shown this once) and the key. */
export const ZCreateApiKeyAnswer = z.object({
  apiKey: z.string(),
  token: z.string(),
  key: ZApiKey,
});
export type TCreateApiKeyAnswer = z.infer<typeof ZCreateApiKeyAnswer>;

/** GET /admin/api-keys. */
export const ZApiKeyListAnswer = z.object({ keys: z.array(ZApiKey) });
export type TApiKeyListAnswer = z.infer<typeof ZApiKeyListAnswer>;

/** POST /admin/api-keys/{id}/revoke. */
export const ZApiKeyAnswer = z.object({ key: ZApiKey });
export type TApiKeyAnswer = z.infer<typeof ZApiKeyAnswer>;

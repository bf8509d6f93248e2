// API key of a partner agent (product doc §3 "API key").
import { z } from 'zod';
import { API_KEY_SCOPES } from '../constants';
import { zIsoDateTime, zUuid } from '../fields';

export const ZApiKeyScope = z.enum(API_KEY_SCOPES);

/** `apiKey` is the key's public id; the secret token is shown once, at creation only. */
export const ZApiKey = z.object({
  _id: zUuid,
  id: zUuid,
  apiKey: z.string(),
  name: z.string(),
  owner: z
    .object({
      _id: zUuid,
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
    })
    .nullable(),
  scopes: z.array(ZApiKeyScope),
  isActive: z.boolean(),
  createdAt: zIsoDateTime,
  revokedAt: zIsoDateTime.nullable(),
  lastUsedAt: zIsoDateTime.nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

// Envelopes every call shares: the api's success and error bodies, the gateway's normalised
// error (calls doc §8) and the pagination object of list answers (product doc §3).
import { z } from 'zod';
import { zUuid } from './fields';
import { ERROR_MESSAGES } from './messages';

/** One field's problem: `field` is the dotted path ('timeSlot.startTime'), '' for the whole body. */
export const ZFieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/** What the api sends on every failure. */
export const ZApiErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(ZFieldError).default([]),
});
export type TApiErrorBody = z.infer<typeof ZApiErrorBody>;

/**
 * What the gateway gives clients (calls doc §8): the server's message or a fallback text, the
 * HTTP status (0 for a network failure) and the field errors. The errors keep their field, so a
 * form can show each message under its input; a plain list of texts would lose that.
 */
export const ZNormalizedError = z.object({
  message: z.string(),
  status: z.number().int().min(0),
  errors: z.array(ZFieldError),
});
export type TNormalizedError = z.infer<typeof ZNormalizedError>;

/** List answers carry where the page sits in the whole. */
export const ZPagination = z.object({
  page: z.number().int().min(1),
  pages: z.number().int().min(0),
  total: z.number().int().min(0),
  limit: z.number().int().min(1),
});
export type TPagination = z.infer<typeof ZPagination>;

/** The api's envelope for every success answer: `{ success: true, message?, data }`. */
export function zSuccess<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    message: z.string().optional(),
    data,
  });
}
export type TSuccess<T> = { success: true; message?: string; data: T };

/** A success answer with no data of its own (e.g. 'Verification code sent ...'). */
export const ZSuccessMessage = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.null().optional(),
});
export type TSuccessMessage = z.infer<typeof ZSuccessMessage>;

/** Path parameter `{id}`. */
export const ZIdParams = z.object({ id: zUuid });
export type TIdParams = z.infer<typeof ZIdParams>;

/** Turns a zod failure into the field errors both the api and the forms use. */
export function toFieldErrors(error: z.ZodError): TFieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The first message per field, for forms that show one text under each input. */
export function toFieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { field, message } of toFieldErrors(error)) {
    if (!(field in messages)) messages[field] = message;
  }
  return messages;
}

/**
 * Normalises any failure body to `{message, status, errors}` with the spec's fallbacks:
 * the server's message, else 'An error occurred'; status 0 means the network failed.
 */
export function normalizeError(status: number, body: unknown): TNormalizedError {
  if (status === 0) return { message: ERROR_MESSAGES.network, status: 0, errors: [] };
  const parsed = z
    .object({ message: z.string().optional(), errors: z.array(ZFieldError).optional() })
    .safeParse(body);
  const message =
    parsed.success && parsed.data.message ? parsed.data.message : ERROR_MESSAGES.generic;
  const errors = parsed.success && parsed.data.errors ? parsed.data.errors : [];
  return { message, status, errors };
}

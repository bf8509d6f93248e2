import type { Request } from 'express';
import { languageOfAcceptLanguage, type Language } from '@padel/contract';

/**
 * The language of a request's answers and mails: the signed-in player's saved choice, else what
 * the request's Accept-Language asks for (a partner agent's key has no saved choice).
 */
export function languageOf(req: Pick<Request, 'auth' | 'headers'>): Language {
  if (req.auth?.via === 'session') return req.auth.user.language;
  return languageOfAcceptLanguage(req.headers['accept-language']);
}

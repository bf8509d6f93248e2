import type { RequestHandler } from 'express';
import {
  API_BASE_PATH,
  CATALOGUE_TEXT_PAIRS,
  createMessageTranslator,
  type Language,
} from '@padel/contract';
import { ANSWER_TEXT_PAIRS } from './answer-messages-ur';
import { PLAY_TEXT_PAIRS } from './answer-messages-play-ur';
import { languageOf } from './request-language';

const translate = createMessageTranslator([
  ...CATALOGUE_TEXT_PAIRS,
  ...ANSWER_TEXT_PAIRS,
  ...PLAY_TEXT_PAIRS,
]);

/** The console stays English (DECISIONS "Languages"), whatever the browser asks for. */
const CONSOLE_PATH = `${API_BASE_PATH}/admin`;

type Envelope = { success?: unknown; message?: unknown; errors?: unknown };

/** The envelope's message and field messages in the language; anything else as it is. */
export function translateEnvelope(body: unknown, language: Language): unknown {
  if (language === 'en' || typeof body !== 'object' || body === null) return body;
  const envelope = body as Envelope;
  if (typeof envelope.success !== 'boolean') return body;
  const translated: Envelope = { ...envelope };
  if (typeof envelope.message === 'string') {
    translated.message = translate(envelope.message, language);
  }
  if (Array.isArray(envelope.errors)) {
    translated.errors = envelope.errors.map((error: unknown) =>
      typeof error === 'object' && error !== null && 'message' in error
        ? { ...error, message: translate(String(error.message), language) }
        : error,
    );
  }
  return translated;
}

/**
 * Every answer's texts in the reader's language (request-language): services and handlers write
 * the English catalogue texts, and the envelope `{success, message, errors}` is translated here,
 * on its way out, so no call site needs to know the language.
 */
export const answerInRequestLanguage: RequestHandler = (req, res, next) => {
  res.vary('Accept-Language');
  if (req.originalUrl.startsWith(CONSOLE_PATH)) return next();
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const language = languageOf(req);
    if (language !== 'en') res.setHeader('Content-Language', language);
    return json(translateEnvelope(body, language));
  };
  next();
};

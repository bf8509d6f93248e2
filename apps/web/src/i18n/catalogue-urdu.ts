// The contract's Urdu catalogue: its own chunk, fetched by the first screen that shows a contract
// text in Urdu (catalogue.ts), never part of the landing page.
import {
  CATALOGUE_TEXT_PAIRS,
  CLIENT_ERROR_MESSAGES,
  CLIENT_ERROR_MESSAGES_UR,
  ERROR_MESSAGES,
  ERROR_MESSAGES_UR,
  SUCCESS_MESSAGES,
  SUCCESS_MESSAGES_UR,
  translateMessage,
  VALIDATION_MESSAGES,
  VALIDATION_MESSAGES_UR,
} from '@padel/contract';

export { translateMessage };

/** Each English group of the catalogue (and of messages.ts's parts) and its Urdu group. */
export const URDU_GROUPS: ReadonlyMap<object, object> = new Map<object, object>([
  ...CATALOGUE_TEXT_PAIRS,
  [CLIENT_ERROR_MESSAGES, CLIENT_ERROR_MESSAGES_UR],
  [ERROR_MESSAGES, ERROR_MESSAGES_UR],
  [SUCCESS_MESSAGES, SUCCESS_MESSAGES_UR],
  [VALIDATION_MESSAGES, VALIDATION_MESSAGES_UR],
]);

// The Urdu of the one players' answer the contract's catalogue cannot read back from its English
// text: a match's level range is formatted ('2.0–3.5'), so the refusal is matched here with the
// range as written. The other match, result, level and waitlist answers are the contract's
// (matches-ur.ts, levels-ur.ts, in CATALOGUE_TEXT_PAIRS). answer-language.test.ts checks that
// this copy still reads as the contract's template does.
import type { TextGroupPair, UrduTexts } from '@padel/contract';

const PLAY_ANSWERS = {
  // The same text as MATCH_MESSAGES.outsideLevel, with the range already written ('2.0–3.5').
  outsideLevel: (range: string) =>
    `This match is for levels ${range}. Your level is outside that range.`,
} as const;

const PLAY_ANSWERS_UR = {
  outsideLevel: (range: string) =>
    `یہ میچ ${range} لیول کے کھلاڑیوں کے لیے ہے۔ آپ کا لیول اس حد سے باہر ہے۔`,
} as const satisfies UrduTexts<typeof PLAY_ANSWERS>;

export const PLAY_TEXT_PAIRS: readonly TextGroupPair[] = [[PLAY_ANSWERS, PLAY_ANSWERS_UR]];

// Players' padel levels (open matches, item 1): the self-assessment that chooses a first
// level, and the texts of the screens that show it (the 1.0..7.0 scale is in ./match-texts).
// Every text here is meant to be edited by a translator; the screens only lay them out. No
// schemas here (./levels has them), so a screen reads the texts without loading them.
import { LEVELS, LEVEL_MAX, LEVEL_MIN, LEVEL_STEP, formatLevel } from './match-texts';
/** The levels a player can choose: 1.0, 1.5, ... 7.0 (the scale is the open matches' one). */
export const LEVEL_CHOICES: readonly number[] = LEVELS;

export const LEVEL_MESSAGES = {
  invalidLevel: 'Level must be from 1.0 to 7.0, in steps of 0.5',
} as const;

export type LevelAnswer = {
  id: string;
  label: string;
  /** Added to the starting level when this answer is chosen. */
  points: number;
};
export type LevelQuestion = { id: string; text: string; answers: readonly LevelAnswer[] };

/**
 * The self-assessment: a first level is `base` plus the points of the chosen answers, kept to
 * 1.0..7.0 and to steps of 0.5. With every first answer a player is a 1.0 (a beginner); with
 * every last answer a 7.0.
 */
export const LEVEL_ASSESSMENT = {
  base: 1,
  questions: [
    {
      id: 'experience',
      text: 'How long have you played padel?',
      answers: [
        { id: 'new', label: 'Never, or only a few times', points: 0 },
        { id: 'under-year', label: 'Less than a year', points: 0.5 },
        { id: 'one-to-three', label: 'One to three years', points: 1 },
        { id: 'over-three', label: 'More than three years', points: 1.5 },
      ],
    },
    {
      id: 'racket-sports',
      text: 'Have you played tennis, squash or another racket sport?',
      answers: [
        { id: 'no', label: 'No', points: 0 },
        { id: 'for-fun', label: 'A little, for fun', points: 0.5 },
        { id: 'regularly', label: 'Yes, regularly or at a club', points: 1 },
      ],
    },
    {
      id: 'net-and-walls',
      text: 'How do you play at the net and off the walls?',
      answers: [
        { id: 'rallies', label: 'I mostly keep the ball in play from the back', points: 0 },
        {
          id: 'some-volleys',
          label: 'I can volley, and sometimes return a ball off the back wall',
          points: 0.5,
        },
        {
          id: 'controlled',
          label: 'I volley with control and return most balls off the walls',
          points: 1,
        },
        {
          id: 'attacking',
          label: 'I use the walls on purpose and finish points with smashes',
          points: 1.5,
        },
      ],
    },
    {
      id: 'competitions',
      text: 'Do you play competitions?',
      answers: [
        { id: 'never', label: 'No, I play for fun', points: 0 },
        { id: 'social', label: 'Club or social tournaments, now and then', points: 0.5 },
        { id: 'league', label: 'A league or ranked tournaments, regularly', points: 1 },
        { id: 'national', label: 'National or professional tournaments', points: 2 },
      ],
    },
  ],
} as const satisfies { base: number; questions: readonly LevelQuestion[] };

export type LevelQuestionId = (typeof LEVEL_ASSESSMENT.questions)[number]['id'];
/** The chosen answer's id for each question. */
export type LevelAnswers = Partial<Record<LevelQuestionId, string>>;

/** The first level the answers give, or null while a question has no (known) answer. */
export function levelFromAnswers(answers: LevelAnswers): number | null {
  let level: number = LEVEL_ASSESSMENT.base;
  for (const question of LEVEL_ASSESSMENT.questions) {
    const chosen = (question.answers as readonly LevelAnswer[]).find(
      (answer) => answer.id === answers[question.id],
    );
    if (!chosen) return null;
    level += chosen.points;
  }
  const stepped = Math.round(level / LEVEL_STEP) * LEVEL_STEP;
  return Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, stepped));
}

/** The texts of the self-assessment dialog and of the settings' "Padel level" section. */
export const LEVEL_TEXTS = {
  assessmentTitle: 'What is your padel level?',
  assessmentIntro:
    'Answer four quick questions so other players can find matches at your level. You can change it later in Settings.',
  promptText: 'Answer four quick questions so other players can find matches at your level.',
  answerQuestions: 'Answer the questions',
  chooseAnswer: 'Please choose an answer',
  cancel: 'Cancel',
  yourLevel: (level: string) => `Your level: ${level}`,
  saveLevel: 'Save my level',
  notNow: 'Not now',
  levelSaved: 'Your padel level is saved',
  saveLevelFailed: 'Your level could not be saved. Please try again.',
  settingsTitle: 'Padel level',
  settingsNoLevel:
    'You have not chosen a level yet. Take the short assessment, or pick a level yourself.',
  settingsCurrent: (level: string) => `Your level is ${level}.`,
  settingsScale: 'Levels go from 1.0 (new to padel) to 7.0 (professional).',
  takeAssessment: 'Take the assessment',
  retakeAssessment: 'Retake the assessment',
  pickLevel: 'Or pick your level',
  saveChosenLevel: 'Save level',
  /** Beside a player's first name where other players see it: 'Ali · 3.5'. */
  nameWithLevel: (firstName: string, level: number | null) =>
    level === null ? firstName : `${firstName} · ${formatLevel(level)}`,
} as const;

// The schemas of players' levels: a chosen level and the self-assessment as a form (their texts
// are in ./level-texts).
import { z } from 'zod';
import { LEVEL_ASSESSMENT, LEVEL_MESSAGES, LEVEL_TEXTS, type LevelAnswer } from './level-texts';
import { LEVEL_MAX, LEVEL_MIN, LEVEL_STEP } from './match-texts';

/** A level a player chooses (PUT /auth/profile): 1.0 to 7.0 in steps of 0.5. */
export const zLevel = z
  .number({ error: LEVEL_MESSAGES.invalidLevel })
  .min(LEVEL_MIN, LEVEL_MESSAGES.invalidLevel)
  .max(LEVEL_MAX, LEVEL_MESSAGES.invalidLevel)
  .multipleOf(LEVEL_STEP, LEVEL_MESSAGES.invalidLevel);

const questionIds = LEVEL_ASSESSMENT.questions.map((question) => question.id);

/** The self-assessment as a form: one answer id a question ('' until one is chosen). */
export const ZLevelAssessmentForm = z
  .record(z.enum(questionIds), z.string())
  .superRefine((answers, ctx) => {
    for (const question of LEVEL_ASSESSMENT.questions) {
      const known = (question.answers as readonly LevelAnswer[]).some(
        (answer) => answer.id === answers[question.id],
      );
      if (!known)
        ctx.addIssue({ code: 'custom', path: [question.id], message: LEVEL_TEXTS.chooseAnswer });
    }
  });
export type TLevelAssessmentForm = z.infer<typeof ZLevelAssessmentForm>;

/** The settings' direct choice: the picker's text ('3.5') read as a level. */
export const ZLevelChoiceForm = z.object({
  level: z
    .string({ error: LEVEL_MESSAGES.invalidLevel })
    .min(1, LEVEL_MESSAGES.invalidLevel)
    .transform(Number)
    .pipe(zLevel),
});

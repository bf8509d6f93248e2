import { describe, expect, it } from 'vitest';
import { ZUpdateProfileRequest } from './auth';
import { ZUser } from './entities/user';
import {
  LEVEL_ASSESSMENT,
  LEVEL_CHOICES,
  LEVEL_TEXTS,
  levelFromAnswers,
  type LevelAnswers,
} from './level-texts';
import { formatLevel } from './match-texts';
import { messageAt, parseOk } from '../test/message-at';
import { sampleUser } from '../test/fixtures';

const names = { firstName: 'Ayesha', lastName: 'Khan' };

describe('the level in PUT /auth/profile', () => {
  it('takes a level from 1.0 to 7.0 in steps of 0.5, and leaves it out when absent', () => {
    expect(parseOk(ZUpdateProfileRequest, { ...names, level: 3.5 }).level).toBe(3.5);
    expect(parseOk(ZUpdateProfileRequest, { ...names, level: 1 }).level).toBe(1);
    expect(parseOk(ZUpdateProfileRequest, { ...names, level: 7 }).level).toBe(7);
    expect(parseOk(ZUpdateProfileRequest, names)).not.toHaveProperty('level');
  });

  it.each([0.5, 7.5, 3.25, 3.7, -1, '3.5', null, Number.NaN])('refuses %s, saying why', (level) => {
    expect(messageAt(ZUpdateProfileRequest, { ...names, level }, 'level')).toBe(
      'Level must be from 1.0 to 7.0, in steps of 0.5',
    );
  });
});

describe('the level in the profile', () => {
  it('is a number, or null before the player chooses one', () => {
    expect(parseOk(ZUser, { ...sampleUser, level: 3.27 }).level).toBe(3.27);
    expect(parseOk(ZUser, { ...sampleUser, level: null }).level).toBeNull();
    expect(ZUser.safeParse({ ...sampleUser, level: 8 }).success).toBe(false);
  });
});

describe('formatLevel', () => {
  it('shows a level with one decimal', () => {
    expect(formatLevel(3.5)).toBe('3.5');
    expect(formatLevel(4)).toBe('4.0');
    // A rated level, moved by hundredths, reads to the nearest tenth.
    expect(formatLevel(3.27)).toBe('3.3');
  });

  it('puts the level beside a first name', () => {
    expect(LEVEL_TEXTS.nameWithLevel('Ali', 3.5)).toBe('Ali · 3.5');
    expect(LEVEL_TEXTS.nameWithLevel('Ali', null)).toBe('Ali');
  });
});

describe('the self-assessment', () => {
  const answersAt = (pick: (count: number) => number): LevelAnswers =>
    Object.fromEntries(
      LEVEL_ASSESSMENT.questions.map((q) => [q.id, q.answers[pick(q.answers.length)]!.id]),
    );

  it('has three to five questions, each with plain answers', () => {
    expect(LEVEL_ASSESSMENT.questions.length).toBeGreaterThanOrEqual(3);
    expect(LEVEL_ASSESSMENT.questions.length).toBeLessThanOrEqual(5);
    for (const question of LEVEL_ASSESSMENT.questions) {
      expect(question.answers.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('makes a beginner 1.0 and the most experienced player 7.0', () => {
    expect(levelFromAnswers(answersAt(() => 0))).toBe(1);
    expect(levelFromAnswers(answersAt((count) => count - 1))).toBe(7);
  });

  it('places a player with a few years, some tennis and some wall play in the middle', () => {
    expect(
      levelFromAnswers({
        experience: 'one-to-three',
        'racket-sports': 'for-fun',
        'net-and-walls': 'some-volleys',
        competitions: 'never',
      }),
    ).toBe(3);
  });

  it('always gives one of the levels a player can choose', () => {
    const [a, b, c, d] = LEVEL_ASSESSMENT.questions;
    for (const w of a.answers)
      for (const x of b.answers)
        for (const y of c.answers)
          for (const z of d.answers) {
            const level = levelFromAnswers({
              [a.id]: w.id,
              [b.id]: x.id,
              [c.id]: y.id,
              [d.id]: z.id,
            });
            expect(LEVEL_CHOICES).toContain(level);
          }
  });

  it('gives no level while a question is unanswered or the answer is unknown', () => {
    expect(levelFromAnswers({ experience: 'new' })).toBeNull();
    expect(levelFromAnswers({ ...answersAt(() => 0), competitions: 'olympics' })).toBeNull();
  });

  it('offers every level from 1.0 to 7.0 to pick directly', () => {
    expect(LEVEL_CHOICES.map(formatLevel)).toEqual([
      '1.0',
      '1.5',
      '2.0',
      '2.5',
      '3.0',
      '3.5',
      '4.0',
      '4.5',
      '5.0',
      '5.5',
      '6.0',
      '6.5',
      '7.0',
    ]);
  });
});

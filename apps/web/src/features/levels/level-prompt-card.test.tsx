import { ERROR_MESSAGES, LEVEL_PROMPT_COOKIE } from '@padel/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, renderWithApi, TEST_PLAYER } from '../../test/render-with-api';
import { LevelPromptCard } from './level-prompt-card';

const saveAnswering = (input: unknown) => ({
  message: 'Profile updated successfully!',
  data: { user: { ...TEST_PLAYER, ...(input as object) } },
});

afterEach(() => {
  window.localStorage.clear();
  document.cookie = `${LEVEL_PROMPT_COOKIE}=; path=/; max-age=0`;
});

/** Waits until the screen has the session's answer, so that what it does not show is decided. */
async function sessionAnswered(view: ReturnType<typeof renderWithApi>) {
  await waitFor(() => {
    expect(view.calls.map((call) => call.path)).toContain('auth.session');
    expect(view.queryClient.isFetching()).toBe(0);
  });
}

async function answerEveryQuestion(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'What is your padel level?' });
  await user.click(within(dialog).getByRole('radio', { name: 'One to three years' }));
  await user.click(within(dialog).getByRole('radio', { name: 'A little, for fun' }));
  await user.click(
    within(dialog).getByRole('radio', {
      name: 'I can volley, and sometimes return a ball off the back wall',
    }),
  );
  await user.click(within(dialog).getByRole('radio', { name: 'No, I play for fun' }));
  return dialog;
}

describe('the level card', () => {
  it('asks a player without a level, and saves the level their answers give', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<LevelPromptCard />, {
      'auth.session': () => ({ user: TEST_PLAYER }),
      'auth.updateProfile': saveAnswering,
    });
    await user.click(await screen.findByRole('button', { name: 'Answer the questions' }));
    const dialog = await answerEveryQuestion(user);
    expect(within(dialog).getByText('Your level: 3.0')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save my level' }));

    expect(await screen.findByText('Your padel level is saved')).toBeInTheDocument();
    expect(calls).toContainEqual({
      path: 'auth.updateProfile',
      input: { firstName: 'Ayesha', lastName: 'Khan', level: 3 },
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Answer the questions' })).toBeNull(),
    );
  });

  it('asks for every answer before saving', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<LevelPromptCard />, {
      'auth.session': () => ({ user: TEST_PLAYER }),
    });
    await user.click(await screen.findByRole('button', { name: 'Answer the questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'What is your padel level?' });
    await user.click(within(dialog).getByRole('radio', { name: 'Less than a year' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save my level' }));
    expect(within(dialog).getAllByText('Please choose an answer')).toHaveLength(3);
    expect(calls.map((call) => call.path)).not.toContain('auth.updateProfile');
  });

  it('says when the level could not be saved, and keeps the answers', async () => {
    const user = userEvent.setup();
    renderWithApi(<LevelPromptCard />, {
      'auth.session': () => ({ user: TEST_PLAYER }),
      'auth.updateProfile': () => {
        throw apiError(ERROR_MESSAGES.generic, 500);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Answer the questions' }));
    const dialog = await answerEveryQuestion(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save my level' }));
    expect(
      await within(dialog).findByText('Your level could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Your level: 3.0')).toBeInTheDocument();
  });

  it('stays away after "Not now", also on the next visit', async () => {
    const user = userEvent.setup();
    const handlers = { 'auth.session': () => ({ user: TEST_PLAYER }) };
    const first = renderWithApi(<LevelPromptCard />, handlers);
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('What is your padel level?')).toBeNull();
    first.unmount();

    const again = renderWithApi(<LevelPromptCard />, handlers);
    await sessionAnswered(again);
    expect(screen.queryByText('What is your padel level?')).toBeNull();
    // In the cookie the gateway reads, so the page it draws leaves the card out too.
    expect(document.cookie).toContain(`${LEVEL_PROMPT_COOKIE}=${TEST_PLAYER.id}`);
  });

  it('is not shown to a player who has a level', async () => {
    const view = renderWithApi(<LevelPromptCard />, {
      'auth.session': () => ({ user: { ...TEST_PLAYER, level: 4.5 } }),
    });
    await sessionAnswered(view);
    expect(screen.queryByText('What is your padel level?')).toBeNull();
  });
});

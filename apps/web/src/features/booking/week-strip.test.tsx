import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { WeekStrip } from './week-strip';

function Controlled({ initial, today }: { initial: string; today?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <WeekStrip value={value} onChange={setValue} {...(today ? { today } : {})} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const day = (label: string) => screen.getByRole('button', { name: label });
const value = () => screen.getByTestId('value').textContent;

describe('week strip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // Wednesday 12 March 2025 in Karachi; its week runs Monday 10 to Sunday 16.
  it('shows the 7 days of the week and disables the past days', () => {
    renderWithTheme(<Controlled initial="2025-03-12" today="2025-03-12" />);
    expect(screen.getAllByRole('button', { name: /March 2025$/ })).toHaveLength(7);
    expect(day('Monday, 10 March 2025')).toBeDisabled();
    expect(day('Tuesday, 11 March 2025')).toBeDisabled();
    expect(day('Wednesday, 12 March 2025')).toBeEnabled();
    expect(day('Wednesday, 12 March 2025')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Sunday, 16 March 2025')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  });

  it('picks a day and moves a week forward and back', () => {
    renderWithTheme(<Controlled initial="2025-03-12" today="2025-03-12" />);
    fireEvent.click(day('Friday, 14 March 2025'));
    expect(value()).toBe('2025-03-14');
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(day('Monday, 17 March 2025')).toBeEnabled();
    expect(day('Sunday, 23 March 2025')).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(day('Monday, 10 March 2025')).toBeDisabled();
  });

  it('moves between the days with the arrow keys, onto the next and previous week past its ends', () => {
    renderWithTheme(<Controlled initial="2025-03-12" today="2025-03-12" />);
    // One day is in the Tab order: the chosen one.
    expect(day('Wednesday, 12 March 2025')).toHaveAttribute('tabindex', '0');
    expect(day('Thursday, 13 March 2025')).toHaveAttribute('tabindex', '-1');
    day('Wednesday, 12 March 2025').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(day('Thursday, 13 March 2025')).toHaveFocus();
    // The past days cannot be picked, so Left stops at today.
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(day('Wednesday, 12 March 2025')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(day('Sunday, 16 March 2025')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(day('Monday, 17 March 2025')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(day('Sunday, 16 March 2025')).toHaveFocus();
    // Focus moves without choosing; Enter (a button's click) chooses.
    expect(value()).toBe('2025-03-12');
    fireEvent.click(document.activeElement!);
    expect(value()).toBe('2025-03-16');
  });

  it('goes back to today with Today', () => {
    renderWithTheme(<Controlled initial="2025-03-12" today="2025-03-12" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    fireEvent.click(day('Thursday, 20 March 2025'));
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(value()).toBe('2025-03-12');
    expect(day('Wednesday, 12 March 2025')).toHaveAttribute('aria-pressed', 'true');
  });

  it('stops at the 30-day booking window', () => {
    renderWithTheme(<Controlled initial="2025-03-12" today="2025-03-12" />);
    const next = screen.getByRole('button', { name: 'Next week' });
    for (let i = 0; i < 4; i += 1) fireEvent.click(next);
    // 12 March + 30 days is 11 April: the week of 7 to 13 April is the last one.
    expect(day('Friday, 11 April 2025')).toBeEnabled();
    expect(day('Saturday, 12 April 2025')).toBeDisabled();
    expect(next).toBeDisabled();
  });

  it("takes today from Karachi's clock, not the browser's zone", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20:30 UTC on 11 March is already 01:30 on 12 March in Karachi.
    vi.setSystemTime(new Date('2025-03-11T20:30:00Z'));
    renderWithTheme(<Controlled initial="2025-03-12" />);
    expect(day('Tuesday, 11 March 2025')).toBeDisabled();
    expect(day('Wednesday, 12 March 2025')).toBeEnabled();
  });

  it('reads in Urdu right to left: Urdu day names, the arrows and arrow keys mirrored', async () => {
    // Urdu's texts are fetched: the first render waits for them.
    await act(async () => {
      renderWithTheme(
        <Suspense>
          <Controlled initial="2025-03-12" today="2025-03-12" />
        </Suspense>,
        { language: 'ur' },
      );
    });
    const wednesday = await screen.findByRole('button', { name: 'بدھ، 12 مارچ، 2025' });
    expect(wednesday).toHaveAttribute('aria-pressed', 'true');
    expect(wednesday).toHaveTextContent('بدھ12');
    expect(day('پیر، 10 مارچ، 2025')).toBeDisabled();
    expect(screen.getByText('10 مارچ تا 16 مارچ، 2025')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'آج' })).toBeInTheDocument();
    // The earlier week is on the right: its arrow points right, the next week's left.
    expect(screen.getByRole('button', { name: 'پچھلا ہفتہ' })).toHaveTextContent('›');
    expect(screen.getByRole('button', { name: 'پچھلا ہفتہ' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'اگلا ہفتہ' })).toHaveTextContent('‹');
    // Left goes on to the later day, as the reader sees it.
    wednesday.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(day('جمعرات، 13 مارچ، 2025')).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(wednesday).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(day('پیر، 17 مارچ، 2025')).toHaveFocus();
    expect(screen.getByText('17 مارچ تا 23 مارچ، 2025')).toBeInTheDocument();
  });
});

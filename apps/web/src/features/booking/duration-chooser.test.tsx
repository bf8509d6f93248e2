import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { DurationChooser, toDurationMinutes } from './duration-chooser';

function Controlled({
  initial = 60,
  onChange,
}: {
  initial?: number;
  onChange?: (minutes: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DurationChooser
        value={value}
        onChange={(minutes) => {
          setValue(minutes);
          onChange?.(minutes);
        }}
      />
      <output data-testid="minutes">{value}</output>
    </>
  );
}

const minutes = () => Number(screen.getByTestId('minutes').textContent);

describe('duration chooser', () => {
  it('offers the presets 1, 1.5, 2, 2.5 and 3 hours and the hint', () => {
    renderWithTheme(<Controlled />);
    for (const label of ['1 hour', '1.5 hours', '2 hours', '2.5 hours', '3 hours']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: '1 hour' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Minimum: 30 minutes, Maximum: 8 hours')).toBeInTheDocument();
  });

  it('chooses a preset in minutes', () => {
    const onChange = vi.fn();
    renderWithTheme(<Controlled onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '2.5 hours' }));
    expect(onChange).toHaveBeenLastCalledWith(150);
  });

  it('offers only 0 or 30 custom minutes', () => {
    renderWithTheme(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const minuteOptions = [...screen.getByLabelText<HTMLSelectElement>('Minutes').options].map(
      (o) => o.value,
    );
    expect(minuteOptions).toEqual(['0', '30']);
    const hourOptions = [...screen.getByLabelText<HTMLSelectElement>('Hours').options].map(
      (o) => o.value,
    );
    expect(hourOptions).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('keeps a custom duration between 30 and 480 minutes', () => {
    renderWithTheme(<Controlled />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '0' } });
    expect(minutes()).toBe(30);
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Minutes'), { target: { value: '30' } });
    expect(minutes()).toBe(270);
    fireEvent.change(screen.getByLabelText('Hours'), { target: { value: '8' } });
    expect(minutes()).toBe(480);
    expect(screen.getByLabelText('Minutes')).toHaveValue('0');
  });

  it('rounds and bounds hours and minutes to a bookable length', () => {
    expect(toDurationMinutes(0, 0)).toBe(30);
    expect(toDurationMinutes(0, 30)).toBe(30);
    expect(toDurationMinutes(1, 30)).toBe(90);
    expect(toDurationMinutes(8, 30)).toBe(480);
    expect(toDurationMinutes(12, 0)).toBe(480);
  });

  it('opens on custom for a length that is not a preset', () => {
    renderWithTheme(<Controlled initial={270} />);
    expect(screen.getByLabelText('Hours')).toHaveValue('4');
    expect(screen.getByLabelText('Minutes')).toHaveValue('30');
  });

  it('says the durations in Urdu', async () => {
    // Urdu's texts are fetched: the first render waits for them.
    await act(async () => {
      renderWithTheme(
        <Suspense>
          <Controlled />
        </Suspense>,
        { language: 'ur' },
      );
    });
    expect(await screen.findByText('دورانیہ')).toBeInTheDocument();
    for (const label of ['1 گھنٹہ', '1.5 گھنٹے', '2 گھنٹے', '2.5 گھنٹے', '3 گھنٹے']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'اپنی مرضی سے' }));
    const hours = screen.getByLabelText<HTMLSelectElement>('گھنٹے');
    expect([...hours.options].map((option) => option.text).slice(0, 3)).toEqual([
      '0 گھنٹے',
      '1 گھنٹہ',
      '2 گھنٹے',
    ]);
    const minuteLabels = [...screen.getByLabelText<HTMLSelectElement>('منٹ').options];
    expect(minuteLabels.map((option) => option.text)).toEqual(['0 منٹ', '30 منٹ']);
  });
});

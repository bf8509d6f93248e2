import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import PaymentClosePage from './payment-close-page';

describe('payment close page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('says it is closing and closes the window 500 ms after loading', () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    renderWithTheme(<PaymentClosePage />);
    expect(screen.getByText('Closing window...')).toBeInTheDocument();
    vi.advanceTimersByTime(499);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledTimes(1);
  });
});

import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test/render';
import { StatusBadge, statusBadgeColor } from './status-badge';

describe('status badge', () => {
  it('maps confirmed to success, pending to warning and cancelled to error', () => {
    expect(statusBadgeColor('confirmed')).toBe('green');
    expect(statusBadgeColor('pending')).toBe('yellow');
    expect(statusBadgeColor('cancelled')).toBe('red');
    expect(statusBadgeColor('completed')).toBe('blue');
  });

  it('writes the status with a capital letter', () => {
    renderWithTheme(<StatusBadge status="completed" />);
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it("tells a screen reader it is the booking's status", () => {
    renderWithTheme(<StatusBadge status="pending" />);
    expect(screen.getByText('Pending').closest('.mantine-Badge-root')).toHaveTextContent(
      'Booking status: Pending',
    );
  });

  it('names the status in Urdu', async () => {
    await act(async () => {
      renderWithTheme(
        <Suspense fallback={null}>
          <StatusBadge status="confirmed" />
        </Suspense>,
        { language: 'ur' },
      );
    });
    expect((await screen.findByText('تصدیق شدہ')).closest('.mantine-Badge-root')).toHaveTextContent(
      'بکنگ کی صورتحال: تصدیق شدہ',
    );
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { formatCountdown, OtpDialog } from './otp-dialog';

function renderDialog(overrides: Partial<Parameters<typeof OtpDialog>[0]> = {}) {
  const props = {
    open: true,
    onClose: vi.fn(),
    onVerify: vi.fn(),
    onResend: vi.fn(),
    email: 'player@example.com',
    title: 'Verify your booking',
    ...overrides,
  };
  renderWithTheme(<OtpDialog {...props} />);
  return props;
}

const boxes = () => screen.getAllByLabelText<HTMLInputElement>(/^Digit \d of 6$/);
const valuesOf = () => boxes().map((box) => box.value);

describe('code dialog countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 5:00 and then says the code has expired', () => {
    renderDialog();
    expect(screen.getByText('Code expires in 5:00')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText('Code expires in 4:59')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(299_000);
    });
    expect(screen.getByText('Code has expired')).toBeInTheDocument();
  });

  it('enables Resend only after expiry, and resending restarts the timer', () => {
    const { onResend } = renderDialog();
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(150_000);
    });
    expect(resend).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(150_000);
    });
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Code expires in 5:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeDisabled();
  });

  it('formats the remaining seconds as m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });
});

describe('code dialog entry', () => {
  it('fills the boxes with the digits of a pasted text', () => {
    renderDialog();
    fireEvent.paste(boxes()[0] as HTMLInputElement, {
      clipboardData: { getData: () => 'Code: 12-34 56' },
    });
    expect(valuesOf()).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('ignores a paste without digits', () => {
    renderDialog();
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => 'abcdef' } });
    expect(valuesOf()).toEqual(['', '', '', '', '', '']);
  });

  it('accepts typed digits only and moves to the next box', () => {
    renderDialog();
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: 'a' } });
    expect(valuesOf()[0]).toBe('');
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: '7' } });
    expect(valuesOf()[0]).toBe('7');
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('moves back and clears the previous digit on backspace in an empty box', () => {
    renderDialog();
    fireEvent.change(boxes()[0] as HTMLInputElement, { target: { value: '1' } });
    fireEvent.change(boxes()[1] as HTMLInputElement, { target: { value: '2' } });
    const third = boxes()[2] as HTMLInputElement;
    third.focus();
    fireEvent.keyDown(third, { key: 'Backspace' });
    expect(valuesOf()).toEqual(['1', '', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('asks for the complete code when fewer than 6 digits are entered', () => {
    const { onVerify } = renderDialog();
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter complete OTP')).toBeInTheDocument();
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('verifies the six digits', () => {
    const { onVerify } = renderDialog();
    fireEvent.paste(boxes()[0] as HTMLInputElement, { clipboardData: { getData: () => '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(onVerify).toHaveBeenCalledWith('654321');
  });

  it("shows the caller's error and the e-mail the code went to", () => {
    renderDialog({ error: 'Invalid or expired code' });
    expect(screen.getByText('Invalid or expired code')).toBeInTheDocument();
    expect(screen.getByText('player@example.com')).toBeInTheDocument();
  });
});

describe('code dialog in Urdu', () => {
  it('asks for the code in Urdu, its boxes and countdown left to right', async () => {
    // Urdu's texts arrive as a fetch: the dialog waits for them, as it does in the app.
    await act(async () => {
      renderWithTheme(
        <Suspense>
          <OtpDialog
            open
            onClose={vi.fn()}
            onVerify={vi.fn()}
            onResend={vi.fn()}
            email="player@example.com"
            title="بکنگ کی تصدیق"
          />
        </Suspense>,
        { language: 'ur' },
      );
    });
    expect(await screen.findByText(/پر بھیجا گیا 6 ہندسوں کا کوڈ درج کریں/)).toBeInTheDocument();
    expect(screen.getByText('player@example.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('کوڈ کی میعاد 5:00 میں ختم ہو جائے گی')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'تصدیقی کوڈ' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getAllByLabelText(/^6 میں سے ہندسہ \d$/)).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'تصدیق کریں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بند کریں' })).toBeInTheDocument();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../test/render-with-api';
import { expectPhoneFieldCleans } from '../../test/phone-field';
import { DataDeletionForm } from './data-deletion-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('data deletion form', () => {
  afterEach(() => vi.useRealTimers());

  it("asks for the required fields with 'Please fill in all required fields'", () => {
    renderWithApi(<DataDeletionForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
  });

  it('keeps the phone at +92 and 10 digits, typed or pasted', async () => {
    renderWithApi(<DataDeletionForm />);
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+92');
    await expectPhoneFieldCleans(() => screen.getByLabelText('Phone (optional)'));
  });

  it('simulates a 2 s submission and promises processing within 30 days', () => {
    vi.useFakeTimers();
    const { calls } = renderWithApi(<DataDeletionForm />);
    type('Full name', 'Ali Raza');
    type('Contact email', 'ali@example.com');
    type('Account email', 'ali@example.com');
    fireEvent.change(screen.getByLabelText('Reason (optional)'), {
      target: { value: 'privacy_concerns' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(screen.queryByText('Request Submitted')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Request Submitted')).toBeInTheDocument();
    expect(screen.getByText(/processed within 30 days/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Submit Another Request' }));
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeInTheDocument();
  });
});

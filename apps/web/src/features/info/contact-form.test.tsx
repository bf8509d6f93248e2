import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../test/render-with-api';
import { expectPhoneFieldCleans } from '../../test/phone-field';
import { ContactForm } from './contact-form';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('contact form', () => {
  afterEach(() => vi.useRealTimers());

  it("checks the contract's required fields", () => {
    renderWithApi(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('keeps the phone at +92 and 10 digits, typed or pasted', async () => {
    renderWithApi(<ContactForm />);
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('+92');
    await expectPhoneFieldCleans(() => screen.getByLabelText('Phone (optional)'));
  });

  it('simulates the send: about a second, then Message Sent! and a way to send another, with no call', () => {
    vi.useFakeTimers();
    const { calls } = renderWithApi(<ContactForm />);
    type('Name', 'Ali Raza');
    type('Email', 'ali@example.com');
    type('Subject', 'Group booking');
    type('Message', 'Can we book two courts on Friday evening?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByText('Message Sent!')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Message Sent!')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(screen.getByLabelText('Name', { exact: false })).toHaveValue('');
  });
});

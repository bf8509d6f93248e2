import {
  DEFAULT_BUSINESS_SETTINGS,
  type TPaymentMethodsEnabled,
  type TUser,
} from '@padel/contract';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { expectPhoneFieldCleans, typePhone } from '../../test/phone-field';
import { BookingForm } from './booking-form';

const player: TUser = {
  _id: '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091',
  id: '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091',
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'ayesha@example.com',
  phone: '+923001234567',
  role: 'user',
  status: 'active',
  isEmailVerified: true,
  isVerified: true,
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  level: null,
};

const ALL_ON: TPaymentMethodsEnabled = {
  payAtVenue: true,
  jazzcashCard: true,
  jazzcashWallet: true,
};

function renderForm(overrides: Partial<Parameters<typeof BookingForm>[0]> = {}) {
  const props = {
    user: player,
    paymentMethods: ALL_ON,
    paymentMethodInfo: DEFAULT_BUSINESS_SETTINGS.paymentMethodInfo,
    isSubmitting: false,
    onSubmit: vi.fn(),
    onBack: vi.fn(),
    onLoginRequired: vi.fn(),
    ...overrides,
  };
  renderWithTheme(<BookingForm {...props} />);
  return props;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm Booking' }));
const chooseWallet = () => fireEvent.click(screen.getByRole('radio', { name: /JazzCash wallet/ }));

describe('booking form', () => {
  it("prefills and locks the signed-in player's details", () => {
    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Ayesha');
    expect(screen.getByLabelText('First name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('ayesha@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone')).toHaveValue('+923001234567');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
  });

  it('starts the phone at +92 when the account has none', () => {
    renderForm({ user: { ...player, phone: null } });
    expect(screen.getByLabelText('Phone')).toHaveValue('+92');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('readonly');
    submit();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  });

  it('offers only the payment methods the venue has enabled', () => {
    renderForm({ paymentMethods: { payAtVenue: true, jazzcashCard: false, jazzcashWallet: true } });
    const titles = screen.getAllByRole('radio').map((radio) => radio.textContent);
    expect(titles).toHaveLength(2);
    expect(titles[0]).toContain('Pay at venue');
    expect(titles[1]).toContain('JazzCash wallet');
    expect(screen.queryByText('Card')).not.toBeInTheDocument();
  });

  it("uses the venue's titles for the payment methods", () => {
    renderForm({
      paymentMethodInfo: {
        ...DEFAULT_BUSINESS_SETTINGS.paymentMethodInfo,
        payAtVenue: { title: 'Cash at the counter', subtitle: 'Pay when you arrive' },
      },
    });
    expect(screen.getByText('Cash at the counter')).toBeInTheDocument();
  });

  it('sends a cash booking with the prefilled details', () => {
    const { onSubmit } = renderForm();
    submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentMethod: 'cash',
        email: 'ayesha@example.com',
        phone: '+923001234567',
      }),
    );
  });

  it('asks for the wallet number and CNIC with the contract messages', () => {
    const { onSubmit } = renderForm();
    chooseWallet();
    expect(screen.getByPlaceholderText('03XXXXXXXXX')).toBeInTheDocument();
    expect(screen.getByLabelText('CNIC (last 6 digits)')).toHaveAttribute('maxlength', '6');
    expect(
      screen.getByText(/CNIC must be the one registered with this JazzCash wallet number/),
    ).toBeInTheDocument();
    submit();
    expect(screen.getByText('JazzCash mobile number is required')).toBeInTheDocument();
    expect(screen.getByText('CNIC (last 6 digits) is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the wallet number format and the CNIC length', () => {
    const { onSubmit } = renderForm();
    chooseWallet();
    fireEvent.change(screen.getByLabelText('JazzCash mobile number'), {
      target: { value: '0412345678' },
    });
    fireEvent.change(screen.getByLabelText('CNIC (last 6 digits)'), { target: { value: '12a34' } });
    submit();
    expect(screen.getByText('Mobile number must be in format 03XXXXXXXXX')).toBeInTheDocument();
    expect(screen.getByText('CNIC must be exactly 6 digits')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('JazzCash mobile number'), {
      target: { value: '03001234567' },
    });
    fireEvent.change(screen.getByLabelText('CNIC (last 6 digits)'), {
      target: { value: '123456' },
    });
    expect(
      screen.queryByText('Mobile number must be in format 03XXXXXXXXX'),
    ).not.toBeInTheDocument();
    submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentMethod: 'jazzcash_mwallet',
        mobileNumber: '03001234567',
        cnic: '123456',
      }),
    );
  });

  it('says pay at venue is disabled when the venue offers no method', () => {
    renderForm({
      paymentMethods: { payAtVenue: false, jazzcashCard: false, jazzcashWallet: false },
    });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText('Pay at venue is currently disabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  });

  it('asks a visitor to log in', () => {
    const { onLoginRequired, onSubmit } = renderForm({ user: null });
    submit();
    expect(onLoginRequired).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a typed or pasted phone whole as +92 and 10 digits', async () => {
    renderForm({ user: { ...player, phone: null } });
    await expectPhoneFieldCleans(() => screen.getByLabelText('Phone'));
  });

  it('books with 03331234567 typed as +923331234567, never +920333123456', async () => {
    const { onSubmit } = renderForm({ user: { ...player, phone: null } });
    await typePhone(screen.getByLabelText('Phone'), '03331234567');
    expect(screen.getByLabelText('Phone')).toHaveValue('+923331234567');
    submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ phone: '+923331234567' }));
  });

  it('turns a pasted or typed wallet number into 03 and 9 digits', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    chooseWallet();
    const wallet = () => screen.getByLabelText('JazzCash mobile number');
    for (const pasted of ['+923001234567', '+92 300 1234567', '0092-300-1234567', '0300 1234567']) {
      await user.clear(wallet());
      await user.paste(pasted);
      expect(wallet(), pasted).toHaveValue('03001234567');
    }
    await user.clear(wallet());
    await user.type(wallet(), '030012345678');
    expect(wallet()).toHaveValue('03001234567');
    await user.type(screen.getByLabelText('CNIC (last 6 digits)'), '123456');
    submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ mobileNumber: '03001234567', cnic: '123456' }),
    );
  });
});

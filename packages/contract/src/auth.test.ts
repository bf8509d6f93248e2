import { describe, expect, it } from 'vitest';
import {
  ZAuthResult,
  ZChangePasswordForm,
  ZChangePasswordRequest,
  ZCompleteSignupForm,
  ZCompleteSignupRequest,
  ZDeleteAccountForm,
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZProfileForm,
  ZRefreshTokenRequest,
  ZRegisterForm,
  ZRegisterRequest,
  ZResetPasswordForm,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
} from './auth';
import { VALIDATION_MESSAGES as V } from './messages';
import { messageAt, parseOk } from '../test/message-at';

const registration = {
  firstName: 'Ayesha',
  lastName: 'Khan',
  email: 'Ayesha@Example.com',
  password: 'Secret1',
  phone: '+923001234567',
};

describe('registration', () => {
  it('accepts the details and lower-cases the email', () => {
    expect(parseOk(ZRegisterRequest, registration).email).toBe('ayesha@example.com');
  });

  it('drops keys it does not know', () => {
    expect(parseOk(ZRegisterRequest, { ...registration, role: 'admin' })).not.toHaveProperty(
      'role',
    );
  });

  it.each([
    ['firstName', '', 'First name is required'],
    ['lastName', 'K', 'Last name must be at least 2 characters long'],
    ['email', 'nope', 'Email is invalid'],
    ['password', 'secret1', V.passwordWeak],
    ['phone', '+92', 'Phone number is required'],
  ])('refuses %s %j', (field, value, message) => {
    expect(messageAt(ZRegisterRequest, { ...registration, [field]: value }, field)).toBe(message);
  });

  it('asks for the emailed code on verification', () => {
    expect(parseOk(ZVerifyEmailRequest, { ...registration, otp: '123456' }).otp).toBe('123456');
    expect(messageAt(ZVerifyEmailRequest, { ...registration, otp: '' }, 'otp')).toBe(
      'Please enter the OTP',
    );
  });

  it('requires the confirmation to match on the form', () => {
    expect(parseOk(ZRegisterForm, { ...registration, confirmPassword: 'Secret1' })).toBeTruthy();
    expect(
      messageAt(ZRegisterForm, { ...registration, confirmPassword: 'Secret2' }, 'confirmPassword'),
    ).toBe('Passwords do not match');
  });

  it('shows the mismatch together with the other fields’ errors', () => {
    const input = { ...registration, firstName: '', confirmPassword: 'Other1' };
    expect(messageAt(ZRegisterForm, input, 'firstName')).toBe('First name is required');
    expect(messageAt(ZRegisterForm, input, 'confirmPassword')).toBe('Passwords do not match');
  });
});

describe('login and tokens', () => {
  it('checks only that the password is present', () => {
    expect(parseOk(ZLoginRequest, { email: 'a@b.pk', password: 'x' })).toEqual({
      email: 'a@b.pk',
      password: 'x',
    });
    expect(messageAt(ZLoginRequest, { email: 'a@b.pk', password: '' }, 'password')).toBe(
      'Password is required',
    );
    expect(messageAt(ZLoginRequest, { email: '', password: 'x' }, 'email')).toBe(
      'Email is required',
    );
  });

  it('requires a refresh token', () => {
    expect(messageAt(ZRefreshTokenRequest, { refreshToken: '' }, 'refreshToken')).toBe(
      'Refresh token is required',
    );
  });

  it('reads the auth answer with its user', () => {
    const user = {
      _id: '00000000-0000-0000-0000-000000000001',
      id: '00000000-0000-0000-0000-000000000001',
      firstName: 'Ayesha',
      lastName: 'Khan',
      email: 'ayesha@example.com',
      phone: '+923001234567',
      role: 'user',
      status: 'active',
      isEmailVerified: true,
      isVerified: true,
      isAdmin: false,
      createdAt: '2025-01-31T10:00:00.000Z',
      level: 3.5,
    };
    expect(parseOk(ZAuthResult, { accessToken: 'a', refreshToken: 'r', user }).user.role).toBe(
      'user',
    );
  });
});

describe('password reset and change', () => {
  const reset = { email: 'a@b.pk', otp: '123456', newPassword: 'Secret1' };

  it('words the reset form’s messages', () => {
    expect(parseOk(ZResetPasswordRequest, reset)).toEqual(reset);
    expect(messageAt(ZResetPasswordRequest, { ...reset, otp: '' }, 'otp')).toBe(
      'Please enter the OTP',
    );
    expect(messageAt(ZResetPasswordRequest, { ...reset, newPassword: '' }, 'newPassword')).toBe(
      'New password is required',
    );
    expect(messageAt(ZResetPasswordRequest, { ...reset, newPassword: 'Abc1' }, 'newPassword')).toBe(
      'Password must be at least 6 characters',
    );
    expect(
      messageAt(ZResetPasswordForm, { ...reset, confirmPassword: 'x' }, 'confirmPassword'),
    ).toBe('Passwords do not match');
    expect(messageAt(ZForgotPasswordRequest, { email: 'x' }, 'email')).toBe(
      'Please enter a valid email address',
    );
  });

  const change = { currentPassword: 'old', newPassword: 'Secret1', confirmPassword: 'Secret1' };

  it('words the change form’s messages', () => {
    expect(parseOk(ZChangePasswordForm, change)).toEqual(change);
    expect(
      messageAt(ZChangePasswordForm, { ...change, currentPassword: '' }, 'currentPassword'),
    ).toBe('Current password is required');
    expect(messageAt(ZChangePasswordForm, { ...change, newPassword: '' }, 'newPassword')).toBe(
      'New password is required',
    );
    expect(
      messageAt(
        ZChangePasswordForm,
        { ...change, newPassword: 'Ab1', confirmPassword: 'Ab1' },
        'newPassword',
      ),
    ).toBe('Password must be at least 6 characters');
    expect(
      messageAt(ZChangePasswordForm, { ...change, confirmPassword: '' }, 'confirmPassword'),
    ).toBe('Please confirm your new password');
    expect(
      messageAt(ZChangePasswordForm, { ...change, confirmPassword: 'Secret2' }, 'confirmPassword'),
    ).toBe('Passwords do not match');
  });

  it('sends only the two passwords to the api', () => {
    expect(parseOk(ZChangePasswordRequest, change)).toEqual({
      currentPassword: 'old',
      newPassword: 'Secret1',
    });
  });
});

describe('account setup', () => {
  const setup = { email: 'a@b.pk', password: 'Secret1', otp: '123456' };

  it('asks for the code with "OTP is required"', () => {
    expect(parseOk(ZCompleteSignupRequest, setup)).toEqual(setup);
    expect(messageAt(ZCompleteSignupRequest, { ...setup, otp: '' }, 'otp')).toBe('OTP is required');
    expect(messageAt(ZCompleteSignupRequest, { ...setup, email: 'a@' }, 'email')).toBe(
      'Please enter a valid email address',
    );
    expect(
      messageAt(ZCompleteSignupForm, { ...setup, confirmPassword: 'Other1' }, 'confirmPassword'),
    ).toBe('Passwords do not match');
  });
});

describe('profile and deletion', () => {
  it('requires both names', () => {
    expect(parseOk(ZProfileForm, { firstName: 'Ali', lastName: 'Raza' })).toEqual({
      firstName: 'Ali',
      lastName: 'Raza',
    });
    expect(messageAt(ZProfileForm, { firstName: '', lastName: 'Raza' }, 'firstName')).toBe(
      'First name is required',
    );
    expect(messageAt(ZProfileForm, { firstName: 'Ali', lastName: '' }, 'lastName')).toBe(
      'Last name is required',
    );
  });

  it('needs the password and the exact confirmation text', () => {
    const body = { password: 'x', confirmDeletion: 'DELETE_MY_ACCOUNT' };
    expect(parseOk(ZDeleteAccountRequest, body)).toEqual(body);
    expect(messageAt(ZDeleteAccountForm, { ...body, password: '' }, 'password')).toBe(
      'Please enter your password',
    );
    for (const text of ['', 'delete_my_account', 'DELETE MY ACCOUNT', undefined]) {
      expect(
        messageAt(ZDeleteAccountRequest, { ...body, confirmDeletion: text }, 'confirmDeletion'),
      ).toBe('Please type "DELETE_MY_ACCOUNT" to confirm');
    }
  });
});

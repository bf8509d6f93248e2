import { describe, expect, it } from 'vitest';
import {
  ADMIN_ALERTS,
  ERROR_MESSAGES,
  MSG,
  SUCCESS_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages';

const groups = { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES };

describe('messages', () => {
  it('keeps each key once across the groups, so MSG loses none', () => {
    const total = Object.values(groups).reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(Object.keys(MSG)).toHaveLength(total);
  });

  it('writes every constant text once', () => {
    const texts = Object.values(groups).flatMap((group) =>
      Object.values(group).filter((value): value is string => typeof value === 'string'),
    );
    const repeated = texts.filter((text, index) => texts.indexOf(text) !== index);
    expect(repeated).toEqual([]);
  });

  it('holds the catalogue texts word for word', () => {
    expect(MSG.timeSlotNotAvailable).toBe('Time slot is not available');
    expect(MSG.facilityClosed).toBe('Facility is closed on this day');
    expect(MSG.outsideOperatingHours).toBe('Outside operating hours');
    expect(MSG.loginToBook).toBe('Please login to make a booking');
    expect(MSG.generic).toBe('An error occurred');
    expect(MSG.network).toBe('Network error. Please check your connection.');
    expect(MSG.unexpected).toBe('An unexpected error occurred');
    expect(MSG.walletPaymentsDisabled).toBe('JazzCash wallet payments are currently disabled');
    expect(MSG.cardPaymentsDisabled).toBe('Card payments are currently disabled');
    expect(MSG.payAtVenueDisabled).toBe('Pay at venue is currently disabled');
    expect(MSG.passwordReset).toBe(
      'Password reset successfully! Please login with your new password.',
    );
  });

  it('fills the booking status into its success text', () => {
    expect(SUCCESS_MESSAGES.bookingStatusChanged('completed')).toBe(
      'Booking completed successfully! Email notification sent to customer.',
    );
  });

  it('labels name messages', () => {
    expect(VALIDATION_MESSAGES.required('First name')).toBe('First name is required');
    expect(VALIDATION_MESSAGES.nameTooShort('Last name')).toBe(
      'Last name must be at least 2 characters long',
    );
    expect(VALIDATION_MESSAGES.nameTooLong('First name')).toBe(
      'First name must be less than 50 characters',
    );
  });

  it('appends the server text to admin alerts, or asks to try again without one', () => {
    expect(ADMIN_ALERTS.creatingHoliday('Date taken')).toBe('Error creating holiday: Date taken');
    expect(ADMIN_ALERTS.creatingHoliday()).toBe('Error creating holiday. Please try again.');
    expect(ADMIN_ALERTS.updateBookingStatusFailed('Not allowed')).toBe(
      'Failed to update booking status: Not allowed',
    );
  });
});

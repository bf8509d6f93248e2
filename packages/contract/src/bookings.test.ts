import { describe, expect, it } from 'vitest';
import {
  findDisabledPaymentMessage,
  ZAdminBookingStatusRequest,
  ZBookingForm,
  ZBookingListQuery,
  ZBookingSlotInput,
  ZBookingStatusRequest,
  ZCancelBookingRequest,
  ZCreateBookingRequest,
  ZMyBookingsQuery,
  ZSendBookingOtpRequest,
  ZSendCancellationOtpRequest,
  ZVerifyBookingOtpAnswer,
  ZVerifyBookingOtpRequest,
  ZVerifyCancellationOtpRequest,
} from './bookings';
import { ERROR_MESSAGES as E, VALIDATION_MESSAGES as V } from './messages';
import { BOOKING_ID, COURT_ID, USER_ID, sampleBooking } from '../test/fixtures';
import { messageAt, parseOk } from '../test/message-at';

const slot = { startTime: '18:00', endTime: '19:30' };

describe('ZBookingSlotInput', () => {
  it('accepts a half-hour slot that may end at midnight', () => {
    expect(parseOk(ZBookingSlotInput, slot)).toEqual(slot);
    expect(parseOk(ZBookingSlotInput, { startTime: '23:00', endTime: '24:00' })).toBeTruthy();
  });

  it('refuses a slot that ends before it starts or off the grid', () => {
    expect(messageAt(ZBookingSlotInput, { startTime: '19:00', endTime: '18:00' }, 'endTime')).toBe(
      V.endAfterStart,
    );
    expect(
      messageAt(ZBookingSlotInput, { startTime: '18:15', endTime: '19:15' }, 'startTime'),
    ).toBe(V.timeNotHalfHour);
  });
});

describe('booking with a code', () => {
  const send = { courtId: COURT_ID, date: '2025-01-31', timeSlot: slot };
  const verify = { ...send, durationMinutes: 90, otp: '123456', paymentMethod: 'cash' };

  it('sends a code for a court, date and slot', () => {
    expect(parseOk(ZSendBookingOtpRequest, send)).toEqual(send);
    expect(messageAt(ZSendBookingOtpRequest, { ...send, courtId: 'court-1' }, 'courtId')).toBe(
      V.idInvalid,
    );
  });

  it('verifies a cash booking without wallet details', () => {
    expect(parseOk(ZVerifyBookingOtpRequest, verify)).toEqual({ ...verify, formData: {} });
  });

  it('asks for the complete code', () => {
    expect(messageAt(ZVerifyBookingOtpRequest, { ...verify, otp: '' }, 'otp')).toBe(
      'Please enter complete OTP',
    );
    expect(messageAt(ZVerifyBookingOtpRequest, { ...verify, otp: '123' }, 'otp')).toBe(
      'Please enter complete OTP',
    );
  });

  it('refuses a duration that does not match the slot', () => {
    expect(
      messageAt(ZVerifyBookingOtpRequest, { ...verify, durationMinutes: 60 }, 'durationMinutes'),
    ).toBe(V.durationMismatch);
  });

  it('requires the wallet number and CNIC only for the wallet', () => {
    const wallet = { ...verify, paymentMethod: 'jazzcash_mwallet' };
    expect(messageAt(ZVerifyBookingOtpRequest, wallet, 'formData.mobileNumber')).toBe(
      'JazzCash mobile number is required',
    );
    expect(messageAt(ZVerifyBookingOtpRequest, wallet, 'formData.cnic')).toBe(
      'CNIC (last 6 digits) is required',
    );
    expect(
      messageAt(
        ZVerifyBookingOtpRequest,
        { ...wallet, formData: { mobileNumber: '+92030012345', cnic: '12345' } },
        'formData.mobileNumber',
      ),
    ).toBe('Mobile number must be in format 03XXXXXXXXX');
    expect(
      messageAt(
        ZVerifyBookingOtpRequest,
        { ...wallet, formData: { mobileNumber: '03001234567', cnic: '12345' } },
        'formData.cnic',
      ),
    ).toBe('CNIC must be exactly 6 digits');
    const ok = parseOk(ZVerifyBookingOtpRequest, {
      ...wallet,
      formData: { mobileNumber: '03001234567', cnic: '123456' },
    });
    expect(ok.formData).toEqual({ mobileNumber: '03001234567', cnic: '123456' });
    expect(
      parseOk(ZVerifyBookingOtpRequest, { ...verify, paymentMethod: 'jazzcash_card' }),
    ).toBeTruthy();
  });

  it('answers the booking and, for cards, the provider form', () => {
    const answer = {
      booking: sampleBooking,
      jazzResp: { postUrl: 'https://pay.example/form', formData: { pp_Amount: '160000' } },
    };
    expect(parseOk(ZVerifyBookingOtpAnswer, answer).jazzResp?.formData.pp_Amount).toBe('160000');
  });
});

describe('cancellation and changes', () => {
  it('cancels with a code for a booking id', () => {
    expect(parseOk(ZSendCancellationOtpRequest, { bookingId: BOOKING_ID })).toEqual({
      bookingId: BOOKING_ID,
    });
    expect(
      messageAt(ZVerifyCancellationOtpRequest, { bookingId: BOOKING_ID, otp: '12' }, 'otp'),
    ).toBe(V.otpIncomplete);
  });

  it('needs a reason for a staff cancellation', () => {
    expect(messageAt(ZCancelBookingRequest, { reason: '' }, 'reason')).toBe('Reason is required');
  });

  it('accepts the four statuses with notes, and three for admins', () => {
    expect(parseOk(ZBookingStatusRequest, { status: 'confirmed', notes: '' })).toEqual({
      status: 'confirmed',
    });
    expect(parseOk(ZAdminBookingStatusRequest, { status: 'completed' })).toEqual({
      status: 'completed',
    });
    expect(messageAt(ZAdminBookingStatusRequest, { status: 'pending' }, 'status')).toBe(
      V.statusInvalid,
    );
  });
});

describe('booking lists', () => {
  it('pages my bookings by 10', () => {
    expect(parseOk(ZMyBookingsQuery, {})).toEqual({ page: 1, limit: 10 });
    expect(parseOk(ZMyBookingsQuery, { upcoming: 'true', page: '2' })).toEqual({
      upcoming: true,
      page: 2,
      limit: 10,
    });
  });

  it('reads the admin list filters', () => {
    const query = parseOk(ZBookingListQuery, {
      status: 'confirmed,pending',
      courtId: COURT_ID,
      startDate: '2025-01-01',
      endDate: '2025-01-07',
      sort: 'upcoming',
      all: 'true',
    });
    expect(query).toEqual({
      page: 1,
      limit: 20,
      status: ['confirmed', 'pending'],
      courtId: COURT_ID,
      startDate: '2025-01-01',
      endDate: '2025-01-07',
      sort: 'upcoming',
      all: true,
    });
    expect(messageAt(ZBookingListQuery, { limit: '500' }, 'limit')).toBe(V.limitInvalid(100));
    expect(
      messageAt(ZBookingListQuery, { startDate: '2025-01-07', endDate: '2025-01-01' }, 'endDate'),
    ).toBe(V.dateRangeOrder);
  });
});

describe('ZCreateBookingRequest', () => {
  const body = { courtId: COURT_ID, date: '2025-01-31', startTime: '18:00', durationMinutes: 60 };

  it('books cash by default for the caller or a named customer', () => {
    expect(parseOk(ZCreateBookingRequest, body)).toEqual({ ...body, paymentMethod: 'cash' });
    const customer = {
      firstName: 'Ali',
      lastName: 'Raza',
      email: 'ALI@x.pk',
      phone: '+923001234567',
    };
    expect(parseOk(ZCreateBookingRequest, { ...body, customer }).customer?.email).toBe('ali@x.pk');
    expect(parseOk(ZCreateBookingRequest, { ...body, userId: USER_ID }).userId).toBe(USER_ID);
  });

  it('refuses a booking past midnight', () => {
    expect(
      messageAt(
        ZCreateBookingRequest,
        { ...body, startTime: '23:30', durationMinutes: 60 },
        'durationMinutes',
      ),
    ).toBe(V.endsAfterMidnight);
    expect(
      parseOk(ZCreateBookingRequest, { ...body, startTime: '23:00', durationMinutes: 60 }),
    ).toBeTruthy();
  });
});

describe('ZBookingForm', () => {
  const form = {
    firstName: 'Ali',
    lastName: 'Raza',
    email: 'ali@x.pk',
    phone: '+923001234567',
    paymentMethod: 'cash',
  };

  it('starts the phone at +92 and the method at cash', () => {
    const result = ZBookingForm.safeParse({
      firstName: 'Ali',
      lastName: 'Raza',
      email: 'ali@x.pk',
    });
    expect(result.success).toBe(false);
    expect(
      messageAt(ZBookingForm, { firstName: 'Ali', lastName: 'Raza', email: 'ali@x.pk' }, 'phone'),
    ).toBe(V.phoneRequired);
    expect(parseOk(ZBookingForm, { ...form, paymentMethod: undefined }).paymentMethod).toBe('cash');
  });

  it('shows wallet errors together with the other fields', () => {
    const input = {
      ...form,
      firstName: '',
      paymentMethod: 'jazzcash_mwallet',
      mobileNumber: '0300',
      cnic: '',
    };
    expect(messageAt(ZBookingForm, input, 'firstName')).toBe('First name is required');
    expect(messageAt(ZBookingForm, input, 'mobileNumber')).toBe(V.walletMobileInvalid);
    expect(messageAt(ZBookingForm, input, 'cnic')).toBe(V.cnicRequired);
  });

  it('refuses an unknown payment method', () => {
    expect(messageAt(ZBookingForm, { ...form, paymentMethod: 'bitcoin' }, 'paymentMethod')).toBe(
      V.paymentMethodInvalid,
    );
  });
});

describe('findDisabledPaymentMessage', () => {
  const allOn = { payAtVenue: true, jazzcashCard: true, jazzcashWallet: true };

  it('says nothing when the method is enabled', () => {
    expect(findDisabledPaymentMessage('cash', allOn)).toBeNull();
  });

  it('names each disabled method', () => {
    const allOff = { payAtVenue: false, jazzcashCard: false, jazzcashWallet: false };
    expect(findDisabledPaymentMessage('cash', allOff)).toBe(E.payAtVenueDisabled);
    expect(findDisabledPaymentMessage('jazzcash_card', allOff)).toBe(E.cardPaymentsDisabled);
    expect(findDisabledPaymentMessage('jazzcash_mwallet', allOff)).toBe(E.walletPaymentsDisabled);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EARLIEST_DATE, LATEST_DATE } from './constants';
import {
  containsControlCharacters,
  toMinutes,
  zAdminWizardDuration,
  zCapacity,
  zCloseTime,
  zCnic,
  zDurationMinutes,
  zEmail,
  zEmailStrict,
  zHalfHourCloseTime,
  zHalfHourTime,
  zLocalDate,
  zLoginPassword,
  zName,
  zOptionalPhone,
  zOtp,
  zPassword,
  zPercentage,
  zPhone,
  zPlainText,
  zPrice,
  zQueryBoolean,
  zQueryBooleanDefault,
  zQueryLimit,
  zQueryList,
  zQueryNumber,
  zQueryPage,
  zRequiredText,
  zTime,
  zUrl,
  zUuid,
  zWalletMobile,
} from './fields';
import { VALIDATION_MESSAGES as V } from './messages';
import { messageAt, parseOk } from '../test/message-at';

describe('zPhone', () => {
  it('accepts +92 followed by 10 digits', () => {
    expect(parseOk(zPhone, '+923001234567')).toBe('+923001234567');
    expect(parseOk(zPhone, ' +923001234567 ')).toBe('+923001234567');
  });

  it.each([[''], ['+92'], [' +92 '], [undefined]])('calls %j missing', (input) => {
    expect(messageAt(zPhone, input)).toBe('Phone number is required');
  });

  it.each([
    ['03001234567'],
    ['0300 1234567'],
    ['+92-300-1234567'],
    ['0092 300 1234567'],
    ['(0300) 123.4567'],
  ])('stores %j as +92 and 10 digits', (input) => {
    expect(parseOk(zPhone, input)).toBe('+923001234567');
  });

  it.each([
    ['+92030012345'],
    ['+920333123456'],
    ['+92300123456'],
    ['+9230012345678'],
    ['+92300123456a'],
    ['+443001234567'],
  ])('refuses %j as not a Pakistani number', (input) => {
    expect(messageAt(zPhone, input)).toBe(
      'Please enter a valid Pakistani phone number (+92 followed by 10 digits)',
    );
  });
});

describe('zOptionalPhone', () => {
  it('reads empty and a bare +92 as not given', () => {
    expect(parseOk(zOptionalPhone, '')).toBeUndefined();
    expect(parseOk(zOptionalPhone, '+92')).toBeUndefined();
    expect(parseOk(zOptionalPhone, undefined)).toBeUndefined();
  });

  it('still checks a number that is given', () => {
    expect(messageAt(zOptionalPhone, '+92300')).toBe(V.phoneInvalid);
  });
});

describe('zName', () => {
  const firstName = zName('First name');

  it('accepts 2 to 49 characters, trimmed', () => {
    expect(parseOk(firstName, 'Al')).toBe('Al');
    expect(parseOk(firstName, '  Ayesha ')).toBe('Ayesha');
    expect(parseOk(firstName, 'a'.repeat(49))).toBe('a'.repeat(49));
  });

  it('calls empty, blank and missing required', () => {
    for (const input of ['', '   ', undefined]) {
      expect(messageAt(firstName, input)).toBe('First name is required');
    }
  });

  it('refuses a single character', () => {
    expect(messageAt(firstName, 'A')).toBe('First name must be at least 2 characters long');
  });

  it('refuses 50 characters, as the message says "less than 50"', () => {
    expect(messageAt(firstName, 'a'.repeat(50))).toBe('First name must be less than 50 characters');
  });

  it('uses the label it is given', () => {
    expect(messageAt(zName('Last name'), '')).toBe('Last name is required');
  });
});

describe('zEmail', () => {
  it('trims and lower-cases', () => {
    expect(parseOk(zEmail, '  Ali.Khan@Example.COM ')).toBe('ali.khan@example.com');
  });

  it('calls empty and missing required', () => {
    expect(messageAt(zEmail, '')).toBe('Email is required');
    expect(messageAt(zEmail, '  ')).toBe('Email is required');
    expect(messageAt(zEmail, undefined)).toBe('Email is required');
  });

  it.each([['ali'], ['ali@'], ['ali@example'], ['@example.com'], ['ali @example.com']])(
    'refuses %j',
    (input) => {
      expect(messageAt(zEmail, input)).toBe('Email is invalid');
    },
  );

  it('words the strict variant for setup, forgot-password and temporary users', () => {
    expect(messageAt(zEmailStrict, 'ali@')).toBe('Please enter a valid email address');
    expect(messageAt(zEmailStrict, '')).toBe('Email is required');
    expect(parseOk(zEmailStrict, 'A@B.PK')).toBe('a@b.pk');
  });
});

describe('zPassword', () => {
  it('accepts 6 characters with lowercase, uppercase and a digit', () => {
    expect(parseOk(zPassword, 'Abcde1')).toBe('Abcde1');
  });

  it('calls empty required', () => {
    expect(messageAt(zPassword, '')).toBe('Password is required');
    expect(messageAt(zPassword, undefined)).toBe('Password is required');
  });

  it('refuses fewer than 6 characters before the classes', () => {
    expect(messageAt(zPassword, 'Ab1')).toBe('Password must be at least 6 characters');
  });

  it.each([['abcdef1'], ['ABCDEF1'], ['Abcdefg']])(
    'refuses %j without all three classes',
    (input) => {
      expect(messageAt(zPassword, input)).toBe(
        'Password must contain at least one lowercase letter, one uppercase letter, and one number',
      );
    },
  );

  it('checks only presence at login', () => {
    expect(parseOk(zLoginPassword, 'x')).toBe('x');
    expect(messageAt(zLoginPassword, '')).toBe('Password is required');
  });
});

describe('zOtp', () => {
  it('accepts 6 digits', () => {
    expect(parseOk(zOtp(), '012345')).toBe('012345');
    expect(parseOk(zOtp(), ' 012345 ')).toBe('012345');
  });

  it('uses the screen’s required text', () => {
    expect(messageAt(zOtp(V.otpRequired), '')).toBe('OTP is required');
    expect(messageAt(zOtp(V.otpEnter), '')).toBe('Please enter the OTP');
    expect(messageAt(zOtp(V.otpIncomplete), '')).toBe('Please enter complete OTP');
    expect(messageAt(zOtp(), undefined)).toBe('Please enter the OTP');
  });

  it('calls fewer than 6 digits incomplete', () => {
    expect(messageAt(zOtp(), '12345')).toBe('Please enter complete OTP');
  });

  it.each([['12345a'], ['1234567'], ['12 345']])('refuses %j as not 6 digits', (input) => {
    expect(messageAt(zOtp(), input)).toBe('OTP must be exactly 6 digits');
  });
});

describe('zWalletMobile and zCnic', () => {
  it('accepts 03 and 9 digits', () => {
    expect(parseOk(zWalletMobile, '03001234567')).toBe('03001234567');
  });

  it('calls an empty wallet number required', () => {
    expect(messageAt(zWalletMobile, '')).toBe('JazzCash mobile number is required');
    expect(messageAt(zWalletMobile, undefined)).toBe('JazzCash mobile number is required');
  });

  it.each([['3001234567'], ['+923001234567'], ['+92 300 1234567'], ['0092-300-1234567']])(
    'gives wallet number %j as JazzCash takes it, 03001234567',
    (input) => {
      expect(parseOk(zWalletMobile, input)).toBe('03001234567');
    },
  );

  it.each([['0300123456'], ['030012345678'], ['+92030012345'], ['04001234567']])(
    'refuses wallet number %j',
    (input) => {
      expect(messageAt(zWalletMobile, input)).toBe('Mobile number must be in format 03XXXXXXXXX');
    },
  );

  it('accepts 6 CNIC digits', () => {
    expect(parseOk(zCnic, '123456')).toBe('123456');
  });

  it('calls an empty CNIC required', () => {
    expect(messageAt(zCnic, '')).toBe('CNIC (last 6 digits) is required');
  });

  it.each([['12345'], ['1234567'], ['12345a']])('refuses CNIC %j', (input) => {
    expect(messageAt(zCnic, input)).toBe('CNIC must be exactly 6 digits');
  });
});

describe('zDurationMinutes', () => {
  it.each([[30], [60], [90], [450], [480]])('accepts %d minutes', (minutes) => {
    expect(parseOk(zDurationMinutes, minutes)).toBe(minutes);
  });

  it('refuses under 30, over 480 and off-step lengths', () => {
    expect(messageAt(zDurationMinutes, 0)).toBe(V.durationTooShort);
    expect(messageAt(zDurationMinutes, 510)).toBe(V.durationTooLong);
    expect(messageAt(zDurationMinutes, 45)).toBe(V.durationStep);
    expect(messageAt(zDurationMinutes, 60.5)).toBe(V.durationStep);
    expect(messageAt(zDurationMinutes, '60')).toBe(V.durationStep);
  });

  it('offers the admin wizard 60, 90, 120 and 180 only', () => {
    expect(parseOk(zAdminWizardDuration, 90)).toBe(90);
    expect(messageAt(zAdminWizardDuration, 30)).toBe(V.durationNotOffered);
    expect(messageAt(zAdminWizardDuration, 150)).toBe(V.durationNotOffered);
  });
});

describe('dates and times', () => {
  it('accepts real calendar dates', () => {
    expect(parseOk(zLocalDate, '2024-02-29')).toBe('2024-02-29');
    expect(parseOk(zLocalDate, '2025-12-31')).toBe('2025-12-31');
  });

  it.each([['2025-02-29'], ['2025-13-01'], ['2025-04-31'], ['2025-1-5'], ['05/01/2025'], ['']])(
    'refuses date %j',
    (input) => {
      expect(messageAt(zLocalDate, input)).toBe(V.dateInvalid);
    },
  );

  it('keeps dates within this venue’s century, so no date reaches arithmetic past year 9999', () => {
    expect(parseOk(zLocalDate, EARLIEST_DATE)).toBe(EARLIEST_DATE);
    expect(parseOk(zLocalDate, LATEST_DATE)).toBe(LATEST_DATE);
    const outOfRange = V.dateOutOfRange(EARLIEST_DATE, LATEST_DATE);
    expect(outOfRange).toBe('Date must be between 2000-01-01 and 2099-12-31');
    for (const date of ['9999-12-31', '2100-01-01', '1999-12-31', '0001-01-01', '1000-06-15']) {
      expect(messageAt(zLocalDate, date)).toBe(outOfRange);
    }
  });

  it('accepts HH:MM from 00:00 to 23:59', () => {
    expect(parseOk(zTime, '00:00')).toBe('00:00');
    expect(parseOk(zTime, '23:59')).toBe('23:59');
  });

  it.each([['24:00'], ['7:00'], ['12:60'], ['1200'], ['']])('refuses time %j', (input) => {
    expect(messageAt(zTime, input)).toBe(V.timeInvalid);
  });

  it('lets a closing time be 24:00 but nothing later', () => {
    expect(parseOk(zCloseTime, '24:00')).toBe('24:00');
    expect(messageAt(zCloseTime, '24:30')).toBe(V.timeInvalid);
  });

  it('keeps half-hour times on the grid', () => {
    expect(parseOk(zHalfHourTime, '23:30')).toBe('23:30');
    expect(messageAt(zHalfHourTime, '10:15')).toBe(V.timeNotHalfHour);
    expect(messageAt(zHalfHourTime, '24:00')).toBe(V.timeInvalid);
    expect(parseOk(zHalfHourCloseTime, '24:00')).toBe('24:00');
    expect(messageAt(zHalfHourCloseTime, '22:45')).toBe(V.timeNotHalfHour);
  });

  it('counts minutes since midnight', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('13:30')).toBe(810);
    expect(toMinutes('24:00')).toBe(1440);
  });
});

describe('control characters', () => {
  it('refuses NUL and other control characters in names and free text, with one clear message', () => {
    for (const bad of ['Al\u0000i', 'Al\u0001i', 'Ali\u001b[31m', 'A\u007fli', 'Al\u0085i']) {
      expect(messageAt(zName('First name'), bad)).toBe(V.controlCharacters);
      expect(messageAt(zRequiredText('Reason'), bad)).toBe(V.controlCharacters);
      expect(messageAt(zPlainText(100), bad)).toBe(V.controlCharacters);
    }
  });

  it('keeps line breaks and tabs in free text, but a name fits on one line', () => {
    expect(parseOk(zRequiredText('Description'), 'Glass walls\nLED lights\tnew')).toBe(
      'Glass walls\nLED lights\tnew',
    );
    expect(messageAt(zName('First name'), 'Ali\nKhan')).toBe(V.lineBreaks);
    expect(parseOk(zName('First name'), 'Zoë Ñúñez')).toBe('Zoë Ñúñez');
  });

  it('finds control characters anywhere in a parsed JSON value, keys included', () => {
    expect(containsControlCharacters({ a: [{ b: 'ok\n' }] })).toBe(false);
    expect(containsControlCharacters({ a: [{ b: 'n\u0000' }] })).toBe(true);
    expect(containsControlCharacters({ ['k\u0000']: 1 })).toBe(true);
    expect(containsControlCharacters([1, true, null])).toBe(false);
  });
});

describe('numbers and ids', () => {
  it('keeps percentages within 0 to 100', () => {
    expect(parseOk(zPercentage, 0)).toBe(0);
    expect(parseOk(zPercentage, 12.5)).toBe(12.5);
    expect(parseOk(zPercentage, 100)).toBe(100);
    expect(messageAt(zPercentage, -1)).toBe(V.percentageRange);
    expect(messageAt(zPercentage, 101)).toBe(V.percentageRange);
  });

  it('keeps prices whole rupees of 0 or more', () => {
    expect(parseOk(zPrice, 0)).toBe(0);
    expect(parseOk(zPrice, 1800)).toBe(1800);
    expect(messageAt(zPrice, -1)).toBe(V.priceInvalid);
    expect(messageAt(zPrice, 99.5)).toBe(V.priceInvalid);
    expect(messageAt(zPrice, undefined)).toBe('Price is required');
  });

  it('keeps capacity between 2 and 6', () => {
    expect(parseOk(zCapacity, 2)).toBe(2);
    expect(parseOk(zCapacity, 6)).toBe(6);
    expect(messageAt(zCapacity, 1)).toBe(V.capacityRange);
    expect(messageAt(zCapacity, 7)).toBe(V.capacityRange);
    expect(messageAt(zCapacity, undefined)).toBe('Capacity is required');
  });

  it('accepts uuid ids, fixed seed ids included', () => {
    expect(parseOk(zUuid, '3f1c2a4e-8b7d-4c3a-9e1f-2a3b4c5d6e7f')).toBeTruthy();
    expect(parseOk(zUuid, '00000000-0000-0000-0000-000000000001')).toBeTruthy();
    expect(messageAt(zUuid, 'abc')).toBe(V.idInvalid);
  });

  it('accepts http(s) addresses only', () => {
    expect(parseOk(zUrl, 'https://instagram.com/venue')).toBe('https://instagram.com/venue');
    expect(messageAt(zUrl, '')).toBe(V.urlRequired);
    expect(messageAt(zUrl, 'instagram.com/venue')).toBe(V.urlInvalid);
    expect(messageAt(zUrl, 'javascript:alert(1)')).toBe(V.urlInvalid);
  });

  it('labels required free text', () => {
    expect(messageAt(zRequiredText('Description'), ' ')).toBe('Description is required');
    expect(messageAt(zRequiredText('Reason', 5), 'toolong')).toBe(V.tooLong(5));
  });
});

describe('query helpers', () => {
  const query = z.object({
    page: zQueryPage,
    limit: zQueryLimit(20, 100),
    flag: zQueryBoolean,
    all: zQueryBooleanDefault(false),
    size: zQueryNumber(z.number().int().optional()),
    tags: zQueryList(z.enum(['a', 'b'])),
  });

  it('fills the defaults when nothing is given', () => {
    expect(parseOk(query, {})).toEqual({ page: 1, limit: 20, all: false, tags: [] });
  });

  it('reads numbers, booleans and lists from text', () => {
    expect(
      parseOk(query, { page: '3', limit: '50', flag: 'true', all: '1', size: '7', tags: 'a,b' }),
    ).toEqual({
      page: 3,
      limit: 50,
      flag: true,
      all: true,
      size: 7,
      tags: ['a', 'b'],
    });
    expect(parseOk(query, { flag: 'false', tags: ['a', 'b,a'] })).toMatchObject({
      flag: false,
      tags: ['a', 'b', 'a'],
    });
  });

  it('treats empty text as absent', () => {
    expect(parseOk(query, { page: '', limit: '', flag: '' })).toEqual({
      page: 1,
      limit: 20,
      all: false,
      tags: [],
    });
  });

  it('refuses bad values with clear messages', () => {
    expect(messageAt(query, { page: '0' }, 'page')).toBe(V.pageInvalid);
    expect(messageAt(query, { page: 'two' }, 'page')).toBe(V.pageInvalid);
    expect(messageAt(query, { limit: '101' }, 'limit')).toBe(V.limitInvalid(100));
    expect(messageAt(query, { flag: 'yes' }, 'flag')).toBe(V.booleanInvalid);
    expect(messageAt(query, { tags: 'c' }, 'tags.0')).toBeTruthy();
  });
});

describe('one message per field', () => {
  it.each([
    ['phone', zPhone, ''],
    ['name', zName('First name'), ''],
    ['email', zEmail, ''],
    ['password', zPassword, 'ab'],
    ['otp', zOtp(), '12'],
    ['wallet', zWalletMobile, '12'],
    ['time', zHalfHourTime, '25:15'],
    ['capacity', zCapacity, 0.5],
  ] as const)('gives %s a single issue', (_name, schema, input) => {
    const result = (schema as z.ZodType).safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });
});

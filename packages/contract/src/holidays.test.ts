import { describe, expect, it } from 'vitest';
import { ZHolidayInput, ZHolidayListQuery } from './holidays';
import { VALIDATION_MESSAGES as V } from './messages';
import { messageAt, parseOk } from '../test/message-at';

describe('ZHolidayInput', () => {
  it('closes the whole day by default', () => {
    expect(parseOk(ZHolidayInput, { name: 'Eid', date: '2025-03-31' })).toEqual({
      name: 'Eid',
      date: '2025-03-31',
      isFullDay: true,
      customHours: null,
    });
  });

  it('drops custom hours on a full day', () => {
    const holiday = {
      name: 'Eid',
      date: '2025-03-31',
      isFullDay: true,
      customHours: { openTime: '08:00', closeTime: '18:00' },
    };
    expect(parseOk(ZHolidayInput, holiday).customHours).toBeNull();
  });

  it('keeps custom hours on a partial day and requires them', () => {
    const partial = {
      name: 'Eve',
      date: '2025-03-30',
      isFullDay: false,
      customHours: { openTime: '08:00', closeTime: '18:00' },
    };
    expect(parseOk(ZHolidayInput, partial).customHours).toEqual({
      openTime: '08:00',
      closeTime: '18:00',
    });
    expect(messageAt(ZHolidayInput, { ...partial, customHours: undefined }, 'customHours')).toBe(
      V.customHoursRequired,
    );
    expect(
      messageAt(
        ZHolidayInput,
        { ...partial, customHours: { openTime: '18:00', closeTime: '08:00' } },
        'customHours.closeTime',
      ),
    ).toBe(V.closeAfterOpen);
  });

  it('requires a name and a date', () => {
    expect(messageAt(ZHolidayInput, { name: '', date: '2025-03-31' }, 'name')).toBe(
      'Name is required',
    );
    expect(messageAt(ZHolidayInput, { name: 'Eid', date: '' }, 'date')).toBe(V.dateInvalid);
  });
});

describe('ZHolidayListQuery', () => {
  it('filters by range or year', () => {
    expect(parseOk(ZHolidayListQuery, { year: '2025' })).toEqual({ year: 2025 });
    expect(
      parseOk(ZHolidayListQuery, { startDate: '2025-01-01', endDate: '2025-12-31' }),
    ).toBeTruthy();
    expect(
      messageAt(ZHolidayListQuery, { startDate: '2025-12-31', endDate: '2025-01-01' }, 'endDate'),
    ).toBe(V.dateRangeOrder);
  });
});

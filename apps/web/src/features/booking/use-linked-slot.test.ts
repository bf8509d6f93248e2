import { describe, expect, it } from 'vitest';
import { readLinkedSlot } from './use-linked-slot';

const COURT = '22222222-2222-4222-8222-222222222222';

describe('a link to one slot of the booking screen', () => {
  it('reads the court, date and times the waitlist’s mail names', () => {
    expect(readLinkedSlot(`?court=${COURT}&date=2026-06-19&start=20%3A00&end=21%3A00`)).toEqual({
      courtId: COURT,
      date: '2026-06-19',
      startTime: '20:00',
      endTime: '21:00',
    });
  });

  it('names no slot when a part is missing or not a slot', () => {
    expect(readLinkedSlot('')).toBeNull();
    expect(readLinkedSlot(`?court=${COURT}&date=2026-06-19&start=20:00`)).toBeNull();
    expect(readLinkedSlot(`?court=${COURT}&date=2026-02-30&start=20:00&end=21:00`)).toBeNull();
    expect(readLinkedSlot(`?court=${COURT}&date=2026-06-19&start=20:15&end=21:00`)).toBeNull();
    expect(readLinkedSlot(`?court=${COURT}&date=2026-06-19&start=21:00&end=20:00`)).toBeNull();
  });
});

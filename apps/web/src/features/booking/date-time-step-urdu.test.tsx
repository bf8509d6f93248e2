import type { TAvailabilitySlot, TCourt } from '@padel/contract';
import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { availabilitySlot, noDiscount } from '../../test/booking-fixtures';
import { renderWithApi } from '../../test/render-with-api';
import { DateTimeStep } from './date-time-step';

// A file of its own: an area's Urdu texts, once fetched, stay for every later render in the file,
// and this checks what a page shows before they are in.

const COURT_ID = '1bab10c8-95e8-4c39-bec2-6d1d8130a47b';
const COURT = { id: COURT_ID, name: 'Court 1' } as TCourt;

const SLOT = availabilitySlot(COURT_ID, '18:00', '19:00', {
  price: 1800,
  discount: noDiscount(1800),
});

/** Whether an element, or one of its ancestors, is hidden (a Suspense boundary hides with this). */
const isHidden = (element: Element) => Boolean(element.closest('[style*="display: none"]'));

describe('the date and time step in Urdu', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-12T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('keeps the week strip in view while the slots and their prices arrive', async () => {
    let answerSlots = (_slots: TAvailabilitySlot[]) => {};
    const slots = new Promise<TAvailabilitySlot[]>((resolve) => (answerSlots = resolve));
    await act(async () => {
      renderWithApi(
        <Suspense fallback={<p>Loading the step</p>}>
          <DateTimeStep
            court={COURT}
            today="2025-03-12"
            durationMinutes={60}
            date="2025-03-12"
            selectedStartTime={null}
            onDurationChange={() => {}}
            onDateChange={() => {}}
            onSelectSlot={() => {}}
            onBack={() => {}}
            onNext={() => {}}
          />
        </Suspense>,
        {
          'courts.availability': async () => ({
            available: true,
            reason: null,
            timeSlots: await slots,
          }),
        },
        '/booking',
        { language: 'ur' },
      );
    });
    const days = await screen.findByRole('group', { name: 'دن' });
    const hiddenAt: string[] = [];
    const watcher = new MutationObserver(() => {
      if (isHidden(days) || !days.isConnected) hiddenAt.push('after the slots came');
    });
    watcher.observe(document.body, { attributes: true, childList: true, subtree: true });

    await act(async () => answerSlots([SLOT]));
    const slot = await screen.findByRole('button', { name: /18:00 - 19:00/ });
    expect(slot).toHaveTextContent('Rs. 1,800');
    watcher.disconnect();
    expect(hiddenAt).toEqual([]);
    expect(days.isConnected && !isHidden(days)).toBe(true);
  });
});

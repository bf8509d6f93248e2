import { describe, expect, it } from 'vitest';
import { computeHostShare, computeMatchShare, MATCH_MESSAGES } from './match-texts';
import { ZJoinMatchRequest, ZMatchListQuery, ZOpenMatchRequest } from './matches';

const bookingId = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

describe('open match contract', () => {
  it('shares a court four ways in whole rupees, the remainder being the host’s', () => {
    expect(computeMatchShare(3000)).toBe(750);
    expect(computeMatchShare(3003)).toBe(750);
    expect(computeHostShare(3003, 3)).toBe(753);
    expect(computeHostShare(3003, 1)).toBe(2253);
  });

  it('takes levels 1.0 to 7.0 in steps of 0.5 and a range in order', () => {
    const open = (levelMin: number, levelMax: number, openSeats = 2) =>
      ZOpenMatchRequest.safeParse({ bookingId, openSeats, levelMin, levelMax });
    expect(open(2.5, 3.5).success).toBe(true);
    expect(open(2.25, 3.5).error?.issues[0]?.message).toBe(MATCH_MESSAGES.levelInvalid);
    expect(open(0.5, 3).error?.issues[0]?.message).toBe(MATCH_MESSAGES.levelInvalid);
    expect(open(4, 3).error?.issues[0]?.message).toBe(MATCH_MESSAGES.levelRangeOrder);
    expect(open(2, 3, 4).error?.issues[0]?.message).toBe(MATCH_MESSAGES.openSeatsInvalid);
  });

  it('reads the list’s level filters from a query string', () => {
    expect(ZMatchListQuery.parse({ levelMin: '2.5', levelMax: '' })).toEqual({ levelMin: 2.5 });
    expect(ZMatchListQuery.safeParse({ levelMin: 'x' }).success).toBe(false);
  });

  it('needs the wallet number and CNIC for a wallet share', () => {
    expect(ZJoinMatchRequest.safeParse({ paymentMethod: 'cash' }).success).toBe(true);
    expect(ZJoinMatchRequest.safeParse({ paymentMethod: 'jazzcash_mwallet' }).success).toBe(false);
  });
});

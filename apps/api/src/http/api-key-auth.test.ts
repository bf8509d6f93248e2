import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST } from '@padel/contract';
import { findEndpoint, isAllowedForKey } from './api-key-auth';

const allScopes = ['courts:read', 'availability:read', 'bookings:read', 'bookings:write'];

describe('what an API key may call (read from the endpoint catalogue)', () => {
  it('finds the literal path before a parameter in the same place', () => {
    expect(findEndpoint('GET', '/bookings/my-bookings')?.name).toBe('bookings.myBookings');
    expect(findEndpoint('GET', '/bookings/0b5c0a3e-1111-4222-8333-444455556666')?.name).toBe(
      'bookings.byId',
    );
    expect(findEndpoint('HEAD', '/courts/')?.name).toBe('courts.list');
  });

  it('lets a key reach only the calls whose scope it holds', () => {
    const bookingsRead = findEndpoint('GET', '/bookings');
    expect(isAllowedForKey(bookingsRead, ['bookings:read'])).toBe(true);
    expect(isAllowedForKey(bookingsRead, ['courts:read'])).toBe(false);
    expect(isAllowedForKey(findEndpoint('PATCH', '/bookings/x/cancel'), ['bookings:write'])).toBe(
      true,
    );
  });

  it('refuses every call without a scope, except the health check and the reference', () => {
    const open = ENDPOINT_LIST.filter((entry) => isAllowedForKey(entry, allScopes) && !entry.scope);
    expect(open.map((entry) => entry.name).sort()).toEqual(
      [
        'service.docs',
        'service.docsScript',
        'service.health',
        'service.openApi',
        'service.ready',
      ].sort(),
    );
    expect(isAllowedForKey(findEndpoint('GET', '/bookings/my-bookings'), allScopes)).toBe(false);
    expect(isAllowedForKey(findEndpoint('GET', '/admin/bookings'), allScopes)).toBe(false);
    expect(isAllowedForKey(findEndpoint('GET', '/no/such/call'), allScopes)).toBe(false);
  });

  it('matches exactly the scoped calls the spec gives partner agents', () => {
    const scoped = ENDPOINT_LIST.filter((entry) => entry.scope).map(
      (entry) => `${entry.method} ${entry.path} ${entry.scope}`,
    );
    expect(scoped.sort()).toEqual(
      [
        'get /courts courts:read',
        'get /courts/{id} courts:read',
        'get /courts/{id}/availability availability:read',
        'get /analytics/common-timeslots availability:read',
        'get /operating-hours availability:read',
        'get /operating-hours/{day} availability:read',
        'get /operating-hours/{day}/slots availability:read',
        'get /bookings bookings:read',
        'get /bookings/{id} bookings:read',
        'post /bookings bookings:write',
        'patch /bookings/{id}/cancel bookings:write',
      ].sort(),
    );
  });
});

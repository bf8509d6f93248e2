import { afterEach, describe, expect, it } from 'vitest';
import { toImageSrc } from '../features/booking/booking-format';
import { setServerOrigin, toServerUrl } from './server-url';

describe('server paths', () => {
  afterEach(() => setServerOrigin(''));

  it('stay relative in the browser, which the gateway serves', () => {
    expect(toServerUrl('/pay/b1?t=x')).toBe('/pay/b1?t=x');
    expect(toImageSrc('uploads/courts/a.jpg')).toBe('/uploads/courts/a.jpg');
  });

  it("take the product's host in the app", () => {
    setServerOrigin('https://padel.example.pk/');
    expect(toServerUrl('/pay/b1?t=x')).toBe('https://padel.example.pk/pay/b1?t=x');
    expect(toImageSrc('/uploads/courts/a.jpg')).toBe(
      'https://padel.example.pk/uploads/courts/a.jpg',
    );
    expect(toImageSrc('uploads/courts/a.jpg')).toBe(
      'https://padel.example.pk/uploads/courts/a.jpg',
    );
    // Whole addresses and protocol-relative ones are left alone.
    expect(toServerUrl('https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(toServerUrl('//cdn.example/x.png')).toBe('//cdn.example/x.png');
  });
});

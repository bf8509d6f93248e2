import { describe, expect, it } from 'vitest';
import { appPathOf } from './app-links';

describe('appPathOf', () => {
  it("opens the product's account setup, sign-in callback and payment links in the app", () => {
    expect(appPathOf('https://padel.example.pk/complete-signup?email=a%40b.pk')).toBe(
      '/complete-signup?email=a%40b.pk',
    );
    expect(appPathOf('https://padel.example.pk/auth/callback?code=xyz')).toBe(
      '/auth/callback?code=xyz',
    );
    expect(appPathOf('https://padel.example.pk/payment/close?status=success')).toBe(
      '/payment/close?status=success',
    );
    expect(appPathOf('https://padel.example.pk/payment/failed?error=Declined')).toBe(
      '/payment/failed?error=Declined',
    );
  });

  it("reads the app's own scheme", () => {
    expect(appPathOf('pk.padelarena.app://payment/close?status=failed')).toBe(
      '/payment/close?status=failed',
    );
  });

  it('leaves every other link alone', () => {
    expect(appPathOf('https://padel.example.pk/admin/bookings')).toBeNull();
    expect(appPathOf('https://padel.example.pk/complete-signup-evil')).toBeNull();
    expect(appPathOf('https://padel.example.pk/')).toBeNull();
    expect(appPathOf('not a link')).toBeNull();
  });
});

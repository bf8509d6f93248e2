import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEEKDAYS, ZBusinessSettings } from '@padel/contract';
import { businessSettings } from '@padel/db';
import { createTestContext, type TestContext } from '../../test/test-context';
import { buildDefaultBusinessSettings } from './business-defaults';
import { loadBusinessSettings, normalizeBusinessSettings } from './business-service';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const LINK_ID = '44444444-4444-4444-8444-444444444444';

describe('loadBusinessSettings', () => {
  it('reads the seeded settings as a whole spec object', async () => {
    const settings = ZBusinessSettings.parse(await loadBusinessSettings(t));
    expect(settings).toMatchObject({
      businessName: 'Padel Arena',
      paymentMethods: { payAtVenue: true, jazzcashCard: true, jazzcashWallet: true },
      maintenanceMode: false,
      maintenanceMessage: '',
    });
  });

  it('merges an older row over the defaults, field by field', async () => {
    const updatedAt = new Date('2026-01-01T00:00:00.000Z');
    await t.db
      .update(businessSettings)
      .set({
        settings: {
          businessName: 'Old Venue',
          logo: '/uploads/old-logo.png',
          currency: 'XYZ',
          address: { city: 'Karachi' },
          paymentMethods: { jazzcashCard: false },
          businessHours: {
            monday: { open: '09:00', close: '17:00', isClosed: false },
            tuesday: 'closed',
          },
          socialMedia: [
            { _id: LINK_ID, platform: 'facebook', url: 'https://facebook.com/old' },
            { platform: 'instagram', url: 'https://instagram.com/no-id' },
          ],
          maintenanceMode: true,
        },
        updatedAt,
      })
      .where(eq(businessSettings.id, 1));
    const defaults = buildDefaultBusinessSettings();

    const settings = ZBusinessSettings.parse(await loadBusinessSettings(t));

    expect(settings).toMatchObject({
      businessName: 'Old Venue',
      logoUrl: '/uploads/old-logo.png',
      currency: 'PKR',
      address: { ...defaults.address, city: 'Karachi' },
      paymentMethods: { payAtVenue: true, jazzcashCard: false, jazzcashWallet: true },
      maintenanceMode: true,
      maintenanceMessage: '',
      appSettings: defaults.appSettings,
      updatedAt: updatedAt.toISOString(),
    });
    expect(settings.businessHours.monday).toEqual({
      open: '09:00',
      close: '17:00',
      isClosed: false,
    });
    expect(settings.businessHours.tuesday).toEqual(defaults.businessHours.tuesday);
    expect(Object.keys(settings.businessHours).sort()).toEqual([...WEEKDAYS].sort());
    expect(settings.socialMedia).toEqual([
      {
        _id: LINK_ID,
        platform: 'facebook',
        url: 'https://facebook.com/old',
        customName: '',
        customIcon: '',
      },
    ]);
  });

  it('falls back to the defaults when the row is missing', async () => {
    await t.db.delete(businessSettings);
    const settings = await loadBusinessSettings(t);
    expect(settings).toEqual({
      ...buildDefaultBusinessSettings(),
      updatedAt: new Date(0).toISOString(),
    });
  });
});

describe('normalizeBusinessSettings', () => {
  it('reads anything that is not an object as the defaults', () => {
    expect(normalizeBusinessSettings(null).businessName).toBe('Padel Arena');
    expect(normalizeBusinessSettings('junk').paymentMethods).toEqual({
      payAtVenue: true,
      jazzcashCard: true,
      jazzcashWallet: true,
    });
  });
});

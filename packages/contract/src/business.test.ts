import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BUSINESS_SETTINGS,
  ZBusinessSettingsInput,
  ZBusinessSettingsPatch,
  ZMaintenanceRequest,
  ZPublicBusiness,
  ZSocialMediaInput,
} from './business';
import { VALIDATION_MESSAGES as V } from './messages';
import { messageAt, parseOk } from '../test/message-at';

describe('business settings', () => {
  it('accepts its own defaults as a whole settings object', () => {
    expect(parseOk(ZBusinessSettingsInput, DEFAULT_BUSINESS_SETTINGS)).toEqual(
      DEFAULT_BUSINESS_SETTINGS,
    );
  });

  it('starts with the documented defaults', () => {
    expect(DEFAULT_BUSINESS_SETTINGS).toMatchObject({
      primaryColor: 'orange',
      secondaryColor: 'yellow',
      currency: 'PKR',
      timezone: 'Asia/Karachi',
      language: 'en',
      address: { country: 'Pakistan' },
      paymentMethods: { payAtVenue: true, jazzcashCard: true, jazzcashWallet: true },
      appSettings: { currentVersion: { ios: '1.0.0', android: '1.0.0' }, forceUpdate: false },
    });
  });

  it('checks the fields it holds', () => {
    const settings = DEFAULT_BUSINESS_SETTINGS;
    expect(
      messageAt(ZBusinessSettingsInput, { ...settings, businessName: '' }, 'businessName'),
    ).toBe('Business name is required');
    expect(messageAt(ZBusinessSettingsInput, { ...settings, email: 'venue@' }, 'email')).toBe(
      V.emailInvalid,
    );
    expect(messageAt(ZBusinessSettingsInput, { ...settings, website: 'venue.pk' }, 'website')).toBe(
      V.urlInvalid,
    );
    expect(ZBusinessSettingsInput.safeParse({ ...settings, currency: 'INR' }).success).toBe(false);
    expect(
      messageAt(
        ZBusinessSettingsInput,
        {
          ...settings,
          appSettings: {
            ...settings.appSettings,
            currentVersion: { ios: '1.0', android: '1.0.0' },
          },
        },
        'appSettings.currentVersion.ios',
      ),
    ).toBe(V.versionInvalid);
    expect(
      messageAt(
        ZBusinessSettingsInput,
        {
          ...settings,
          businessHours: {
            ...settings.businessHours,
            monday: { open: '22:00', close: '06:00', isClosed: false },
          },
        },
        'businessHours.monday.close',
      ),
    ).toBe(V.closeAfterOpen);
  });

  it('lets the email and addresses stay empty and lower-cases an email', () => {
    expect(
      parseOk(ZBusinessSettingsInput, { ...DEFAULT_BUSINESS_SETTINGS, email: 'Info@Venue.PK' })
        .email,
    ).toBe('info@venue.pk');
  });

  it('patches any subset', () => {
    expect(parseOk(ZBusinessSettingsPatch, { tagline: 'Play more' })).toEqual({
      tagline: 'Play more',
    });
  });

  it('toggles maintenance with a message', () => {
    expect(parseOk(ZMaintenanceRequest, { maintenanceMode: true })).toEqual({
      maintenanceMode: true,
      maintenanceMessage: '',
    });
  });

  it('leaves no bookkeeping in the public subset', () => {
    expect(Object.keys(ZPublicBusiness.shape)).not.toContain('updatedAt');
  });
});

describe('ZSocialMediaInput', () => {
  it('needs a URL', () => {
    expect(messageAt(ZSocialMediaInput, { platform: 'facebook', url: '' }, 'url')).toBe(
      'URL is required',
    );
    expect(messageAt(ZSocialMediaInput, { platform: 'facebook', url: 'fb' }, 'url')).toBe(
      V.urlInvalid,
    );
  });

  it('takes a custom name and emoji for the custom platform', () => {
    expect(
      parseOk(ZSocialMediaInput, {
        platform: 'custom',
        url: 'https://x.pk',
        customName: 'Blog',
        customIcon: '📝',
      }),
    ).toEqual({
      platform: 'custom',
      url: 'https://x.pk',
      customName: 'Blog',
      customIcon: '📝',
    });
    expect(ZSocialMediaInput.safeParse({ platform: 'myspace', url: 'https://x.pk' }).success).toBe(
      false,
    );
  });
});

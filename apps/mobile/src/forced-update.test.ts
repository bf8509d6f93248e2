import { DEFAULT_BUSINESS_SETTINGS, FORCED_UPDATE_TEXTS, type TAppSettings } from '@padel/contract';
import { describe, expect, it } from 'vitest';
import { compareVersions, decideForcedUpdate } from './forced-update';

const settings = (overrides: Partial<TAppSettings> = {}): TAppSettings => ({
  appStoreUrl: 'https://apps.apple.com/app/id123',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=pk.padelarena.app',
  currentVersion: { ios: '2.1.0', android: '2.3.0' },
  forceUpdate: true,
  ...overrides,
});

describe('compareVersions', () => {
  it('compares each part as a number, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBeGreaterThan(0);
    expect(compareVersions('1.9.3', '1.10.0')).toBeLessThan(0);
    expect(compareVersions('2.0.0', '10.0.0')).toBeLessThan(0);
  });

  it('treats missing parts as zero and equal versions as equal', () => {
    expect(compareVersions('1.2', '1.2.0')).toBe(0);
    expect(compareVersions('1.2.0', '1.2.0')).toBe(0);
    expect(compareVersions('1.2.1', '1.2')).toBeGreaterThan(0);
  });

  it('ignores a leading v and suffixes after the digits', () => {
    expect(compareVersions('v1.4.0', '1.4.0')).toBe(0);
    expect(compareVersions('1.4.0-beta', '1.4.0')).toBe(0);
  });
});

describe('decideForcedUpdate', () => {
  it('blocks an Android build older than the required Android version with the Play Store button', () => {
    expect(
      decideForcedUpdate({
        platform: 'android',
        installedVersion: '2.2.9',
        appSettings: settings(),
      }),
    ).toEqual({
      currentVersion: '2.2.9',
      requiredVersion: '2.3.0',
      storeUrl: settings().playStoreUrl,
      buttonLabel: FORCED_UPDATE_TEXTS.playStoreButton,
    });
  });

  it('blocks an iOS build older than the required iOS version with the App Store button', () => {
    expect(
      decideForcedUpdate({ platform: 'ios', installedVersion: '2.0.5', appSettings: settings() }),
    ).toEqual({
      currentVersion: '2.0.5',
      requiredVersion: '2.1.0',
      storeUrl: settings().appStoreUrl,
      buttonLabel: FORCED_UPDATE_TEXTS.appStoreButton,
    });
  });

  it("reads each platform's own required version", () => {
    // 2.2.0 is new enough for iOS (2.1.0) but not for Android (2.3.0).
    expect(
      decideForcedUpdate({ platform: 'ios', installedVersion: '2.2.0', appSettings: settings() }),
    ).toBeNull();
    expect(
      decideForcedUpdate({
        platform: 'android',
        installedVersion: '2.2.0',
        appSettings: settings(),
      }),
    ).not.toBeNull();
  });

  it('lets the required version and newer ones through', () => {
    for (const installedVersion of ['2.3.0', '2.3.1', '3.0.0']) {
      expect(
        decideForcedUpdate({ platform: 'android', installedVersion, appSettings: settings() }),
      ).toBeNull();
    }
  });

  it('never blocks when the venue does not force updates', () => {
    expect(
      decideForcedUpdate({
        platform: 'android',
        installedVersion: '1.0.0',
        appSettings: settings({ forceUpdate: false }),
      }),
    ).toBeNull();
  });

  it('never blocks with the default settings (1.0.0, not forced)', () => {
    expect(
      decideForcedUpdate({
        platform: 'ios',
        installedVersion: '1.0.0',
        appSettings: DEFAULT_BUSINESS_SETTINGS.appSettings,
      }),
    ).toBeNull();
  });
});

import { FORCED_UPDATE_TEXTS, type TAppSettings, type TNativePlatform } from '@padel/contract';

/**
 * Compares dotted versions part by part as numbers ('1.10.0' is newer than '1.9.3'); missing
 * parts count as 0 and anything after a part's digits ('2-beta') is ignored.
 * Answers a negative number when `a` is older, 0 when equal, positive when newer.
 */
export function compareVersions(a: string, b: string): number {
  const partsOf = (version: string) =>
    version
      .trim()
      .replace(/^v/i, '')
      .split('.')
      .map((part) => Number.parseInt(part, 10) || 0);
  const left = partsOf(a);
  const right = partsOf(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

export type ForcedUpdate = {
  currentVersion: string;
  requiredVersion: string;
  storeUrl: string;
  buttonLabel: string;
};

/**
 * The forced-update prompt, or null: shown when the venue forces updates and the installed
 * version is older than the one its platform's store build must run (spec: Forced update).
 */
export function decideForcedUpdate({
  platform,
  installedVersion,
  appSettings,
}: {
  platform: TNativePlatform;
  installedVersion: string;
  appSettings: TAppSettings;
}): ForcedUpdate | null {
  if (!appSettings.forceUpdate) return null;
  const requiredVersion = appSettings.currentVersion[platform];
  if (!requiredVersion.trim() || compareVersions(installedVersion, requiredVersion) >= 0)
    return null;
  const isIos = platform === 'ios';
  return {
    currentVersion: installedVersion,
    requiredVersion,
    storeUrl: isIos ? appSettings.appStoreUrl : appSettings.playStoreUrl,
    buttonLabel: isIos ? FORCED_UPDATE_TEXTS.appStoreButton : FORCED_UPDATE_TEXTS.playStoreButton,
  };
}

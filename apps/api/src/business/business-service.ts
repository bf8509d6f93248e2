import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  BUSINESS_MESSAGES,
  SOCIAL_MEDIA_MAX_LINKS,
  ZBusinessSettings,
  ZBusinessSettingsInput,
  ZSocialMediaLink,
  type TBusinessSettings,
  type TBusinessSettingsInput,
  type TBusinessSettingsPatch,
  type TMaintenanceRequest,
  type TPublicBusiness,
  type TSocialMediaInput,
  type TSocialMediaLink,
} from '@padel/contract';
import type { AppContext } from '../lib/context';
import { businessSettings, type Database } from '@padel/db';
import { badRequest, notFound } from '../lib/errors';
import { parseWith } from '../lib/validate';
import { buildDefaultBusinessSettings, type TStoredBusinessSettings } from './business-defaults';

/** The venue's settings live in one row. */
const SETTINGS_ROW_ID = 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keeps what is valid in `value` and takes `fallback` for the rest, field by field, so a row
 * written before a field existed (or holding one bad value) still reads as a whole object.
 */
function repair<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  if (value === undefined) return fallback;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  if (isRecord(value) && isRecord(fallback)) {
    if (schema instanceof z.ZodObject) {
      const shape = schema.shape as Record<string, z.ZodType>;
      return Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [
          key,
          repair(field, value[key], fallback[key]),
        ]),
      ) as T;
    }
    if (schema instanceof z.ZodRecord) {
      const valueType = schema.valueType as z.ZodType;
      return Object.fromEntries(
        Object.keys(fallback).map((key) => [key, repair(valueType, value[key], fallback[key])]),
      ) as T;
    }
  }
  return fallback;
}

/** Stored links missing their optional texts still read; a link without id or URL is dropped. */
function repairSocialMedia(value: unknown): TSocialMediaLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = ZSocialMediaLink.safeParse(
      isRecord(entry) ? { customName: '', customIcon: '', ...entry } : entry,
    );
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The full settings object from a stored row, merged over the defaults (product doc §3), so
 * older rows missing newer fields still work. `logo`/`favicon` were the earlier names of
 * `logoUrl`/`faviconUrl`.
 */
export function normalizeBusinessSettings(stored: unknown, updatedAt?: Date): TBusinessSettings {
  const defaults = buildDefaultBusinessSettings();
  const row = isRecord(stored) ? stored : {};
  const withCurrentNames = {
    ...row,
    logoUrl: row.logoUrl || row.logo || undefined,
    faviconUrl: row.faviconUrl || row.favicon || undefined,
  };
  const { socialMedia: _links, ...shape } = ZBusinessSettings.omit({ updatedAt: true }).shape;
  const { socialMedia: _defaultLinks, ...fallback } = defaults;
  const settings = repair(z.object(shape), withCurrentNames, fallback);
  return {
    ...settings,
    socialMedia: repairSocialMedia(row.socialMedia),
    updatedAt: (updatedAt ?? new Date(0)).toISOString(),
  };
}

/**
 * The venue's settings as every domain reads them (payment methods on or off, maintenance
 * mode and its message, hours, contact details). Never fails for a missing row: the defaults
 * stand in.
 */
export async function loadBusinessSettings(ctx: {
  db: Pick<Database, 'select'>;
}): Promise<TBusinessSettings> {
  const [row] = await ctx.db
    .select()
    .from(businessSettings)
    .where(eq(businessSettings.id, SETTINGS_ROW_ID))
    .limit(1);
  return normalizeBusinessSettings(row?.settings, row?.updatedAt);
}

/** What the public site and the booking form read: everything but bookkeeping. */
export function toPublicBusiness(settings: TBusinessSettings): TPublicBusiness {
  const { updatedAt: _updatedAt, ...visible } = settings;
  return visible;
}

/** Plain objects merge key by key; anything else (text, lists) is replaced by `patch`. */
function mergeDeep(base: unknown, patch: unknown): unknown {
  if (patch === undefined) return base;
  if (!isRecord(base) || !isRecord(patch)) return patch;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) merged[key] = mergeDeep(base[key], value);
  return merged;
}

/** A link keeps its `_id` when it has one; a new link (or a repeated id) gets a fresh one. */
function withLinkIds(links: TBusinessSettingsInput['socialMedia']): TSocialMediaLink[] {
  const seen = new Set<string>();
  return links.map((link) => {
    const id = link._id && !seen.has(link._id) ? link._id : randomUUID();
    seen.add(id);
    return toLink(id, link);
  });
}

/** Only the custom platform carries a name and an icon of its own (product doc §5). */
function toLink(id: string, input: TSocialMediaInput): TSocialMediaLink {
  const isCustom = input.platform === 'custom';
  return {
    _id: id,
    platform: input.platform,
    url: input.url,
    customName: isCustom ? input.customName : '',
    customIcon: isCustom ? input.customIcon : '',
  };
}

/** A whole-object save without `openMatches` (an older form) keeps the saved open-match settings. */
function toStored(
  input: TBusinessSettingsInput,
  current: TStoredBusinessSettings,
): TStoredBusinessSettings {
  return {
    ...input,
    openMatches: input.openMatches ?? current.openMatches,
    socialMedia: withLinkIds(input.socialMedia),
  };
}

function withoutUpdatedAt(settings: TBusinessSettings): TStoredBusinessSettings {
  const { updatedAt: _updatedAt, ...stored } = settings;
  return stored;
}

export type AssetKind = 'logo' | 'favicon';

export function createBusinessService(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const { db, clock } = ctx;

  /**
   * Reads, changes and writes the settings row under a row lock, so two admins saving at once
   * cannot undo each other's change.
   */
  async function changeSettings(
    change: (current: TStoredBusinessSettings) => TStoredBusinessSettings,
  ): Promise<TBusinessSettings> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(businessSettings)
        .where(eq(businessSettings.id, SETTINGS_ROW_ID))
        .for('update');
      const next = change(
        withoutUpdatedAt(normalizeBusinessSettings(row?.settings, row?.updatedAt)),
      );
      const updatedAt = clock.now();
      await tx
        .insert(businessSettings)
        .values({ id: SETTINGS_ROW_ID, settings: next, updatedAt })
        .onConflictDoUpdate({ target: businessSettings.id, set: { settings: next, updatedAt } });
      return { ...next, updatedAt: updatedAt.toISOString() };
    });
  }

  /** PUT /business/settings: the whole object. */
  function replaceSettings(input: TBusinessSettingsInput): Promise<TBusinessSettings> {
    return changeSettings((current) => toStored(input, current));
  }

  /**
   * PATCH /admin/settings: nested objects (address, appSettings, paymentMethods, a day's
   * hours) merge field by field; the result is checked as a whole, so rules across fields
   * (a day's close after its open) still hold.
   */
  function patchSettings(patch: TBusinessSettingsPatch): Promise<TBusinessSettings> {
    return changeSettings((current) =>
      toStored(parseWith(ZBusinessSettingsInput, mergeDeep(current, patch)), current),
    );
  }

  function setMaintenance(input: TMaintenanceRequest): Promise<TBusinessSettings> {
    return changeSettings((current) => ({
      ...current,
      maintenanceMode: input.maintenanceMode,
      maintenanceMessage: input.maintenanceMessage,
    }));
  }

  function addSocialMedia(input: TSocialMediaInput): Promise<TBusinessSettings> {
    return changeSettings((current) => {
      if (current.socialMedia.length >= SOCIAL_MEDIA_MAX_LINKS) {
        throw badRequest(BUSINESS_MESSAGES.socialMediaLimit);
      }
      return { ...current, socialMedia: [...current.socialMedia, toLink(randomUUID(), input)] };
    });
  }

  function findLink(current: TStoredBusinessSettings, linkId: string): number {
    const index = current.socialMedia.findIndex((link) => link._id === linkId);
    if (index < 0) throw notFound(BUSINESS_MESSAGES.socialMediaNotFound);
    return index;
  }

  function updateSocialMedia(linkId: string, input: TSocialMediaInput): Promise<TBusinessSettings> {
    return changeSettings((current) => {
      const index = findLink(current, linkId);
      const socialMedia = current.socialMedia.map((link, i) =>
        i === index ? toLink(linkId, input) : link,
      );
      return { ...current, socialMedia };
    });
  }

  function removeSocialMedia(linkId: string): Promise<TBusinessSettings> {
    return changeSettings((current) => {
      const index = findLink(current, linkId);
      return { ...current, socialMedia: current.socialMedia.filter((_, i) => i !== index) };
    });
  }

  /** Points the logo or favicon at a newly stored file; answers the address it replaced. */
  async function setAsset(
    kind: AssetKind,
    url: string,
  ): Promise<{ business: TBusinessSettings; previousUrl: string }> {
    const field = kind === 'logo' ? 'logoUrl' : 'faviconUrl';
    let previousUrl = '';
    const business = await changeSettings((current) => {
      previousUrl = current[field];
      return { ...current, [field]: url };
    });
    return { business, previousUrl };
  }

  return {
    getSettings: () => loadBusinessSettings(ctx),
    getPublicBusiness: async () => toPublicBusiness(await loadBusinessSettings(ctx)),
    replaceSettings,
    patchSettings,
    setMaintenance,
    addSocialMedia,
    updateSocialMedia,
    removeSocialMedia,
    setAsset,
  };
}

export type BusinessService = ReturnType<typeof createBusinessService>;

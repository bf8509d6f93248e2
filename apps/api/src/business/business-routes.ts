import { Router, type RequestHandler } from 'express';
import {
  BUSINESS_MESSAGES,
  ZBusinessSettingsInput,
  ZBusinessSettingsPatch,
  ZIdParams,
  ZMaintenanceRequest,
  ZSocialMediaInput,
} from '@padel/contract';
import { requireAdmin } from '../auth/guards';
import type { AppContext } from '../context';
import { removeUploadedImage } from '../courts/uploaded-images';
import { imageUpload, uploadedImagePath } from '../lib/image-upload';
import { sendOk } from '../lib/respond';
import { parseBody, parseParams } from '../lib/validate';
import { createBusinessService, type AssetKind, type BusinessService } from './business-service';

const IMAGE_FOLDER = 'business';

/** POST /business/upload-logo (field `logo`) and /business/upload-favicon (field `favicon`). */
function assetUpload(ctx: AppContext, service: BusinessService, kind: AssetKind): RequestHandler[] {
  const message =
    kind === 'logo' ? BUSINESS_MESSAGES.logoUploaded : BUSINESS_MESSAGES.faviconUploaded;
  return [
    imageUpload({ uploadDir: ctx.config.uploadDir, folder: IMAGE_FOLDER, field: kind }),
    async (req, res) => {
      const url = uploadedImagePath(IMAGE_FOLDER, req.file!.filename);
      let result;
      try {
        result = await service.setAsset(kind, url);
      } catch (error) {
        await removeUploadedImage(ctx, IMAGE_FOLDER, url);
        throw error;
      }
      await removeUploadedImage(ctx, IMAGE_FOLDER, result.previousUrl);
      sendOk(res, { url, business: result.business }, message);
    },
  ];
}

/** /api/v1/business: the public business info, and the settings calls (admin only). */
export function createBusinessRouter(ctx: AppContext): Router {
  const service = createBusinessService(ctx);
  const router = Router();
  const admin = requireAdmin();

  router.get('/public', async (_req, res) => {
    sendOk(res, { business: await service.getPublicBusiness() });
  });

  router.get('/settings', admin, async (_req, res) => {
    sendOk(res, { business: await service.getSettings() });
  });

  router.put('/settings', admin, async (req, res) => {
    const input = parseBody(ZBusinessSettingsInput, req);
    sendOk(
      res,
      { business: await service.replaceSettings(input) },
      BUSINESS_MESSAGES.settingsSaved,
    );
  });

  router.put('/maintenance', admin, async (req, res) => {
    const input = parseBody(ZMaintenanceRequest, req);
    const business = await service.setMaintenance(input);
    const message = input.maintenanceMode
      ? BUSINESS_MESSAGES.maintenanceOn
      : BUSINESS_MESSAGES.maintenanceOff;
    sendOk(res, { business }, message);
  });

  router.post('/social-media', admin, async (req, res) => {
    const input = parseBody(ZSocialMediaInput, req);
    sendOk(
      res,
      { business: await service.addSocialMedia(input) },
      BUSINESS_MESSAGES.socialMediaAdded,
      201,
    );
  });

  router.put('/social-media/:id', admin, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const input = parseBody(ZSocialMediaInput, req);
    sendOk(
      res,
      { business: await service.updateSocialMedia(id, input) },
      BUSINESS_MESSAGES.socialMediaUpdated,
    );
  });

  router.delete('/social-media/:id', admin, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(
      res,
      { business: await service.removeSocialMedia(id) },
      BUSINESS_MESSAGES.socialMediaRemoved,
    );
  });

  router.post('/upload-logo', admin, ...assetUpload(ctx, service, 'logo'));
  router.post('/upload-favicon', admin, ...assetUpload(ctx, service, 'favicon'));

  return router;
}

/** /api/v1/admin/settings: the same settings; PATCH changes only what it is given. */
export function createAdminSettingsRouter(ctx: AppContext): Router {
  const service = createBusinessService(ctx);
  const router = Router();
  router.use(requireAdmin());

  router.get('/', async (_req, res) => {
    sendOk(res, { business: await service.getSettings() });
  });

  router.patch('/', async (req, res) => {
    const patch = parseBody(ZBusinessSettingsPatch, req);
    sendOk(res, { business: await service.patchSettings(patch) }, BUSINESS_MESSAGES.settingsSaved);
  });

  return router;
}

import { BUSINESS_MESSAGES, ENDPOINTS } from '@padel/contract';
import { imageUpload } from '../../lib/image-upload';
import { route, type EndpointRoute } from '../endpoint-route';
import type { RouteServices } from '../route-services';
import type { AssetKind } from '../../business';

const IMAGE_FOLDER = 'business';

/** The public business info, and the settings calls (admin only), also under /admin/settings. */
export function businessRoutes({
  business: service,
  uploadedImages,
  socialSignIn,
}: RouteServices): EndpointRoute[] {
  /** The logo (field `logo`) and the favicon (field `favicon`). */
  const assetUpload = (
    endpoint: (typeof ENDPOINTS)['business.uploadLogo' | 'business.uploadFavicon'],
    kind: AssetKind,
  ) =>
    route(
      endpoint,
      async ({ req }) => {
        const url = await uploadedImages.store(IMAGE_FOLDER, req.file!);
        let result;
        try {
          result = await service.setAsset(kind, url);
        } catch (error) {
          await uploadedImages.remove(IMAGE_FOLDER, url);
          throw error;
        }
        await uploadedImages.remove(IMAGE_FOLDER, result.previousUrl);
        const message =
          kind === 'logo' ? BUSINESS_MESSAGES.logoUploaded : BUSINESS_MESSAGES.faviconUploaded;
        return { data: { url, business: result.business }, message };
      },
      {
        before: [imageUpload({ field: kind })],
      },
    );

  return [
    route(ENDPOINTS['business.public'], async () => ({
      data: {
        business: await service.getPublicBusiness(),
        signInProviders: socialSignIn.enabledProviders(),
      },
    })),
    route(ENDPOINTS['business.settings'], async () => ({
      data: { business: await service.getSettings() },
    })),
    route(ENDPOINTS['business.updateSettings'], async ({ body }) => ({
      data: { business: await service.replaceSettings(body) },
      message: BUSINESS_MESSAGES.settingsSaved,
    })),
    route(ENDPOINTS['business.setMaintenance'], async ({ body }) => {
      const business = await service.setMaintenance(body);
      const message = body.maintenanceMode
        ? BUSINESS_MESSAGES.maintenanceOn
        : BUSINESS_MESSAGES.maintenanceOff;
      return { data: { business }, message };
    }),
    route(ENDPOINTS['business.addSocialMedia'], async ({ body }) => ({
      data: { business: await service.addSocialMedia(body) },
      message: BUSINESS_MESSAGES.socialMediaAdded,
    })),
    route(ENDPOINTS['business.updateSocialMedia'], async ({ params, body }) => ({
      data: { business: await service.updateSocialMedia(params.id, body) },
      message: BUSINESS_MESSAGES.socialMediaUpdated,
    })),
    route(ENDPOINTS['business.removeSocialMedia'], async ({ params }) => ({
      data: { business: await service.removeSocialMedia(params.id) },
      message: BUSINESS_MESSAGES.socialMediaRemoved,
    })),
    assetUpload(ENDPOINTS['business.uploadLogo'], 'logo'),
    assetUpload(ENDPOINTS['business.uploadFavicon'], 'favicon'),
    route(ENDPOINTS['admin.settings.get'], async () => ({
      data: { business: await service.getSettings() },
    })),
    route(ENDPOINTS['admin.settings.update'], async ({ body }) => ({
      data: { business: await service.patchSettings(body) },
      message: BUSINESS_MESSAGES.settingsSaved,
    })),
  ];
}

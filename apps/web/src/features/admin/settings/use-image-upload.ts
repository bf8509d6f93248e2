import { UPLOAD_TARGETS, uploadImage } from '../courts/upload-image';
import type { TSettingsForm } from './settings-form-type';
import { useBusinessRefresh } from './use-business-refresh';

/** Uploads a logo or favicon at once and keeps its path in the form until Save. */
export function useImageUpload(form: TSettingsForm) {
  const { refreshPublic } = useBusinessRefresh();
  return (kind: 'logo' | 'favicon') => async (file: File) => {
    const path = await uploadImage(
      kind === 'logo' ? UPLOAD_TARGETS.logo() : UPLOAD_TARGETS.favicon(),
      file,
    );
    form.setFieldValue(kind === 'logo' ? 'logoUrl' : 'faviconUrl', path);
    await refreshPublic();
  };
}

import { ADMIN_SCREEN_TEXTS } from '@padel/contract';
import { useEffect, useMemo, useState } from 'react';
import { toImageSrc } from '../../booking';

/**
 * The image chosen for the court, uploaded with Save: only images are taken, a preview is shown
 * in place of the saved one, and both are forgotten each time the modal opens.
 */
export function useCourtImage(
  opened: boolean,
  savedImage: Parameters<typeof toImageSrc>[0],
  resetKey: unknown,
) {
  const [imageFile, setImageFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setImageFile(null);
    setImageError(null);
  }, [opened, resetKey]);

  const previewUrl = useMemo(
    () => (imageFile ? URL.createObjectURL(imageFile) : null),
    [imageFile],
  );
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const onImageChange = (file: File | null) => {
    if (file && !file.type.startsWith('image/')) {
      setImageFile(null);
      setImageError(ADMIN_SCREEN_TEXTS.imageOnly);
      return;
    }
    setImageError(null);
    setImageFile(file);
  };

  return { imageFile, imageError, shownImage: previewUrl ?? toImageSrc(savedImage), onImageChange };
}

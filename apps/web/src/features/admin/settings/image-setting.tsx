import { FileInput, Group, Image, Loader } from '@mantine/core';
import { ADMIN_SCREEN_TEXTS } from '@padel/contract';
import { useState } from 'react';
import { toImageSrc } from '../../booking';

/** An image setting (logo, favicon): uploaded at once, its path kept in the form until Save. */
export function ImageSetting({
  label,
  value,
  onUpload,
}: {
  label: string;
  value: string;
  onUpload: (file: File) => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const src = toImageSrc(value);
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <FileInput
        label={label}
        placeholder={value ? 'Replace image' : 'Choose an image'}
        accept="image/*"
        value={null}
        error={error}
        disabled={isUploading}
        style={{ flex: 1 }}
        onChange={(file) => {
          if (!file) return;
          if (!file.type.startsWith('image/')) {
            setError(ADMIN_SCREEN_TEXTS.imageOnly);
            return;
          }
          setError(null);
          setIsUploading(true);
          onUpload(file)
            .catch((uploadError: unknown) =>
              setError(uploadError instanceof Error ? uploadError.message : String(uploadError)),
            )
            .finally(() => setIsUploading(false));
        }}
      />
      {isUploading ? (
        <Loader size="sm" />
      ) : src ? (
        <Image src={src} alt={`${label} preview`} h={44} w="auto" fit="contain" />
      ) : null}
    </Group>
  );
}

import { CSRF_HEADER, ERROR_MESSAGES } from '@padel/contract';

/** Where the gateway takes each upload, and the multipart field the api reads. */
export const UPLOAD_TARGETS = {
  courtImage: (courtId: string) => ({
    url: `/upload/court-image/${encodeURIComponent(courtId)}`,
    field: 'image',
  }),
  logo: () => ({ url: '/upload/logo', field: 'logo' }),
  favicon: () => ({ url: '/upload/favicon', field: 'favicon' }),
} as const;

type TUploadBody = {
  success?: boolean;
  message?: string;
  data?: { imageUrl?: string; url?: string };
};

/**
 * Sends one image to the gateway's upload route (multipart, with the session cookie) and
 * answers the stored image's path. A refusal throws an Error carrying the server's message.
 */
export async function uploadImage(
  target: { url: string; field: string },
  file: File,
): Promise<string> {
  const body = new FormData();
  body.append(target.field, file);
  let response: Response;
  try {
    response = await fetch(target.url, {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { [CSRF_HEADER]: '1' },
    });
  } catch {
    throw new Error(ERROR_MESSAGES.network);
  }
  const answer = (await response.json().catch(() => ({}))) as TUploadBody;
  const path = answer.data?.imageUrl ?? answer.data?.url;
  if (!response.ok || !path) throw new Error(answer.message || ERROR_MESSAGES.generic);
  return path;
}

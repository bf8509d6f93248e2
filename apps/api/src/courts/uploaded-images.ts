import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context';

// Only names the upload helper itself gives (a UUID and an image extension), so a path stored
// by hand ('/uploads/../config') can never reach outside the folder.
const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|gif|svg|ico)$/;

/**
 * Deletes a file this api stored under `/uploads/<folder>/` once nothing points at it any
 * more. Anything else (an outside URL, a seeded path) is left alone; a failure is logged, not
 * thrown, because the record has already been saved.
 */
export async function removeUploadedImage(
  ctx: Pick<AppContext, 'config' | 'logger'>,
  folder: string,
  publicPath: string | null | undefined,
): Promise<void> {
  const prefix = `/uploads/${folder}/`;
  if (!publicPath?.startsWith(prefix)) return;
  const name = publicPath.slice(prefix.length);
  if (!STORED_NAME.test(name)) return;
  try {
    await unlink(path.join(ctx.config.uploadDir, folder, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      ctx.logger.warn({ err: error, file: publicPath }, 'could not remove a replaced upload');
    }
  }
}

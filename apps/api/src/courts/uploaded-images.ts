import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RequestHandler } from 'express';
import { uploadedImages } from '@padel/db';
import type { AppContext } from '../lib/context';
import { IMAGE_EXTENSIONS } from '../lib/image-upload';

// Uploaded images live in the database (table uploaded_images), not on a local disk: every api
// instance over the same database serves what any of them stored, and a backup of the database
// holds them too. Images are small (5 MB at most) and few (court pictures, a logo, a favicon).

/**
 * An uploaded image is shown, never run: an SVG with a script inside, opened on its own, gets no
 * scripts, no requests and a sandboxed origin (it may be served on the web app's own origin).
 */
const IMAGE_SECURITY_POLICY =
  "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** How long a browser may keep an image without asking: a stored image never changes. */
const IMAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

// Only names this store gives (a UUID and an image extension): a path written by hand
// ('/uploads/../config', an outside URL, a seeded path) is never looked up or removed.
const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|gif|svg|ico)$/;

export type UploadedFile = { buffer: Buffer; mimetype: string };

export function createUploadedImages(ctx: Pick<AppContext, 'db' | 'logger'>) {
  const isStoredPath = (folder: string, publicPath: string | null | undefined) => {
    const prefix = `/uploads/${folder}/`;
    return Boolean(
      publicPath?.startsWith(prefix) && STORED_NAME.test(publicPath.slice(prefix.length)),
    );
  };

  return {
    /** Stores an image under `/uploads/<folder>/` with a random name; answers its public path. */
    async store(folder: string, file: UploadedFile): Promise<string> {
      const path = `/uploads/${folder}/${randomUUID()}${IMAGE_EXTENSIONS[file.mimetype] ?? ''}`;
      await ctx.db.insert(uploadedImages).values({
        path,
        contentType: file.mimetype,
        etag: `"${createHash('sha256').update(file.buffer).digest('base64url')}"`,
        bytes: file.buffer,
        size: file.buffer.length,
      });
      return path;
    },

    /**
     * Deletes an image this store keeps under `/uploads/<folder>/` once nothing points at it
     * any more. Anything else is left alone; a failure is logged, not thrown, because the
     * record has already been saved.
     */
    async remove(folder: string, publicPath: string | null | undefined): Promise<void> {
      if (!publicPath || !isStoredPath(folder, publicPath)) return;
      try {
        await ctx.db.delete(uploadedImages).where(eq(uploadedImages.path, publicPath));
      } catch (error) {
        ctx.logger.warn({ err: error, file: publicPath }, 'could not remove a replaced upload');
      }
    },

    /** Serves `/uploads/...` (mounted there) with its ETag; anything it does not hold falls through. */
    serve(): RequestHandler {
      return async (req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        const path = `/uploads${req.path}`;
        const [folder] = req.path.split('/').filter(Boolean);
        if (!folder || !isStoredPath(folder, path)) return next();
        try {
          const [image] = await ctx.db
            .select()
            .from(uploadedImages)
            .where(eq(uploadedImages.path, path))
            .limit(1);
          if (!image) return next();
          res.setHeader('Content-Type', image.contentType);
          res.setHeader('Content-Security-Policy', IMAGE_SECURITY_POLICY);
          res.setHeader('X-Content-Type-Options', 'nosniff');
          res.setHeader('ETag', image.etag);
          res.setHeader('Last-Modified', image.createdAt.toUTCString());
          res.setHeader('Cache-Control', `public, max-age=${IMAGE_MAX_AGE_SECONDS}, immutable`);
          if (req.fresh) return void res.status(304).end();
          res.setHeader('Content-Length', image.size);
          res.status(200).end(req.method === 'HEAD' ? undefined : image.bytes);
        } catch (error) {
          next(error);
        }
      };
    },
  };
}

export type UploadedImages = ReturnType<typeof createUploadedImages>;

import type { RequestHandler } from 'express';
import multer from 'multer';
import { ERROR_MESSAGES, IMAGE_UPLOAD_LIMIT_BYTES } from '@padel/contract';
import { AppError, badRequest } from './errors';

/** The image types an upload may be, and the extension a stored image of each is named with. */
export const IMAGE_EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/svg+xml': '.svg',
  'image/x-icon': '.ico',
  'image/vnd.microsoft.icon': '.ico',
};

/**
 * One image from a multipart field, held in memory as `req.file` for the route to store
 * (courts/uploaded-images.ts). Images only, at most 5 MB.
 */
export function imageUpload(options: { field: string }): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_UPLOAD_LIMIT_BYTES, files: 1 },
    fileFilter: (_req, file, done) => {
      if (IMAGE_EXTENSIONS[file.mimetype]) done(null, true);
      else done(badRequest('Only image files are allowed'));
    },
  }).single(options.field);

  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE')
          return next(new AppError(413, ERROR_MESSAGES.imageTooLarge));
        return next(badRequest(`Upload a single image in the "${options.field}" field`));
      }
      // Anything else is the multipart reader refusing the body (no boundary, a cut-off part).
      if (error)
        return next(
          error instanceof AppError ? error : badRequest(ERROR_MESSAGES.uploadUnreadable),
        );
      if (!req.file) return next(badRequest(`Upload an image in the "${options.field}" field`));
      next();
    });
  };
}

import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { ERROR_MESSAGES, IMAGE_UPLOAD_LIMIT_BYTES } from '@padel/contract';
import { AppError, badRequest } from './errors';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/svg+xml': '.svg',
  'image/x-icon': '.ico',
  'image/vnd.microsoft.icon': '.ico',
};

/**
 * One image from a multipart field, stored under `uploadDir/<folder>` with a random name.
 * Images only, at most 5 MB; the saved file's public path is `/uploads/<folder>/<name>`.
 */
export function imageUpload(options: {
  uploadDir: string;
  folder: string;
  field: string;
}): RequestHandler {
  const directory = path.join(options.uploadDir, options.folder);
  const upload = multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        mkdirSync(directory, { recursive: true });
        done(null, directory);
      },
      filename: (_req, file, done) =>
        done(null, `${randomUUID()}${EXTENSIONS[file.mimetype] ?? ''}`),
    }),
    limits: { fileSize: IMAGE_UPLOAD_LIMIT_BYTES, files: 1 },
    fileFilter: (_req, file, done) => {
      if (EXTENSIONS[file.mimetype]) done(null, true);
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
      if (error) return next(error);
      if (!req.file) return next(badRequest(`Upload an image in the "${options.field}" field`));
      next();
    });
  };
}

/** The public path of the file multer just stored. */
export function uploadedImagePath(folder: string, filename: string): string {
  return `/uploads/${folder}/${filename}`;
}

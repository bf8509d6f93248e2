import { Router, type Request, type RequestHandler } from 'express';
import {
  COURT_MESSAGES,
  ZCourtListQuery,
  ZCourtStatusRequest,
  ZCreateCourtRequest,
  ZIdParams,
  ZReplaceCourtRequest,
  ZUpdateCourtRequest,
} from '@padel/contract';
import { isStaffRole, requireAdmin } from '../auth/guards';
import type { AppContext } from '../context';
import { imageUpload, uploadedImagePath } from '../lib/image-upload';
import { sendOk } from '../lib/respond';
import { parseBody, parseParams, parseQuery } from '../lib/validate';
import { createCourtsService, type CourtsService, type CourtViewer } from './courts-service';
import { removeUploadedImage } from './uploaded-images';

const IMAGE_FOLDER = 'courts';

const viewerOf = (req: Request): CourtViewer => ({
  isStaff: req.auth ? isStaffRole(req.auth.user.role) : false,
});

/** A body holding only `status` is the Disable/Enable call (calls doc: "or {status}"). */
function isStatusOnly(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'status' in body
  );
}

/** The handlers both the public paths and the /admin paths use. */
function courtHandlers(service: CourtsService) {
  const create: RequestHandler = async (req, res) => {
    const input = parseBody(ZCreateCourtRequest, req);
    sendOk(res, { court: await service.createCourt(input) }, COURT_MESSAGES.created, 201);
  };

  const remove: RequestHandler = async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    const { message, ...result } = await service.deleteCourt(id);
    sendOk(res, result, message);
  };

  const setStatus = async (req: Request, id: string) => {
    const { status } = parseBody(ZCourtStatusRequest, req);
    return service.setCourtStatus(id, status);
  };

  return { create, remove, setStatus };
}

/** /api/v1/courts: the public list and detail; writes are admin only (DECISIONS: courts). */
export function createCourtsRouter(ctx: AppContext): Router {
  const service = createCourtsService(ctx);
  const handlers = courtHandlers(service);
  const router = Router();
  const admin = requireAdmin();

  router.get('/', async (req, res) => {
    const query = parseQuery(ZCourtListQuery, req);
    sendOk(res, await service.listCourts(query, viewerOf(req)));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, { court: await service.getCourt(id, viewerOf(req)) });
  });

  router.post('/', admin, handlers.create);

  /** The whole court form, or {status} alone for Disable/Enable. */
  router.put('/:id', admin, async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    if (isStatusOnly(req.body)) {
      sendOk(res, { court: await handlers.setStatus(req, id) }, COURT_MESSAGES.statusUpdated);
      return;
    }
    const input = parseBody(ZReplaceCourtRequest, req);
    sendOk(res, { court: await service.updateCourt(id, input) }, COURT_MESSAGES.updated);
  });

  router.delete('/:id', admin, handlers.remove);

  return router;
}

/** /api/v1/admin/courts: every court whatever its status, and the image upload. */
export function createAdminCourtsRouter(ctx: AppContext): Router {
  const service = createCourtsService(ctx);
  const handlers = courtHandlers(service);
  const router = Router();
  router.use(requireAdmin());

  router.get('/', async (req, res) => {
    const query = parseQuery(ZCourtListQuery, req);
    sendOk(res, await service.listCourts(query, { isStaff: true }));
  });

  router.post('/', handlers.create);

  router.get('/:id', async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    sendOk(res, { court: await service.getCourt(id, { isStaff: true }) });
  });

  /** Any subset of the court's fields; {status} alone is the Disable/Enable call. */
  router.patch('/:id', async (req, res) => {
    const { id } = parseParams(ZIdParams, req);
    if (isStatusOnly(req.body)) {
      sendOk(res, { court: await handlers.setStatus(req, id) }, COURT_MESSAGES.statusUpdated);
      return;
    }
    const input = parseBody(ZUpdateCourtRequest, req);
    sendOk(res, { court: await service.updateCourt(id, input) }, COURT_MESSAGES.updated);
  });

  router.delete('/:id', handlers.remove);

  // The court is looked up before the upload is read, so an unknown court stores no file.
  const courtExists: RequestHandler = async (req, _res, next) => {
    const { id } = parseParams(ZIdParams, req);
    await service.requireCourt(id);
    next();
  };

  router.post(
    '/:id/upload-image',
    courtExists,
    imageUpload({ uploadDir: ctx.config.uploadDir, folder: IMAGE_FOLDER, field: 'image' }),
    async (req, res) => {
      const { id } = parseParams(ZIdParams, req);
      const imageUrl = uploadedImagePath(IMAGE_FOLDER, req.file!.filename);
      let result;
      try {
        result = await service.setCourtImage(id, imageUrl);
      } catch (error) {
        await removeUploadedImage(ctx, IMAGE_FOLDER, imageUrl);
        throw error;
      }
      await removeUploadedImage(ctx, IMAGE_FOLDER, result.previousImage);
      sendOk(res, { imageUrl, court: result.court }, COURT_MESSAGES.imageUploaded);
    },
  );

  return router;
}

import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import {
  AFFECTED_BOOKINGS_FIELD,
  COURT_MESSAGES,
  ENDPOINTS,
  ZCourtStatusRequest,
  ZReplaceCourtRequest,
  ZUpdateCourtRequest,
  type TCreateCourtRequest,
  type TUpdateCourtRequest,
} from '@padel/contract';
import { currentUser, isStaffRole } from '../guards';
import { imageUpload } from '../../lib/image-upload';
import { route, type EndpointRoute } from '../endpoint-route';
import { parseWith } from '../../lib/validate';
import type { RouteServices } from '../route-services';
import type { CourtViewer } from '../../courts';

const IMAGE_FOLDER = 'courts';

const viewerOf = (req: Request): CourtViewer => ({
  isStaff: req.auth ? isStaffRole(req.auth.user.role) : false,
});

/** A body holding only `status` is the Disable/Enable call (calls doc: "or {status}"). */
function isStatusOnly(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    'status' in body &&
    Object.keys(body).every((key) => key === 'status' || key === AFFECTED_BOOKINGS_FIELD)
  );
}

/** The courts' routes: the public list and detail, admin writes, and the /admin screens' calls. */
export function courtsRoutes({
  courts: service,
  closures,
  uploadedImages,
}: RouteServices): EndpointRoute[] {
  const remove = async (id: string) => {
    const { message, ...result } = await service.deleteCourt(id);
    return { data: result, message };
  };
  /** The whole court (or any of its fields), or {status} alone for Disable/Enable. */
  const update = async (
    req: Request,
    id: string,
    body: unknown,
    schema: z.ZodType<TUpdateCourtRequest>,
  ) => {
    const actor = currentUser(req);
    if (isStatusOnly(body)) {
      const { status, affectedBookings } = parseWith(ZCourtStatusRequest, body);
      const court = await closures.setCourtStatus(actor, id, status, affectedBookings);
      return { data: { court }, message: COURT_MESSAGES.statusUpdated };
    }
    const input = parseWith(schema, body);
    return {
      data: { court: await closures.updateCourt(actor, id, input) },
      message: COURT_MESSAGES.updated,
    };
  };
  const create = async (input: TCreateCourtRequest) => ({
    data: { court: await service.createCourt(input) },
    message: COURT_MESSAGES.created,
    status: 201,
  });

  // The court is looked up before the upload is read, so an unknown court stores no file.
  const courtExists: RequestHandler = async (req, res, next) => {
    await service.requireCourt((res.locals.params as { id: string }).id);
    next();
  };

  return [
    route(ENDPOINTS['courts.list'], async ({ query, req }) => ({
      data: await service.listCourts(query, viewerOf(req)),
    })),
    route(ENDPOINTS['courts.byId'], async ({ params, req }) => ({
      data: { court: await service.getCourt(params.id, viewerOf(req)) },
    })),
    route(ENDPOINTS['courts.create'], ({ body }) => create(body)),
    route(
      ENDPOINTS['courts.update'],
      ({ params, body, req }) => update(req, params.id, body, ZReplaceCourtRequest),
      {
        parsesOwnBody: true,
      },
    ),
    route(ENDPOINTS['courts.remove'], ({ params }) => remove(params.id)),

    route(ENDPOINTS['admin.courts.list'], async ({ query }) => ({
      data: await service.listCourts(query, { isStaff: true }),
    })),
    route(ENDPOINTS['admin.courts.create'], ({ body }) => create(body)),
    route(ENDPOINTS['admin.courts.byId'], async ({ params }) => ({
      data: { court: await service.getCourt(params.id, { isStaff: true }) },
    })),
    route(
      ENDPOINTS['admin.courts.update'],
      ({ params, body, req }) => update(req, params.id, body, ZUpdateCourtRequest),
      {
        parsesOwnBody: true,
      },
    ),
    route(ENDPOINTS['admin.courts.remove'], ({ params }) => remove(params.id)),
    route(
      ENDPOINTS['admin.courts.uploadImage'],
      async ({ params, req }) => {
        const imageUrl = await uploadedImages.store(IMAGE_FOLDER, req.file!);
        let result;
        try {
          result = await service.setCourtImage(params.id, imageUrl);
        } catch (error) {
          await uploadedImages.remove(IMAGE_FOLDER, imageUrl);
          throw error;
        }
        await uploadedImages.remove(IMAGE_FOLDER, result.previousImage);
        return { data: { imageUrl, court: result.court }, message: COURT_MESSAGES.imageUploaded };
      },
      {
        before: [courtExists, imageUpload({ field: 'image' })],
      },
    ),
  ];
}

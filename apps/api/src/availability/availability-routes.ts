import { Router } from 'express';
import type { AppContext } from '../context';

export function createCourtAvailabilityRouter(_ctx: AppContext): Router {
  return Router();
}

export function createDaySlotsRouter(_ctx: AppContext): Router {
  return Router();
}

export function createAdminAvailabilityRouter(_ctx: AppContext): Router {
  return Router();
}


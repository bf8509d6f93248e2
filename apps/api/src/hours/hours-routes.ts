import { Router } from 'express';
import type { AppContext } from '../context';

export function createHoursRouter(_ctx: AppContext): Router {
  return Router();
}

export function createAdminHoursRouter(_ctx: AppContext): Router {
  return Router();
}


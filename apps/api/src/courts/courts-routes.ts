import { Router } from 'express';
import type { AppContext } from '../context';

export function createCourtsRouter(_ctx: AppContext): Router {
  return Router();
}

export function createAdminCourtsRouter(_ctx: AppContext): Router {
  return Router();
}


import { Router } from 'express';
import type { AppContext } from '../context';

export function createBusinessRouter(_ctx: AppContext): Router {
  return Router();
}

export function createAdminSettingsRouter(_ctx: AppContext): Router {
  return Router();
}


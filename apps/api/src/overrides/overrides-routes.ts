import { Router } from 'express';
import type { AppContext } from '../context';

export function createOverridesRouter(_ctx: AppContext): Router {
  return Router();
}


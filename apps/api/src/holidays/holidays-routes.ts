import { Router } from 'express';
import type { AppContext } from '../context';

export function createHolidaysRouter(_ctx: AppContext): Router {
  return Router();
}


import { Router } from 'express';
import type { AppContext } from '../context';

export function createTimeslotsRouter(_ctx: AppContext): Router {
  return Router();
}


import type { Response } from 'express';

/** The api's success envelope: `{success: true, message?, data}`. */
export function sendOk<T>(res: Response, data: T, message?: string, status = 200): void {
  res.status(status).json(message === undefined ? { success: true, data } : { success: true, message, data });
}

export function sendMessage(res: Response, message: string, status = 200): void {
  res.status(status).json({ success: true, message, data: null });
}

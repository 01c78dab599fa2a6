import type { Response } from 'express';
import { ok } from '@tp/contracts';

/** Sends the success envelope. */
export function reply<T>(res: Response, result: T, msg = 'success') {
  res.status(200).json(ok(result, msg));
}

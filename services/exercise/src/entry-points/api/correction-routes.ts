import type { Router } from 'express';
import { createRouter, type ServiceContext } from '@tp/service-kit';

/** Placeholder: filled in by the issue-14 work on this file. */
export function correctionRoutes(_ctx: ServiceContext): Router {
  return createRouter();
}

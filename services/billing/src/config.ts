import { z } from 'zod';
import { baseConfigSchema } from '@tp/service-kit';

export const billingConfigSchema = baseConfigSchema.extend({
  SERVICE_NAME: z.string().default('billing'),
  PORT: z.coerce.number().int().min(0).default(4106),
  /** Catalog answers /internal/classes/:id: the class name, its teacher and the price of each plan. */
  CATALOG_URL: z.string().url().default('http://127.0.0.1:4103'),
  /** Milliseconds before a catalog call is given up (the caller then gets a 503). */
  CATALOG_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /**
   * `true` mounts POST /internal/registrations/:id/mark-paid, which records a payment with no checkout: for the demo
   * seed and tests only, so it is refused in production.
   */
  DEMO_PAYMENTS: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
}).refine((config) => !(config.DEMO_PAYMENTS && config.NODE_ENV === 'production'), {
  path: ['DEMO_PAYMENTS'],
  message: 'records payments without checkout, so it cannot be on in production',
});

export type BillingConfig = z.infer<typeof billingConfigSchema>;

import { z } from 'zod';
import { baseConfigSchema } from '@tp/service-kit';
import { serviceOf } from '@tp/service-registry';

export const exerciseConfigSchema = baseConfigSchema.extend({
  SERVICE_NAME: z.string().default('exercise'),
  PORT: z.coerce.number().int().min(0).default(serviceOf('exercise').port),
});

export type ExerciseConfig = z.infer<typeof exerciseConfigSchema>;

import { z } from 'zod';
import { baseConfigSchema } from '@tp/service-kit';

export const questionBankConfigSchema = baseConfigSchema.extend({
  SERVICE_NAME: z.string().default('question-bank'),
  PORT: z.coerce.number().int().min(0).default(4104),
});

export type QuestionBankConfig = z.infer<typeof questionBankConfigSchema>;

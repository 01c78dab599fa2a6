import { defineService, runWhenMain } from '@tp/service-kit';
import { questionBankConfigSchema } from './config';
import { internalSourceRoutes } from './entry-points/api/internal-source-routes';
import { sourceRoutes } from './entry-points/api/source-routes';

export const questionBank = defineService({
  config: questionBankConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  // Teachers' names for bound libraries, questions and homework come from identity's user events.
  userReplica: true,
  routers: (_deps, ctx) => [sourceRoutes(ctx), internalSourceRoutes(ctx)],
});

/** Starts question-bank in-process (tests); `env` defaults to this process's. */
export const startQuestionBank = questionBank.start;

await runWhenMain(questionBank, import.meta.url);

import { fileURLToPath } from 'node:url';
import { isMainModule, loadConfig, runService, stopOnSignals } from '@tp/service-kit';
import { questionBankConfigSchema } from './config';
import { internalSourceRoutes } from './entry-points/api/internal-source-routes';
import { sourceRoutes } from './entry-points/api/source-routes';

const migrations = fileURLToPath(new URL('./data-access/migrations', import.meta.url));

export async function startQuestionBank(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(questionBankConfigSchema, env);
  return runService({
    config,
    migrations: [migrations],
    routers: (ctx) => [sourceRoutes(ctx), internalSourceRoutes(ctx)],
  });
}

if (isMainModule(import.meta.url)) {
  const service = await startQuestionBank();
  stopOnSignals(service, service.ctx.logger);
}

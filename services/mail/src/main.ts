import { fileURLToPath } from 'node:url';
import { isMainModule, loadConfig, runService, stopOnSignals } from '@tp/service-kit';
import { mailConfigSchema } from './config';
import { MailSender } from './domain/mail-sender';
import { emailRoutes } from './entry-points/api/email-routes';
import { onMailRequested } from './entry-points/messages/mail-requested';

const migrations = fileURLToPath(new URL('./data-access/migrations', import.meta.url));

export async function startMail(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(mailConfigSchema, env);
  let sender: MailSender | undefined;
  const service = await runService({
    config,
    migrations: [migrations],
    onStart: async (ctx) => {
      sender = new MailSender({ pool: ctx.pool, logger: ctx.logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, intervalMs: config.MAIL_SEND_INTERVAL_MS, maxAttempts: config.MAIL_MAX_ATTEMPTS });
    },
    routers: (ctx) => [emailRoutes(ctx)],
    handlers: () => ({ 'mail.requested': onMailRequested(() => sender?.kick()) }),
  });
  sender!.start();
  const stopService = service.stop;
  return { ...service, stop: async () => { await sender?.stop(); await stopService(); } };
}

if (isMainModule(import.meta.url)) {
  const service = await startMail();
  stopOnSignals(service, service.ctx.logger);
}

import { defineService, runWhenMain } from '@tp/service-kit';
import { mailConfigSchema } from './config';
import { MailSender } from './domain/mail-sender';
import { emailRoutes } from './entry-points/api/email-routes';
import { onMailRequested } from './entry-points/messages/mail-requested';

export const mail = defineService({
  config: mailConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  deps: ({ config, logger, pool }) => ({
    sender: new MailSender({ pool, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, intervalMs: config.MAIL_SEND_INTERVAL_MS, maxAttempts: config.MAIL_MAX_ATTEMPTS }),
  }),
  onStart: ({ sender }) => sender.start(),
  routers: (_deps, ctx) => [emailRoutes(ctx)],
  consumers: ({ sender }) => ({ 'mail.requested': onMailRequested(() => sender.kick()) }),
  onStop: ({ sender }) => sender.stop(),
});

/** Starts mail in-process (tests); `env` defaults to this process's. */
export const startMail = mail.start;

await runWhenMain(mail, import.meta.url);

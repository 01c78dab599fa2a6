import { defineService, runWhenMain } from '@tp/service-kit';
import { mailConfigSchema } from './config';
import { ExerciseClient } from './data-access/exercise-client';
import { MailSender } from './domain/mail-sender';
import { correctionEmailRoutes } from './entry-points/api/correction-email-routes';
import { emailRoutes } from './entry-points/api/email-routes';
import { onMailRequested } from './entry-points/messages/mail-requested';

export const mail = defineService({
  config: mailConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  deps: ({ config, logger, pool, internal }) => ({
    sender: new MailSender({ pool, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, intervalMs: config.MAIL_SEND_INTERVAL_MS, maxAttempts: config.MAIL_MAX_ATTEMPTS }),
    exercise: new ExerciseClient(config.EXERCISE_URL, config.INTERNAL_TIMEOUT_MS, internal),
  }),
  onStart: ({ sender }) => sender.start(),
  routers: ({ sender, exercise }, ctx) => [emailRoutes(ctx), correctionEmailRoutes(ctx, { exercise, kickSender: () => sender.kick() })],
  consumers: ({ sender }) => ({ 'mail.requested': onMailRequested(() => sender.kick()) }),
  onStop: ({ sender }) => sender.stop(),
});

/** Starts mail in-process (tests); `env` defaults to this process's. */
export const startMail = mail.start;

await runWhenMain(mail, import.meta.url);

import { defineService, runWhenMain } from '@tp/service-kit';
import { SlidingWindowRate } from '@tp/service-kit/sliding-window-rate';
import { createSmtpTransport } from './adapters/smtp-transport';
import { mailConfigSchema } from './config';
import { ExerciseClient } from './data-access/exercise-client';
import { removeUserFromGroups } from './data-access/group-repository';
import { IdentityClient } from './data-access/identity-client';
import type { MailDeps } from './domain/mail-deps';
import { MailSender } from './domain/mail-sender';
import { UserCopyFiller } from './domain/user-copy-fill';
import { correctionEmailRoutes } from './entry-points/api/correction-email-routes';
import { emailRoutes } from './entry-points/api/email-routes';
import { groupRoutes } from './entry-points/api/group-routes';
import { onMailRequested } from './entry-points/messages/mail-requested';

export const mail = defineService({
  config: mailConfigSchema,
  migrations: new URL('./data-access/migrations', import.meta.url),
  // Groups hold user ids: a send looks up their current addresses here; a deleted user leaves every group.
  userReplica: true,
  onUserDeleted: (db, userId) => removeUserFromGroups(db, userId),
  deps: ({ config, logger, pool, redis, internal }): MailDeps => ({
    pool,
    sender: new MailSender({
      pool, logger, from: config.MAIL_FROM, intervalMs: config.MAIL_SEND_INTERVAL_MS, maxAttempts: config.MAIL_MAX_ATTEMPTS,
      transport: createSmtpTransport({ smtpUrl: config.SMTP_URL, connections: config.MAIL_POOL_CONNECTIONS, logger }),
      connections: config.MAIL_POOL_CONNECTIONS, ratePerSecond: config.MAIL_RATE_PER_SECOND,
    }),
    exercise: new ExerciseClient(config.EXERCISE_URL, config.INTERNAL_TIMEOUT_MS, internal),
    userCopy: new UserCopyFiller({ pool, logger, identity: new IdentityClient(config.IDENTITY_URL, config.INTERNAL_TIMEOUT_MS, internal), retryMs: 5000 }),
    send: {
      siteUrl: config.SITE_URL,
      waitMs: config.MAIL_SEND_WAIT_MS,
      // A send the sender can finish in half the wait at its rate waits for its final status.
      waitRecipientsMax: config.MAIL_RATE_PER_SECOND > 0 ? Math.floor((config.MAIL_RATE_PER_SECOND * config.MAIL_SEND_WAIT_MS) / 2000) : 50,
    },
    correction: {
      limits: { perMinute: config.CORRECTION_EMAILS_PER_MINUTE, perHour: config.CORRECTION_EMAILS_PER_HOUR },
      rate: new SlidingWindowRate(redis, 'mail:correction-rate:', [
        { limit: config.CORRECTION_EMAILS_PER_MINUTE, seconds: 60 },
        { limit: config.CORRECTION_EMAILS_PER_HOUR, seconds: 3600 },
      ]),
    },
  }),
  // Stopped last first: the user-copy filler, then the sender.
  tasks: ({ sender, userCopy }) => [sender, userCopy],
  routers: (deps, ctx) => [emailRoutes(deps, ctx), groupRoutes(deps, ctx), correctionEmailRoutes(deps, ctx)],
  consumers: (deps) => ({ 'mail.requested': onMailRequested(deps) }),
});

/** Starts mail in-process (tests); `env` defaults to this process's. */
export const startMail = mail.start;

await runWhenMain(mail, import.meta.url);

import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import {
  reminderKindLabel, reminderRecipientsRequest, UNSUBSCRIBE_TOKEN_INVALID, UNSUBSCRIBE_TOKEN_MAX, updateReminderSettingsRequest, type ReminderKind,
} from '@tp/contracts';
import { AppError, authenticate, createRouter, currentUser, parse, reply, type ServiceContext } from '@tp/service-kit';
import type { IdentityDeps } from '../../domain/identity-deps';
import { ownRecord } from '../../domain/profile-update';
import {
  reminderRecipientsOf, reminderSettingsOf, unsubscribe, unsubscribeTarget, updateReminderSettings, type ReminderSettingsDeps,
} from '../../domain/reminder-settings';

const tokenQuery = z.object({ token: z.string().max(UNSUBSCRIBE_TOKEN_MAX, UNSUBSCRIBE_TOKEN_INVALID).optional() });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page of a sentence or two, for a person who opened the link in a browser. */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>`
    + `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

const wantsHtml = (req: Request) => req.accepts(['json', 'html']) === 'html';

/** The answer for a browser (a page) or for anything else (the envelope). */
function answer(req: Request, res: Response, status: number, msg: string, title: string, extra = '') {
  if (wantsHtml(req)) return void res.status(status).type('html').send(page(title, `<p>${escapeHtml(msg)}</p>${extra}`));
  res.status(status).json({ code: status, msg, result: null });
}

/**
 * Reminder e-mails: the profile's three switches, the one-click unsubscribe link every reminder carries (RFC 8058:
 * a POST turns the kind off without signing in; a GET only shows what the POST would do, since mail scanners open
 * links), and the internal call the service that sends reminders asks who gets one.
 */
export function reminderRoutes(deps: IdentityDeps & ReminderSettingsDeps, ctx: ServiceContext): Router {
  const router = createRouter();
  const signedIn = authenticate(ctx.verifier);

  router.get('/api/user/getReminderSettings', signedIn, async (req, res) => {
    const row = await ownRecord(deps, currentUser(req));
    reply(res, await reminderSettingsOf(deps, row.id));
  });

  router.post('/api/user/updateReminderSettings', signedIn, async (req, res) => {
    const request = parse(updateReminderSettingsRequest, req.body);
    const row = await ownRecord(deps, currentUser(req));
    reply(res, await updateReminderSettings(deps, row.id, request), 'E-mail settings saved');
  });

  router.get('/api/public/unsubscribe', async (req, res) => {
    try {
      const { token } = parse(tokenQuery, req.query);
      const { kind } = unsubscribeTarget(deps, token);
      // The form posts to this same address: the one click that changes something is the person's.
      const form = `<form method="post" action="/api/public/unsubscribe?token=${encodeURIComponent(token!)}"><button type="submit">Unsubscribe</button></form>`;
      answer(req, res, 200, `Unsubscribe from ${reminderKindLabel[kind]}? Nothing has changed yet.`, 'Unsubscribe', form);
    } catch (err) {
      refused(req, res, err);
    }
  });

  router.post('/api/public/unsubscribe', async (req, res) => {
    try {
      const { token } = parse(tokenQuery, req.query);
      const kind: ReminderKind = await unsubscribe(deps, token);
      answer(req, res, 200, `You will no longer receive ${reminderKindLabel[kind]}. You can turn them back on on your profile.`, 'Unsubscribed');
    } catch (err) {
      refused(req, res, err);
    }
  });

  router.post('/internal/reminder-recipients', async (req, res) => {
    const { kind, userIds } = parse(reminderRecipientsRequest, req.body);
    reply(res, await reminderRecipientsOf(deps, kind, userIds));
  });

  return router;
}

/** A refused link: the page or envelope with the rule's sentence; anything unexpected goes on to the error handler. */
function refused(req: Request, res: Response, err: unknown) {
  if (!(err instanceof AppError)) throw err;
  answer(req, res, err.status, err.message, 'Unsubscribe');
}

import { z } from 'zod';
import type { EventPayload } from '@tp/contracts';
import type { Isolation } from '@tp/test-kit';
import { addToOutbox, baseConfigSchema, createRouter, defineService, parse, reply, withTransaction } from '../src/index';

/**
 * The smallest real service: POST /api/delete-user writes a `user.deleted` event with its change; the service also
 * consumes that event and records what it handled, or fails on purpose for e-mails starting with "fail".
 * The echo routes hand whatever they are sent to PostgreSQL, as a careless route would. GET (and POST) /internal/calls
 * records the calling service named by the call's service token (POST answers its body too).
 */
export async function startProbeService(iso: Isolation, env: Record<string, string> = {}) {
  const handled: string[] = [];
  const internalCalls: string[] = [];
  const probe = defineService({
    config: baseConfigSchema,
    routers: (_deps, ctx) => {
      const router = createRouter();
      router.post('/api/delete-user', async (req, res) => {
        const { email } = parse(z.object({ email: z.string().email('Invalid email') }), req.body);
        await withTransaction(ctx.pool, (db) => addToOutbox(db, 'user.deleted', { id: email, email }));
        reply(res, null);
      });
      // A valid event, then one that breaks its contract, in one transaction.
      router.post('/api/delete-user-with-broken-event', async (req, res) => {
        const { email } = parse(z.object({ email: z.string() }), req.body);
        await withTransaction(ctx.pool, async (db) => {
          await addToOutbox(db, 'user.deleted', { id: email, email });
          await addToOutbox(db, 'mail.requested', { kind: 'announcement', to: [email], subject: 'Bye', html: '' } as EventPayload<'mail.requested'>);
        });
        reply(res, null);
      });
      router.get('/api/echo', async (req, res) => {
        const { rows } = await ctx.pool.query('SELECT $1::text AS text', [String(req.query.text ?? '')]);
        reply(res, rows[0].text);
      });
      router.get('/api/echo/:text', async (req, res) => {
        const { rows } = await ctx.pool.query('SELECT $1::text AS text', [req.params.text]);
        reply(res, rows[0].text);
      });
      router.post('/api/echo', async (req, res) => {
        const { rows } = await ctx.pool.query('SELECT $1::jsonb AS body', [JSON.stringify(req.body)]);
        reply(res, rows[0].body);
      });
      router.get('/internal/calls', (req, res) => {
        internalCalls.push(req.internalCaller ?? '(nobody)');
        reply(res, { caller: req.internalCaller });
      });
      router.post('/internal/calls', (req, res) => {
        internalCalls.push(req.internalCaller ?? '(nobody)');
        reply(res, { caller: req.internalCaller, body: req.body });
      });
      return [router];
    },
    consumers: () => ({
      'user.deleted': async (payload) => {
        if (payload.email.startsWith('fail')) throw new Error('handler fails on purpose');
        handled.push(payload.email);
      },
    }),
  });
  const service = await probe.start({ ...iso.envFor('test'), PORT: '0', ...env });
  return { service, handled, internalCalls };
}

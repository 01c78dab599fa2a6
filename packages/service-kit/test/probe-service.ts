import { Router } from 'express';
import { z } from 'zod';
import { addToOutbox, baseConfigSchema, loadConfig, parse, reply, runService, withTransaction } from '../src/index';
import type { Isolation } from '@tp/test-kit';

/**
 * The smallest real service: POST /api/delete-user writes a `user.deleted` event with its change; the service also
 * consumes that event and records what it handled, or fails on purpose for e-mails starting with "fail".
 */
export async function startProbeService(iso: Isolation) {
  const handled: string[] = [];
  const service = await runService({
    config: loadConfig(baseConfigSchema, { ...iso.envFor('test'), PORT: '0' }),
    migrations: [],
    routers: (ctx) => {
      const router = Router();
      router.post('/api/delete-user', async (req, res) => {
        const { email } = parse(z.object({ email: z.string().email('Invalid email') }), req.body);
        await withTransaction(ctx.pool, (db) => addToOutbox(db, 'user.deleted', { id: email, email }));
        ctx.relay.kick();
        reply(res, null);
      });
      return [router];
    },
    handlers: () => ({
      'user.deleted': async (payload) => {
        if (payload.email.startsWith('fail')) throw new Error('handler fails on purpose');
        handled.push(payload.email);
      },
    }),
  });
  return { service, handled };
}

import type { Server } from 'node:http';
import type { Express } from 'express';

/**
 * Starts `app` on `host:port`. A port already in use (or not allowed) fails start-up with a sentence naming the
 * setting, instead of a server that never listens.
 */
export function listen(app: Express, port: number, host: string, setting: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (err?: Error) => {
      if (err) reject(new Error(`Cannot listen on ${host}:${port} (${setting}; 0 takes any free port): ${err.message}`));
      else resolve(server);
    });
  });
}

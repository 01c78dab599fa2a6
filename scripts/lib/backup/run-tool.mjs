// Runs PostgreSQL's and the system's command-line tools (pg_dump, pg_restore, tar) and waits for them. Their output
// goes to files they write themselves, so nothing large passes through this process.
import { spawn } from 'node:child_process';

/**
 * Resolves with the tool's standard output once it exits with 0; rejects with its standard error otherwise. `env`
 * is added to this process's.
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {Promise<string>}
 */
export function runTool(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    /** @type {Buffer[]} */
    const out = [];
    /** @type {Buffer[]} */
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.once('error', (error) => reject(new Error(`${command} could not be run (${error.message}): is it installed and on PATH?`)));
    child.once('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`${command} failed (exit code ${code}): ${Buffer.concat(err).toString('utf8').trim()}`));
    });
  });
}

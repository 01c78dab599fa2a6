// The exam benchmark's baseline: a plain node:http server, no framework, no token check, that stores a save as one
// row in PostgreSQL (an upsert of the question's answer, the row a save exists to write) and answers an envelope.
// What a save can cost at least on this machine; the platform's saves are measured against it in the same run.
// Run as its own process: DATABASE_URL (a database it may create its table in), PORT; prints `listening` when up.
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
await pool.query(`CREATE TABLE IF NOT EXISTS bare_answers (
  exercise_id uuid NOT NULL, question_id text NOT NULL, answer text NOT NULL, content text NOT NULL, seq bigint NOT NULL,
  op_id text NOT NULL, answered_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (exercise_id, question_id))`);

const server = createServer((req, res) => {
  /** @type {Buffer[]} */
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', async () => {
    try {
      const save = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      await pool.query(
        `INSERT INTO bare_answers (exercise_id, question_id, answer, content, seq, op_id) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (exercise_id, question_id) DO UPDATE SET answer = EXCLUDED.answer, content = EXCLUDED.content,
           seq = EXCLUDED.seq, op_id = EXCLUDED.op_id, answered_at = now()`,
        [save.id, save.questionId, save.answer, save.content, save.seq, save.opId],
      );
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, msg: 'Successfully saved', result: { applied: true } }));
    } catch (err) {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 500, msg: String(err), result: null }));
    }
  });
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
// Started by the benchmark with a pipe as stdin: when the benchmark goes, however it goes, so does this server.
process.stdin.on('end', () => process.exit(0)).resume();

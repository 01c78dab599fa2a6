import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { InternalHomework, InternalSource } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';

/**
 * A real HTTP server standing in for question-bank's GET /internal/sources?ids=a,b and GET /internal/homework/:id
 * (question-bank is its own service). Like question-bank, it answers only calls with a service token for question-bank signed with
 * `internalSecret`. It can be taken "down": connections are dropped, as when question-bank is not running.
 */
export async function startFakeQuestionBank(internalSecret: string) {
  const sources = new Map<string, InternalSource>();
  const homework = new Map<string, InternalHomework>();
  const credentials = new InternalCredentials(internalSecret, 'question-bank');
  let down = false;
  let calls = 0;
  const server = createServer(async (req, res) => {
    calls += 1;
    if (down) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
    res.setHeader('content-type', 'application/json');
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!(await credentials.callerOf(token).catch(() => undefined))) {
      res.statusCode = 401;
      res.end(JSON.stringify({ code: 401, msg: 'The service token is not valid.', result: null }));
      return;
    }
    const homeworkId = /^\/internal\/homework\/([^/]+)$/.exec(url.pathname)?.[1];
    if (homeworkId !== undefined) {
      const found = homework.get(decodeURIComponent(homeworkId));
      res.statusCode = found ? 200 : 404;
      res.end(JSON.stringify(found ? { code: 200, msg: 'success', result: found } : { code: 404, msg: 'Homework not found', result: null }));
      return;
    }
    res.end(JSON.stringify({ code: 200, msg: 'success', result: ids.flatMap((id) => (sources.has(id) ? [sources.get(id)!] : [])) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    addSource(name = `Source ${randomUUID().slice(0, 6)}`): InternalSource {
      const source = { _id: randomUUID(), name };
      sources.set(source._id, source);
      return source;
    },
    /** A homework made by `creator` (no questions: catalog copies only the name, due date, exam flag and creator). */
    addHomework(creator: { _id: string; name: string }, fields: Partial<Pick<InternalHomework, 'name' | 'dueDate' | 'isExam'>> = {}): InternalHomework {
      const now = new Date().toISOString();
      const hw: InternalHomework = {
        _id: randomUUID(), name: `Homework ${randomUUID().slice(0, 6)}`, description: '', numQuestions: 0, language: 'en', dueDate: null,
        isExam: false, examDuration: 15, questionList: [], classes: [], isPublish: false, creator, createdAt: now, updatedAt: now, ...fields,
      };
      homework.set(hw._id, hw);
      return hw;
    },
    /** Question-bank's homework changes (the events catalog hears are published by the test). */
    changeHomework(id: string, fields: Partial<Pick<InternalHomework, 'name' | 'dueDate' | 'isExam'>>) {
      homework.set(id, { ...homework.get(id)!, ...fields });
    },
    removeHomework: (id: string) => homework.delete(id),
    setDown: (value: boolean) => (down = value),
    get calls() {
      return calls;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

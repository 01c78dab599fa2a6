import { randomUUID } from 'node:crypto';
import type { InternalHomework, InternalSource } from '@tp/contracts';
import { InternalCredentials } from '@tp/service-kit';
import { bearerTokenOf, sendEnvelope, startStandIn } from '@tp/test-kit/stand-in';

/**
 * A real HTTP server standing in for question-bank's GET /internal/sources?ids=a,b and GET /internal/homework/:id
 * (question-bank is its own service). Like question-bank, it answers only calls with a service token for question-bank signed with
 * `internalSecret`. It can be taken "down": connections are dropped, as when question-bank is not running.
 */
export async function startFakeQuestionBank(internalSecret: string) {
  const sources = new Map<string, InternalSource>();
  const homework = new Map<string, InternalHomework>();
  const credentials = new InternalCredentials(internalSecret, 'question-bank');
  const standIn = await startStandIn(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const ids = (url.searchParams.get('ids') ?? '').split(',').filter(Boolean);
    if (!(await credentials.callerOf(bearerTokenOf(req)).catch(() => undefined))) return sendEnvelope(res, 401, null, 'The service token is not valid.');
    const homeworkId = /^\/internal\/homework\/([^/]+)$/.exec(url.pathname)?.[1];
    if (homeworkId !== undefined) {
      const found = homework.get(decodeURIComponent(homeworkId));
      return found ? sendEnvelope(res, 200, found) : sendEnvelope(res, 404, null, 'Homework not found');
    }
    return sendEnvelope(res, 200, ids.flatMap((id) => (sources.has(id) ? [sources.get(id)!] : [])));
  });

  return {
    url: standIn.url,
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
    setDown: standIn.setDown,
    get calls() {
      return standIn.calls;
    },
    close: standIn.close,
  };
}

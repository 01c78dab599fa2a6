import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ExamMonitorSnapshot } from '@tp/contracts/exam-monitor';
import { useExamMonitor } from '../src/features/exam-monitor/hooks/use-exam-monitor';
import { movePageTo } from '../../packages/web-kit/test/support/page-address';

const BUSY = 'You have too many live monitors open; close one and try again.';
const snapshot: ExamMonitorSnapshot = {
  serverNow: '2026-06-01T09:30:00.000Z',
  rows: [{
    exerciseId: 'e1', student: { _id: 's1', name: 'Sam Student', email: 'sam@school.test' }, status: 'not-started', answered: 0, total: 3,
    examDuration: 30, extraMinutes: 0, startedAt: null, endExamAt: null, finishedAt: null, finishedBy: null, lastSavedAt: null, lastSeenAt: null,
    connected: false,
  }],
};

// A real server standing in for the gateway: the monitor's stream is refused as busy (429) until `busy` is false, then
// answers the snapshot and stays open. The jsdom page is moved to its origin, so the hook's calls reach it.
let busy = true;
const open: ServerResponse[] = [];
const server = createServer((req, res) => {
  if (!req.url?.startsWith('/api/teacher/examMonitorStream')) return void res.writeHead(404).end();
  if (busy) return void res.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 429, msg: BUSY, result: null }));
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(`retry: 3000\n\nevent: snapshot\ndata: ${JSON.stringify(snapshot)}\n\n`);
  open.push(res);
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  movePageTo(`${origin}/teacher/examMonitor/c1/h1`);
});
afterAll(async () => {
  for (const res of open) res.end();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test('a monitor the server has no room for shows its message while still connecting, and the rows once a later try opens', async () => {
  const { result, unmount } = renderHook(() => useExamMonitor('c1', 'h1'));
  try {
    await waitFor(() => expect(result.current.problem).toBe(BUSY));
    expect(result.current.connection).toBe('connecting');

    busy = false;

    await waitFor(() => expect(result.current.connection).toBe('live'), { timeout: 10_000 });
    expect(result.current.problem).toBeUndefined();
    expect([...result.current.rows.keys()]).toEqual(['e1']);
  } finally {
    unmount();
  }
});

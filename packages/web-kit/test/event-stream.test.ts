import { describe, expect, test } from 'vitest';
import { parseEvents } from '../src/event-stream';

describe('parseEvents', () => {
  test('complete events are read with their names; comments are skipped; a half-received event waits for the rest', () => {
    const { events, rest } = parseEvents('retry: 3000\n\nevent: snapshot\ndata: {"a":1}\n\n: keep-alive\n\ndata: plain\n\nevent: change\ndata: {"b"');

    expect(events).toEqual([
      { name: 'retry', data: '', retry: 3000 },
      { name: 'snapshot', data: '{"a":1}', retry: undefined },
      { name: 'message', data: 'plain', retry: undefined },
    ]);
    expect(rest).toBe('event: change\ndata: {"b"');
  });

  test('CRLF line ends and data over several lines are read as the standard says', () => {
    expect(parseEvents('event: x\r\ndata: one\r\ndata: two\r\n\r\n').events).toEqual([{ name: 'x', data: 'one\ntwo', retry: undefined }]);
  });
});

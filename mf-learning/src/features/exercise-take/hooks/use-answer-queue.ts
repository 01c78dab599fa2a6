import { useEffect, useRef, useState } from 'react';
import { getUser } from '@tp/web-kit/session-store';
import { AnswerQueue, type QueueEvent } from '../answer-queue/answer-queue';
import { newOpId } from '../answer-queue/op-id';
import type { SaveState } from '../answer-queue/queue-core';
import { indexedDbStore, memoryStore } from '../answer-queue/queue-store';
import { sendQueuedAnswer } from '../api/answer-calls';

const queues = new Map<string, AnswerQueue>();
const fallbackStore = memoryStore();

/**
 * A student's answer queue (one per student who signed in on this page, kept in IndexedDB); it sends again as soon
 * as the browser is back online, and only while that student is the one signed in.
 */
export function answerQueue(ownerId: string): AnswerQueue {
  let queue = queues.get(ownerId);
  if (!queue) {
    const made = new AnswerQueue({
      owner: ownerId,
      signedInAs: () => getUser()?._id,
      store: typeof indexedDB === 'undefined' ? fallbackStore : indexedDbStore,
      send: sendQueuedAnswer,
      newOpId,
      isOnline: () => navigator.onLine,
    });
    window.addEventListener('online', () => made.resume());
    queues.set(ownerId, made);
    queue = made;
  }
  return queue;
}

/**
 * The queue as one exercise's screen sees it: Saved / Saving / Offline, the server's replies for this exercise, and
 * a warning when the page is left with answers unsent.
 */
export function useAnswerQueue(
  queue: AnswerQueue,
  exerciseId: string,
  onEvent: (event: QueueEvent) => void,
): { queue: AnswerQueue; saveState: SaveState } {
  const [saveState, setSaveState] = useState<SaveState>(() => queue.state(exerciseId));
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    const update = () => setSaveState(queue.state(exerciseId));
    const stop = queue.subscribe((event) => {
      update();
      if (event.type === 'changed' || event.entry.exerciseId === exerciseId) onEventRef.current(event);
    });
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    // Whatever an earlier page left for this student (this exercise or any other) is sent first.
    queue.resume();
    update();
    return () => {
      stop();
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [queue, exerciseId]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (queue.queued().length === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [queue]);

  return { queue, saveState };
}

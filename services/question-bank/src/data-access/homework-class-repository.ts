import type { Queryable } from '@tp/service-kit';

/**
 * What a class.homework-* event says about one homework in one class: listed (with its publish flag) or not.
 * Applied only when it is not older than the last event applied to that link (events can arrive out of order;
 * a tie goes to the one heard last). An event about a homework that is gone (deleted meanwhile) leaves nothing.
 */
export async function applyClassLink(
  db: Queryable,
  link: { homeworkId: string; classId: string; listed: boolean; isPublish: boolean; occurredAt: string },
) {
  await db.query(
    `INSERT INTO homework_classes (homework_id, class_id, is_publish, listed, event_at)
     SELECT h.id, $2, $3, $4, $5 FROM homework h WHERE h.id = $1
     ON CONFLICT (homework_id, class_id) DO UPDATE SET is_publish = EXCLUDED.is_publish, listed = EXCLUDED.listed, event_at = EXCLUDED.event_at
     WHERE homework_classes.event_at <= EXCLUDED.event_at`,
    [link.homeworkId, link.classId, link.isPublish, link.listed, link.occurredAt],
  );
}

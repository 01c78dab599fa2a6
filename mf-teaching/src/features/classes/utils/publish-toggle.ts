import { teachingText } from '../../../components/teaching-texts';

/** A class's publish values (isPublish): 0 hidden, 1 published, 2 featured by an admin. */
export type PublishState = 0 | 1 | 2;

/** A stored value as one of the three; anything unexpected counts as not published. */
export function publishState(current: number): PublishState {
  return current === 1 || current === 2 ? current : 0;
}

/** The teacher's flame sets 1 when the value is 0, otherwise 0 (2 is the admin's). */
export function nextPublish(current: number): 0 | 1 {
  return current === 0 ? 1 : 0;
}

/** What the flame says about a class: hidden (0), published (1) or featured on the home page by an admin (2). */
export function publishLabel(current: number): string {
  if (current === 2) return teachingText('publishedAndFeatured');
  return current === 1 ? teachingText('published') : teachingText('notPublished');
}

/** What a click on the flame does, for its tooltip. */
export function publishHint(current: number): string {
  if (current === 2) return teachingText('featuredHint');
  return current === 1 ? teachingText('clickToUnpublish') : teachingText('clickToPublish');
}

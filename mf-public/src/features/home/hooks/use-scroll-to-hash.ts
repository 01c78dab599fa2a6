import { useEffect } from 'react';

/**
 * `/#Physics` opened from another page (or typed) names a heading that exists only once the classes arrived:
 * scroll to it when `ready` turns true. A hash change on the page itself scrolls natively.
 */
export function useScrollToHash(ready: boolean): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (ready && id) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
}

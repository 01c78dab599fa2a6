import { useCallback, useEffect, useState } from 'react';
import { memberToShow, viewAgrees, type FamilyMember } from '../utils/saved-member';

/**
 * A member as their info card shows them: after an edit, the values identity accepted, kept until billing's view
 * (reloaded after the edit, or later) says the same. No polling: the next view that agrees takes over.
 */
export function useShownMember<M extends FamilyMember>(viewed: M): { shown: M; keepSaved: (saved: FamilyMember) => void } {
  const [saved, setSaved] = useState<FamilyMember>();
  const agrees = saved !== undefined && viewAgrees(viewed, saved);
  useEffect(() => {
    // Once the view has caught up, it is the truth again (a later edit elsewhere shows as it comes).
    if (agrees) setSaved(undefined);
  }, [agrees]);
  const keepSaved = useCallback((values: FamilyMember) => setSaved(values), []);
  return { shown: memberToShow(viewed, saved), keepSaved };
}

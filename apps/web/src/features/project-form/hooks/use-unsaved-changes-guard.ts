import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Holds back navigation away from a form with unsaved changes: links and the back button are
 * blocked (the caller asks with a modal), closing or reloading the tab gets the browser's prompt.
 * `allowLeaving()` lets the next navigation through, e.g. after a successful save.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const dirtyRef = useRef(dirty);
  const leavingRef = useRef(false);
  dirtyRef.current = dirty;

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && !leavingRef.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leavingRef.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    leavingRef.current = true;
  }, []);

  return { blocker, allowLeaving };
}

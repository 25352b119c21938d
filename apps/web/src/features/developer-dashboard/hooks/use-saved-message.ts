import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { refreshDashboard } from '../api/developer-dashboard-query-keys';

/** The message the project form passes in the navigation state after a save. */
function messageOf(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('message' in state)) return null;
  const { message } = state as { message: unknown };
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * The project form comes back here with `{ message }` after a create or an edit. The message is
 * kept until dismissed and removed from the history entry, so a reload does not show it again;
 * the dashboard's figures are refreshed, since they now include the saved project.
 */
export function useSavedMessage(): [string | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const incoming = messageOf(location.state);
  const [message, setMessage] = useState<string | null>(incoming);
  if (incoming && incoming !== message) setMessage(incoming);

  useEffect(() => {
    if (!incoming) return;
    void refreshDashboard(queryClient);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [incoming, location.pathname, location.search, navigate, queryClient]);

  return [message, () => setMessage(null)];
}

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { invalidateStoredCollection } from '../../../lib/query-persister';
import { logout, logoutEverywhere } from '../api/staff-auth';
import { clearStaffSession } from '../lib/staff-session';

/** Collections whose data only staff may see: dropped from memory and storage at logout. */
const STAFF_COLLECTIONS = ['sales', 'messages', 'traffic', 'utilisateurs'] as const;

/**
 * LOGOUT: revoke the token on the server (with `everywhere`, every token of the user), then,
 * whatever the answer, forget the token, the user and the staff data, and go to `to`.
 */
export function useLogout(to: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async ({ everywhere = false }: { everywhere?: boolean } = {}) => {
      setPending(true);
      try {
        await (everywhere ? logoutEverywhere() : logout());
      } catch {
        // Revoked already, expired or offline: the browser forgets the token all the same.
      }
      clearStaffSession();
      for (const collection of STAFF_COLLECTIONS) {
        await queryClient.cancelQueries({ queryKey: [collection] });
        queryClient.removeQueries({ queryKey: [collection] });
        invalidateStoredCollection(collection);
      }
      setPending(false);
      await navigate(to, { replace: true });
    },
    [navigate, queryClient, to],
  );
  return { logout: run, pending };
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { updateActivity } from '../../../lib/guest-session';

/** Bootstraps the guest session and reports every route change. */
export function useActivityTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void updateActivity(pathname);
  }, [pathname]);
}

import { usePermissions } from '../hooks/use-permissions';
import { useLogout } from '../hooks/use-logout';
import { ROLE_LABELS } from '../lib/role-labels';

/**
 * The header's LOGOUT button and the user's own menu: who is logged in, with which role, and
 * "Log out everywhere", which ends the user's sessions on every computer (a shared one left
 * logged in, a lost phone).
 */
export function StaffMenu({ to }: { to: string }) {
  const { me } = usePermissions();
  const { logout, pending } = useLogout(to);
  return (
    <div className="bo-staff-menu">
      {me && (
        <details className="bo-staff-menu__user">
          <summary>
            {me.nom} · {ROLE_LABELS[me.role]}
          </summary>
          <div className="bo-staff-menu__panel">
            <button
              type="button"
              className="button button--outline"
              onClick={() => void logout({ everywhere: true })}
              disabled={pending}
            >
              Log out everywhere
            </button>
          </div>
        </details>
      )}
      <button
        type="button"
        className="button button--outline"
        onClick={() => void logout()}
        disabled={pending}
      >
        {pending ? 'LOGGING OUT…' : 'LOGOUT'}
      </button>
    </div>
  );
}

import { formatShopDateTime, STAFF_ROLES, type StaffRole, type StaffUser } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { ROLE_LABELS } from '../../admin-shell';
import { useUpdateStaffUser } from '../api/staff-users';
import { randomPassword } from '../lib/random-password';

interface StaffRowProps {
  user: StaffUser;
  /** The logged-in admin's own row: its role and its access stay as they are. */
  self: boolean;
  onDone: (text: string) => void;
}

/** One staff user: role (changed in place), last login, and reset password, disable or enable. */
export function StaffRow({ user, self, onDone }: StaffRowProps) {
  const update = useUpdateStaffUser();
  const [resetting, setResetting] = useState(false);
  const [password, setPassword] = useState('');
  const [commission, setCommission] = useState(String(user.commission_per_delivered));
  const [error, setError] = useState<string | null>(null);
  const save = (change: Parameters<typeof update.mutate>[0], done: string) => {
    setError(null);
    update.mutate(change, { onSuccess: () => onDone(done), onError: (e) => setError(messageOf(e)) });
  };
  const resetPassword = (event: FormEvent) => {
    event.preventDefault();
    save({ id: user.id, password }, `${user.nom}'s password is changed; their sessions have ended.`);
    setResetting(false);
    setPassword('');
  };

  return (
    <tr className={user.disabled ? 'bo-staff--disabled' : undefined}>
      <th scope="row">{user.nom}</th>
      <td>
        <select
          aria-label={`Role of ${user.nom}`}
          value={user.role}
          disabled={self || update.isPending}
          onChange={(e) =>
            save(
              { id: user.id, role: e.target.value as StaffRole },
              `${user.nom} is now ${ROLE_LABELS[e.target.value as StaffRole]}.`,
            )
          }
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </td>
      <td>
        {user.role === 'agent' ? (
          <form
            className="bo-inline-form"
            aria-label={`Commission of ${user.nom}`}
            onSubmit={(e) => {
              e.preventDefault();
              save(
                { id: user.id, commission_per_delivered: Number(commission) },
                `${user.nom} earns ${Number(commission).toFixed(2)} dh per delivered order.`,
              );
            }}
          >
            <input
              aria-label="Dh per delivered order"
              type="number"
              min={0}
              step="0.01"
              value={commission}
              onChange={(e) => setCommission(e.target.value)}
            />
            <button type="submit" className="button button--outline">
              SET
            </button>
          </form>
        ) : (
          '–'
        )}
      </td>
      <td>{user.last_login_at ? formatShopDateTime(user.last_login_at) : 'Never'}</td>
      <td>{user.disabled ? 'Disabled' : 'Active'}</td>
      <td>
        {resetting ? (
          <form
            onSubmit={resetPassword}
            className="bo-inline-form"
            aria-label={`New password for ${user.nom}`}
          >
            <input
              aria-label="New password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              minLength={10}
              required
              autoComplete="off"
            />
            <button
              type="button"
              className="button button--outline"
              onClick={() => setPassword(randomPassword())}
            >
              SUGGEST
            </button>
            <button type="submit" className="button">
              SAVE
            </button>
          </form>
        ) : (
          <button type="button" className="button button--outline" onClick={() => setResetting(true)}>
            RESET PASSWORD
          </button>
        )}{' '}
        {!self && (
          <button
            type="button"
            className="button button--outline"
            disabled={update.isPending}
            onClick={() =>
              save(
                { id: user.id, disabled: !user.disabled },
                user.disabled ? `${user.nom} can log in again.` : `${user.nom} is disabled and logged out.`,
              )
            }
          >
            {user.disabled ? 'ENABLE' : 'DISABLE'}
          </button>
        )}
        {error && <p role="alert">{error}</p>}
      </td>
    </tr>
  );
}

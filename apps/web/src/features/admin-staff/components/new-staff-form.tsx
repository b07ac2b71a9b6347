import { CreateStaffUserInput, STAFF_ROLES, type StaffRole } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { ROLE_LABELS } from '../../admin-shell';
import { useCreateStaffUser } from '../api/staff-users';
import { randomPassword } from '../lib/random-password';

/** STAFF, "New staff user": a name, a role and a strong password (typed or drawn here). */
export function NewStaffForm({ onCreated }: { onCreated: (text: string) => void }) {
  const create = useCreateStaffUser();
  const [nom, setNom] = useState('');
  const [role, setRole] = useState<StaffRole>('agent');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = CreateStaffUserInput.safeParse({ nom, role, password });
    if (!parsed.success) {
      setError(parsed.error.issues.map((issue) => issue.message).join(' '));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (result) => {
        onCreated(`${result.data.nom} can now log in as ${ROLE_LABELS[result.data.role]}.`);
        setNom('');
        setPassword('');
      },
      onError: (e) => setError(messageOf(e)),
    });
  };

  return (
    <form onSubmit={submit} className="bo-inline-form" aria-label="New staff user">
      <label>
        Name <input value={nom} onChange={(e) => setNom(e.target.value)} required maxLength={60} />
      </label>
      <label>
        Role{' '}
        <select aria-label="Role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Password{' '}
        <input value={password} onChange={(e) => setPassword(e.target.value)} required autoComplete="off" />
      </label>
      <button type="button" className="button button--outline" onClick={() => setPassword(randomPassword())}>
        SUGGEST A PASSWORD
      </button>
      <button type="submit" className="button" disabled={create.isPending}>
        CREATE
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

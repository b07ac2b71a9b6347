import { messageOf } from '../../../lib/api-client';
import { usePermissions } from '../../admin-shell';
import { useStaffUsers } from '../api/staff-users';
import { NewStaffForm } from './new-staff-form';
import { StaffRow } from './staff-row';

/**
 * /admin-dashboard/staff (admins): every staff user with its role and last login; create a user,
 * change a role, reset a password, disable or enable. A new password, a new role or disabling
 * ends the user's sessions at once (the server's rule).
 */
export function StaffTab({ onDone }: { onDone: (text: string) => void }) {
  const users = useStaffUsers();
  const { me } = usePermissions();
  return (
    <section className="bo-panel" aria-labelledby="bo-staff-title">
      <h2 id="bo-staff-title">Staff</h2>
      {users.isError && <p role="alert">{messageOf(users.error)}</p>}
      {users.data && (
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Commission</th>
              <th scope="col">Last login</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <StaffRow key={user.id} user={user} self={user.id === me?.id} onDone={onDone} />
            ))}
          </tbody>
        </table>
      )}
      <h3>New staff user</h3>
      <NewStaffForm onCreated={onDone} />
    </section>
  );
}

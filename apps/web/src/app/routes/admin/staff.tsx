import { StaffTab } from '../../../features/admin-staff';
import { useNotify } from './notify';

/** /admin-dashboard/staff: staff users and their roles. */
export function Component() {
  return <StaffTab onDone={useNotify()} />;
}

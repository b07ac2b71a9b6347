import { AuditTab } from '../../../features/admin-audit';
import { useNotify } from './notify';

/** /admin-dashboard/log: the audit log. */
export function Component() {
  return <AuditTab onError={useNotify()} />;
}

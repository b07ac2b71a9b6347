import { shopDay } from '@vigor/shared';
import { ConfirmTab } from '../../../features/admin-confirmation';
import { AgentsSection } from '../../../features/admin-reports';
import { usePermissions } from '../../../features/admin-shell';
import { useNotify } from './notify';

/**
 * /admin-dashboard/confirm: the confirmation desk's queue, its orders and leads on the call; an
 * agent (who has no REPORTS) also sees its own figures of the month and its commission statement.
 */
export function Component() {
  const { can } = usePermissions();
  const today = shopDay();
  return (
    <>
      <ConfirmTab onDone={useNotify()} />
      {!can('reports') && <AgentsSection from={`${today.slice(0, 7)}-01`} to={today} mine />}
    </>
  );
}

import { ConfirmTab } from '../../../features/admin-confirmation';
import { useNotify } from './notify';

/** /admin-dashboard/confirm: the confirmation desk's queue, its orders and leads on the call. */
export function Component() {
  return <ConfirmTab onDone={useNotify()} />;
}

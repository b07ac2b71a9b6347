import { SalesTab } from '../../../features/admin-orders';
import { useNotify } from './notify';

/** /admin-dashboard (the SALES tab): every order, its status and the spreadsheet export. */
export function Component() {
  return <SalesTab onStatusChanged={useNotify()} />;
}

import { BatchDialog } from '../../../features/admin-fulfilment';
import { SalesTab } from '../../../features/admin-orders';
import { useNotify } from './notify';

/**
 * /admin-dashboard (the SALES tab): every order, its status, bulk actions on a selection (a batch
 * is fulfilment's) and the spreadsheet export.
 */
export function Component() {
  return <SalesTab onStatusChanged={useNotify()} BatchDialog={BatchDialog} />;
}

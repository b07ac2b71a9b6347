import { recordIdOf } from '@vigor/shared';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { OrderPage } from '../../../features/admin-orders';

/** /admin-dashboard/sales/:orderId: one order's page with its timeline; a path that is no id goes to SALES. */
export function Component() {
  const id = recordIdOf(useParams().orderId ?? '');
  if (id === null) return <Navigate to={paths.adminDashboard} replace />;
  return <OrderPage orderId={id} />;
}

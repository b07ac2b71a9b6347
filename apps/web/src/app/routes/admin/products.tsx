import { ProductsTab } from '../../../features/admin-catalog';
import { useNotify } from './notify';

/** /admin-dashboard/products: the catalog, its product form and export. */
export function Component() {
  return <ProductsTab onSaved={useNotify()} />;
}

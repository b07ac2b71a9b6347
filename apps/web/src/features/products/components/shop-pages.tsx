import { useT } from '../../../lib/i18n';
import { ProductListPage } from './product-list-page';

export function ShopPage() {
  return <ProductListPage texts={useT().list.shop} />;
}

export function HoodiesPage() {
  return <ProductListPage texts={useT().list.hoodies} type="hoodies" />;
}

export function BeaniesPage() {
  return <ProductListPage texts={useT().list.beanies} type="beanies" backLink />;
}

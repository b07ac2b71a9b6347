import { usePageT } from '../../../lib/i18n';
import { ProductListPage } from './product-list-page';

export function ShopPage() {
  return <ProductListPage texts={usePageT().list.shop} />;
}

export function HoodiesPage() {
  return <ProductListPage texts={usePageT().list.hoodies} type="hoodies" />;
}

export function BeaniesPage() {
  return <ProductListPage texts={usePageT().list.beanies} type="beanies" backLink />;
}

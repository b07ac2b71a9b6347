import { ProductListPage } from './product-list-page';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ShopPage() {
  return (
    <ProductListPage
      title="SHOP ALL"
      count={(n) => plural(n, 'product', 'products')}
      empty="No products available for the selected filter."
    />
  );
}

export function HoodiesPage() {
  return (
    <ProductListPage
      title="HOODIES COLLECTION"
      type="hoodies"
      count={(n) => plural(n, 'hoodie', 'hoodies')}
      empty="No hoodies available at the moment."
    />
  );
}

export function BeaniesPage() {
  return (
    <ProductListPage
      title="BEANIES COLLECTION"
      subtitle="Power worn proud collection"
      type="beanies"
      count={(n) => plural(n, 'beanie', 'beanies')}
      empty="No beanies available at the moment."
      backLink
    />
  );
}

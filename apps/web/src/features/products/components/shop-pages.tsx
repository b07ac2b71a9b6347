import { brand } from '../../../config/brand';
import { ProductListPage } from './product-list-page';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function ShopPage() {
  return (
    <ProductListPage
      title="SHOP ALL"
      description={`Every ${brand.name} piece: hoodies, beanies and t-shirts, cash on delivery across Morocco.`}
      count={(n) => plural(n, 'product', 'products')}
      empty="No products available for the selected filter."
    />
  );
}

export function HoodiesPage() {
  return (
    <ProductListPage
      title="HOODIES COLLECTION"
      description={`${brand.name} hoodies: heavyweight Moroccan streetwear, cash on delivery across Morocco.`}
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
      description={`${brand.name} beanies: power worn proud, cash on delivery across Morocco.`}
      subtitle="Power worn proud collection"
      type="beanies"
      count={(n) => plural(n, 'beanie', 'beanies')}
      empty="No beanies available at the moment."
      backLink
    />
  );
}

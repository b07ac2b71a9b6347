import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../test/test-utils';
import { availabilityOf, productStructuredData, scriptJson } from './structured-data';

describe('availabilityOf', () => {
  it('says PreOrder, OutOfStock or InStock from the status and the units left', () => {
    expect(availabilityOf(makeProduct({ status: 'pre_order' }))).toBe('PreOrder');
    expect(availabilityOf(makeProduct({ status: 'out_of_stock' }))).toBe('OutOfStock');
    expect(availabilityOf(makeProduct({ status: 'coming_soon' }))).toBe('OutOfStock');
    expect(availabilityOf(makeProduct({ status: 'available', sizes: [] }))).toBe('InStock');
    const soldOut = [{ size: 'M', quantity: 2, available: 0 }];
    expect(availabilityOf(makeProduct({ status: 'available', sizes: soldOut }))).toBe('OutOfStock');
    const oneLeft = [...soldOut, { size: 'L', quantity: 2, available: 1 }];
    expect(availabilityOf(makeProduct({ status: 'available', sizes: oneLeft }))).toBe('InStock');
  });
});

describe('productStructuredData', () => {
  it('describes the product, its offer in MAD at the effective price, and its breadcrumbs', () => {
    const product = makeProduct({
      id: 7,
      name: 'Atlas Hoodie',
      type: 'hoodies',
      price: 449,
      prix_reduction: 399,
    });
    const [item, crumbs] = productStructuredData(
      product,
      'https://vigor.ma',
      'Heavy fleece',
      'https://vigor.ma/a.webp',
    );
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Atlas Hoodie',
      image: ['https://vigor.ma/a.webp'],
      offers: { '@type': 'Offer', price: '399.00', priceCurrency: 'MAD', url: 'https://vigor.ma/product/7' },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://vigor.ma/' },
        { position: 2, name: 'Hoodies', item: 'https://vigor.ma/hoodies' },
        { position: 3, name: 'Atlas Hoodie', item: 'https://vigor.ma/product/7' },
      ],
    });
  });

  it('cannot close its script element from a product text', () => {
    const json = scriptJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

import type { Product } from '@vigor/shared';
import { useState } from 'react';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { getAdminProducts, useAdminProducts, useDeleteProduct } from '../api/products';
import {
  useConfirmedDelete,
  useListFilters,
  useListTab,
  DeleteDialog,
  DataTable,
  countText,
  ExportButton,
  ListPagination,
  ListPanel,
  ListState,
  ListToolbar,
} from '../../admin-shell';
import { productColumns } from '../lib/product-columns';
import { ProductFormModal } from './product-form-modal';
import { ProductOffersModal } from './product-offers-modal';

type ViewMode = 'card' | 'list';

/** Status as the list view shows it: underscores become spaces. */
export const statusText = (status: string) => status.replace(/_/g, ' ');

/** Sizes whose stock an admin set below the units orders hold: the shop owes these units. */
function StockShort({ product }: { product: Product }) {
  const short = product.sizes.filter((s) => s.short);
  if (!short.length) return null;
  return <span className="bo-stock-short">Short: {short.map((s) => `${s.size} ${s.short}`).join(', ')}</span>;
}

/** The PRODUCTS tab: card or list view, search, Excel export, add, edit and delete. */
export function ProductsTab({ onSaved }: { onSaved: (text: string) => void }) {
  const [view, setView] = useState<ViewMode>('card');
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [offersOf, setOffersOf] = useState<Product | null>(null);
  const filters = useListFilters<'all'>('all', ['all']);
  const { q, page } = filters;
  const query = useAdminProducts({ q, page });
  const {
    banner,
    meta,
    rows: products,
    exporter,
  } = useListTab(filters, query, {
    name: 'products',
    columns: productColumns,
    fetchPage: (p, perPage) => getAdminProducts({ q, page: p }, perPage),
  });
  const deletion = useConfirmedDelete<Product>({
    remove: useDeleteProduct(),
    banner,
    onDeleted: (target) => onSaved(`“${target.name}” was deleted.`),
    failureText: (target, error) => `Could not delete “${target.name}”: ${error}`,
  });

  const actions = (product: Product) => (
    <div className="bo-actions">
      <button
        type="button"
        className="button button--outline"
        onClick={() => setEditing(product)}
        aria-label={`Edit ${product.name}`}
      >
        Edit
      </button>
      <button
        type="button"
        className="button button--outline"
        onClick={() => setOffersOf(product)}
        aria-label={`Offers of ${product.name}`}
      >
        Offers
      </button>
      <button
        type="button"
        className="button button--danger"
        onClick={() => deletion.ask(product)}
        aria-label={`Delete ${product.name}`}
      >
        Delete
      </button>
    </div>
  );

  return (
    <ListPanel
      title="Products"
      errorLabel="Products"
      banner={banner}
      actions={
        <div className="bo-panel__buttons">
          <div className="bo-view-toggle" role="group" aria-label="View">
            <button type="button" aria-pressed={view === 'card'} onClick={() => setView('card')}>
              <span aria-hidden="true">▦ </span>Cards
            </button>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              <span aria-hidden="true">☰ </span>List
            </button>
          </div>
          <ExportButton {...exporter} />
          <button type="button" className="button" onClick={() => setEditing('new')}>
            ADD PRODUCT
          </button>
        </div>
      }
    >
      <ListToolbar
        filters={filters}
        searchLabel="Search products"
        placeholder="Search by product name, ID, type..."
        count={countText(meta?.total, 'product', 'products')}
      />

      <ListState
        query={query}
        empty={products.length === 0}
        noun="products"
        emptyHint={
          filters.filtered ? 'Try adjusting your search terms' : 'Get started by adding your first product'
        }
      >
        {view === 'card' ? (
          <ul className="bo-cards">
            {products.map((product) => (
              <li key={product.id} className="bo-card">
                <ProductImage
                  image={product.image}
                  alt={product.name}
                  sizes="(min-width: 768px) 240px, 50vw"
                />
                <h3 className="bo-card__name">{product.name}</h3>
                <p className="bo-card__description">{product.description}</p>
                <Price product={product} />
                <p className="bo-card__type">{product.type}</p>
                {actions(product)}
              </li>
            ))}
          </ul>
        ) : (
          <DataTable
            caption={`Products, page ${page}`}
            columns={['Image', 'Name', 'ID', 'Type', 'Price', 'Status', 'Actions']}
          >
            {products.map((product) => (
              <tr key={product.id}>
                <td>
                  <ProductImage image={product.image} alt="" sizes="48px" className="bo-item__image" />
                </td>
                <th scope="row">
                  {product.name}
                  <span className="bo-muted bo-card__description">{product.description}</span>
                </th>
                <td>#{product.id}</td>
                <td>{product.type}</td>
                <td>
                  <Price product={product} />
                </td>
                <td className="bo-product-status">
                  {statusText(product.status)}
                  <StockShort product={product} />
                </td>
                <td>{actions(product)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </ListState>
      <ListPagination filters={filters} totalPages={meta?.total_pages} />

      {editing && (
        <ProductFormModal
          product={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
      {offersOf && (
        <ProductOffersModal product={offersOf} onClose={() => setOffersOf(null)} onSaved={onSaved} />
      )}
      {deletion.target && (
        <DeleteDialog title="Delete this product?" deletion={deletion}>
          <p>“{deletion.target.name}” will be removed from the shop. This cannot be undone.</p>
        </DeleteDialog>
      )}
    </ListPanel>
  );
}

import type { Product } from '@vigor/shared';
import { useId, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { Price } from '../../../components/ui/price';
import { ProductImage } from '../../../components/ui/product-image';
import { messageOf } from '../../../lib/api-client';
import { getAdminProducts, useAdminProducts, useDeleteProduct } from '../api/products';
import { useBanner } from '../hooks/use-banner';
import { useCsvExport } from '../hooks/use-csv-export';
import { useClampPage, useListFilters } from '../hooks/use-list-filters';
import { productColumns } from '../lib/export-columns';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorBanner } from './error-banner';
import { ProductFormModal } from './product-form-modal';
import { SearchBox } from './search-box';

const PAGE_WINDOW = 5;
type ViewMode = 'card' | 'list';

/** Status as the list view shows it: underscores become spaces (spec §2). */
export const statusText = (status: string) => status.replace(/_/g, ' ');

/** The PRODUCTS tab: card or list view, search, CSV export, add, edit and delete. */
export function ProductsTab({ onSaved }: { onSaved: (text: string) => void }) {
  const headingId = useId();
  const [view, setView] = useState<ViewMode>('card');
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const filters = useListFilters<'all'>('all');
  const { q, page } = filters;
  const query = useAdminProducts({ q, page });
  const banner = useBanner(query);
  const remove = useDeleteProduct();
  const meta = query.data?.meta;
  useClampPage(page, meta?.total_pages, filters.setPage);
  const { exportCsv, exporting } = useCsvExport(
    'products',
    productColumns,
    (p, perPage) => getAdminProducts({ q, page: p }, perPage),
    banner.report,
  );
  const products = query.data?.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    banner.clear();
    remove.mutate(target.id, {
      onSuccess: () => onSaved(`“${target.name}” was deleted.`),
      onError: (error) => banner.report(`Could not delete “${target.name}”: ${messageOf(error)}`),
      onSettled: () => setDeleting(null),
    });
  };

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
        className="button button--danger"
        onClick={() => setDeleting(product)}
        aria-label={`Delete ${product.name}`}
      >
        Delete
      </button>
    </div>
  );

  return (
    <section aria-labelledby={headingId} className="bo-panel">
      <ErrorBanner label="Products" message={banner.message} onDismiss={banner.dismiss} />
      <div className="bo-panel__head">
        <h2 id={headingId}>Products</h2>
        <div className="bo-panel__buttons">
          <div className="bo-view-toggle" role="group" aria-label="View">
            <button type="button" aria-pressed={view === 'card'} onClick={() => setView('card')}>
              <span aria-hidden="true">▦ </span>Cards
            </button>
            <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
              <span aria-hidden="true">☰ </span>List
            </button>
          </div>
          <button type="button" className="button button--outline" onClick={exportCsv} disabled={exporting}>
            {exporting ? 'Exporting…' : 'Export to CSV'}
          </button>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            ADD PRODUCT
          </button>
        </div>
      </div>
      <div className="bo-toolbar">
        <SearchBox
          label="Search products"
          placeholder="Search by product name, ID, type..."
          value={filters.search}
          onChange={filters.setSearch}
        />
        <p className="bo-count" aria-live="polite">
          {meta ? `${meta.total} ${meta.total === 1 ? 'product' : 'products'}` : ''}
        </p>
      </div>

      {query.isPending ? (
        <p className="state" role="status">
          Loading products...
        </p>
      ) : products.length === 0 ? (
        query.isError ? null : (
          <div className="state bo-empty">
            <p className="bo-empty__title">No products found</p>
            <p className="bo-empty__hint">
              {filters.filtered
                ? 'Try adjusting your search terms'
                : 'Get started by adding your first product'}
            </p>
          </div>
        )
      ) : view === 'card' ? (
        <ul className="bo-cards">
          {products.map((product) => (
            <li key={product.id} className="bo-card">
              <ProductImage image={product.image} alt={product.name} sizes="(min-width: 768px) 240px, 50vw" />
              <h3 className="bo-card__name">{product.name}</h3>
              <p className="bo-card__description">{product.description}</p>
              <Price product={product} />
              <p className="bo-card__type">{product.type}</p>
              {actions(product)}
            </li>
          ))}
        </ul>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <caption className="visually-hidden">Products, page {page}</caption>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">ID</th>
                <th scope="col">Type</th>
                <th scope="col">Price</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
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
                  <td className="bo-product-status">{statusText(product.status)}</td>
                  <td>{actions(product)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {meta && (
        <Pagination
          page={page}
          totalPages={meta.total_pages}
          onChange={filters.setPage}
          windowSize={PAGE_WINDOW}
        />
      )}

      {editing && (
        <ProductFormModal
          product={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={onSaved}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this product?"
          confirmLabel="Yes, delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        >
          <p>“{deleting.name}” will be removed from the shop. This cannot be undone.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

import { queryOptions } from '@tanstack/react-query';
import type { DataEnvelope } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';

export interface ProductCost {
  product_id: number;
  name: string;
  unit_cost: number | null;
}

/** Every product's unit cost (GET /api/admin/product-costs): staff-only, never in the catalog. */
export const productCostsQuery = () =>
  queryOptions({
    queryKey: ['product-costs'] as const,
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<ProductCost[]>>('/api/admin/product-costs', { signal }).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

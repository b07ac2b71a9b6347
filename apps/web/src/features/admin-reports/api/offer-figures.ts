import { queryOptions } from '@tanstack/react-query';
import type { DataEnvelope, OfferFigures } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { NOT_PERSISTED, hasStaffToken } from '../../admin-shell';

/** Offers' figures over a range of shop days (docs/product.md, "Offers"). */
export const offerFiguresQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['reports', 'offers', from, to] as const,
    queryFn: ({ signal }) =>
      apiFetch<DataEnvelope<OfferFigures>>(`/api/admin/reports/offers?${new URLSearchParams({ from, to })}`, {
        signal,
      }).then((r) => r.data),
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

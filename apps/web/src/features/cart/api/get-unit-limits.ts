import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_LINE_QUANTITY, type UnitLimits } from '@vigor/shared';
import { apiFetch, unwrap } from '../../../lib/api-client';

export const unitLimitsKeys = {
  all: () => ['order-limits'] as const,
};

export const getUnitLimits = async (signal?: AbortSignal): Promise<UnitLimits> =>
  unwrap<UnitLimits>(await apiFetch('/api/order-limits', { signal }));

/** The units one line and one order may hold (the shop's settings), read once the page runs. */
export const unitLimitsQuery = () =>
  queryOptions({
    queryKey: unitLimitsKeys.all(),
    queryFn: ({ signal }) => getUnitLimits(signal),
  });

/**
 * The most units a line may hold: the shop's limit per line, or the largest line any shop allows
 * until it is read (the server refuses past the limit anyway).
 */
export function useUnitsPerLine(): number {
  return useQuery(unitLimitsQuery()).data?.units_per_line ?? MAX_LINE_QUANTITY;
}

import { localePath, type Lang, type OrderReceipt } from '@vigor/shared';
import { useCallback, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useHydrated } from '../../../lib/hydrated';

/** The order a page placed, kept in its history entry's state (it survives a reload and Back). */
interface PlacedOrder {
  /** The order page's reference (never the id, which opens nothing). */
  reference: string;
  language: Lang;
}

function placedOrderOf(state: unknown): PlacedOrder | null {
  const placed = (state as { placed_order?: Partial<PlacedOrder> } | null)?.placed_order;
  return placed && typeof placed.reference === 'string' && typeof placed.language === 'string'
    ? (placed as PlacedOrder)
    : null;
}

/**
 * The order a checkout just placed is written into the page's history entry: a reload or Back to
 * that entry (another visit of the page than the one that placed it) lands on the order's page instead of
 * the form that placed it (docs/product.md, "Order confirmation and scroll"), so the same order is
 * never offered twice. `forget` drops it, when the page becomes itself again (the emptied cart).
 */
export function useOrderInHistory(): {
  remember: (receipt: OrderReceipt) => void;
  forget: () => void;
  redirect: ReactNode;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const replaceState = useCallback(
    (change: (state: Record<string, unknown>) => Record<string, unknown>) => {
      const state = (location.state ?? {}) as Record<string, unknown>;
      void navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, state: change(state) },
      );
    },
    [navigate, location],
  );
  // The order this page placed itself (it shows its thank-you): no redirect for that one.
  const [placedHere, setPlacedHere] = useState<string | null>(null);
  const remember = useCallback(
    (r: OrderReceipt) => {
      setPlacedHere(r.reference);
      replaceState((state) => ({
        ...state,
        placed_order: { reference: r.reference, language: r.language } satisfies PlacedOrder,
      }));
    },
    [replaceState],
  );
  const forget = useCallback(
    () =>
      replaceState((state) => {
        const { placed_order: _placed, ...rest } = state;
        return rest;
      }),
    [replaceState],
  );
  const placed = useHydrated() ? placedOrderOf(location.state) : null;
  return {
    remember,
    forget,
    redirect:
      placed && placed.reference !== placedHere ? (
        <Navigate to={localePath(placed.language, paths.order(placed.reference))} replace />
      ) : null,
  };
}

import { useQuery } from '@tanstack/react-query';
import { formatShopDateTime, type WhatsappConfirmedOrder } from '@vigor/shared';
import { apiFetch } from '../../../lib/api-client';
import { hasStaffToken, NOT_PERSISTED } from '../../admin-shell';

/** How often the list is read again: as often as the queue. */
const REFRESH_MS = 30_000;

const useConfirmedOnWhatsapp = () =>
  useQuery({
    queryKey: ['confirmation', 'whatsapp-confirmed'],
    queryFn: ({ signal }) =>
      apiFetch<{ data: WhatsappConfirmedOrder[] }>('/api/confirmation/whatsapp-confirmed', { signal }),
    select: (body) => body.data,
    refetchInterval: REFRESH_MS,
    enabled: hasStaffToken,
    meta: NOT_PERSISTED,
  });

/**
 * Orders the customers confirmed themselves on WhatsApp in the last 24 hours, apart from the
 * queue: nobody needs to call them (docs/whatsapp.md).
 */
export function ConfirmedOnWhatsapp() {
  const { data } = useConfirmedOnWhatsapp();
  if (!data?.length) return null;
  return (
    <section className="bo-desk__whatsapp" aria-labelledby="bo-whatsapp-confirmed">
      <h3 id="bo-whatsapp-confirmed">Auto-confirmed on WhatsApp ({data.length})</h3>
      <ul>
        {data.map((order) => (
          <li key={order.order_id}>
            <strong>#{order.order_id}</strong> {order.customer_name} · {order.customer_city} ·{' '}
            <time dateTime={order.confirmed_at}>{formatShopDateTime(order.confirmed_at)}</time>
          </li>
        ))}
      </ul>
    </section>
  );
}

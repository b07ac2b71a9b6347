import type { ReactNode } from 'react';

interface Customer {
  customer_name: string;
  customer_phone: string;
  customer_city: string;
  customer_address: string | null;
}

/** Who receives an order and where, as staff read it (a slip, an order's page); `children` adds rows. */
export function CustomerDetails({
  order,
  className,
  children,
}: {
  order: Customer;
  className: string;
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
      <dt>Customer</dt>
      <dd>{order.customer_name}</dd>
      <dt>Phone</dt>
      <dd>{order.customer_phone}</dd>
      <dt>City</dt>
      <dd>{order.customer_city}</dd>
      <dt>Address</dt>
      <dd>{order.customer_address ?? '—'}</dd>
      {children}
    </dl>
  );
}

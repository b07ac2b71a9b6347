import { CUSTOMER_ADDRESS_MAX } from '@vigor/shared';
import { useState, type FormEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useEditOrder } from '../api/confirmation';

/** The flag of an order that has no address yet (docs/product.md "Address"). */
export function NoAddressFlag({ children = 'No address' }: { children?: string }) {
  return <span className="bo-history bo-history--warning bo-history--wrap">{children}</span>;
}

/**
 * A confirmed order waiting to ship without an address: its flag, and the address to add before it
 * ships, saved as the desk's edit (audited with who made it).
 */
export function MissingAddress({ orderId }: { orderId: number }) {
  const edit = useEditOrder();
  const [address, setAddress] = useState('');
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (address.trim()) edit.mutate({ id: orderId, edit: { customer_address: address } });
  };
  return (
    <>
      <NoAddressFlag />
      <form className="bo-address-fix" onSubmit={save}>
        <input
          aria-label={`Address of order #${orderId}`}
          placeholder="Street, district"
          value={address}
          maxLength={CUSTOMER_ADDRESS_MAX}
          onChange={(e) => setAddress(e.target.value)}
        />
        <button type="submit" className="button button--outline" disabled={!address.trim() || edit.isPending}>
          Save
        </button>
        {edit.isError && <span role="alert">{messageOf(edit.error)}</span>}
      </form>
    </>
  );
}

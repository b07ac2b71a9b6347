import {
  browserName,
  formatShopDate,
  formatShopDateTime,
  formatShopTime,
  linesTotal,
  type ActiveUser,
} from '@vigor/shared';
import { useState, type ReactNode } from 'react';
import { ColumnHeads, DataTable, StackedTime } from '../../admin-shell';
import { Money } from '../../../components/ui/price';
import { toggled } from '../../../lib/toggled';

/** Characters of the session id shown in the list. */
export const SESSION_PREFIX_LENGTH = 8;

export const sessionPrefix = (id: string) =>
  id.length > SESSION_PREFIX_LENGTH ? `${id.slice(0, SESSION_PREFIX_LENGTH)}…` : id;

/** The page a guest is on; none (or the root) is Home. */
export const pageName = (page: string | null | undefined) => (!page || page === '/' ? 'Home' : page);
export const ipText = (ip: string | null | undefined) => ip || 'Unknown';

export function cartBadgeText(count: number): string {
  if (count <= 0) return 'Empty';
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** One fact of a description list: `<dt>` and `<dd>` in their own `<div>`. */
function Fact({ term, ddClassName, children }: { term: string; ddClassName?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={ddClassName}>{children}</dd>
    </div>
  );
}

function CartBadge({ user }: { user: ActiveUser }) {
  const count = user.carts_count ?? user.carts.length;
  return (
    <span className={`bo-cart-badge${count > 0 ? ' bo-cart-badge--full' : ''}`}>{cartBadgeText(count)}</span>
  );
}

/** Session details and the guest's cart: lines with unit price, ON SALE flag, line total, and the cart total in dh. */
export function SessionDetails({ user, id }: { user: ActiveUser; id: string }) {
  const total = linesTotal(
    user.carts.map((line) => ({ unitPrice: line.unit_price, quantity: line.quantity })),
  );
  return (
    <div className="bo-session" id={id}>
      <dl className="bo-session__facts">
        <Fact term="Session ID" ddClassName="bo-mono">
          {user.session_id}
        </Fact>
        <Fact term="IP address">{ipText(user.ip_address)}</Fact>
        <Fact term="Browser">{browserName(user.user_agent)}</Fact>
        <Fact term="Current page">{pageName(user.current_page)}</Fact>
        <Fact term="Session start">{formatShopDateTime(user.created_at)}</Fact>
        <Fact term="Last activity">{formatShopDateTime(user.last_activity)}</Fact>
      </dl>
      <h4 className="bo-session__cart-title">Cart</h4>
      {user.carts.length === 0 ? (
        <p className="bo-muted">The cart is empty.</p>
      ) : (
        <table className="bo-table bo-table--cart">
          <caption className="visually-hidden">Cart of session {sessionPrefix(user.session_id)}</caption>
          <ColumnHeads columns={['Product', 'Size', 'Quantity', 'Unit price', 'Total']} />
          <tbody>
            {user.carts.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.product_name || 'Unknown Product'}
                  {line.on_sale && <span className="bo-on-sale">ON SALE</span>}
                </th>
                <td>{line.size}</td>
                <td>{line.quantity}</td>
                <td>
                  {line.on_sale && (
                    <>
                      <s>
                        <span className="visually-hidden">Price </span>
                        <Money amount={line.price} />
                      </s>{' '}
                    </>
                  )}
                  <Money amount={line.unit_price} />
                </td>
                <td>
                  <Money amount={line.line_total} />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Cart total
              </th>
              <td>
                <strong>
                  <Money amount={total} />
                </strong>
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}

interface ActiveUsersProps {
  users: ActiveUser[];
  /** Below 768px: cards instead of a table. */
  compact: boolean;
}

/** 'Active Users (n)': a table on desktop, cards on small screens; a row expands into its details. */
export function ActiveUsers({ users, compact }: ActiveUsersProps) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const toggle = (id: string) => setExpanded((current) => toggled(current, id));

  if (users.length === 0) {
    return <p className="state bo-empty__title">No active users at the moment</p>;
  }

  const detailsId = (user: ActiveUser) => `bo-session-${user.session_id}`;
  const toggleButton = (user: ActiveUser, content: ReactNode) => (
    <button
      type="button"
      className="bo-session-toggle"
      aria-expanded={expanded.has(user.session_id)}
      aria-controls={detailsId(user)}
      aria-label={`Session ${sessionPrefix(user.session_id)}: ${expanded.has(user.session_id) ? 'hide' : 'show'} details`}
    >
      {content}
    </button>
  );

  if (compact) {
    return (
      <ul className="bo-user-cards">
        {users.map((user) => {
          const open = expanded.has(user.session_id);
          return (
            <li key={user.session_id} className={`bo-user-card${open ? ' bo-user-card--open' : ''}`}>
              <div className="bo-user-card__summary" onClick={() => toggle(user.session_id)}>
                {toggleButton(user, <span className="bo-mono">{sessionPrefix(user.session_id)}</span>)}
                <CartBadge user={user} />
                <dl className="bo-user-card__facts">
                  <Fact term="Page">{pageName(user.current_page)}</Fact>
                  <Fact term="IP">{ipText(user.ip_address)}</Fact>
                  <Fact term="Browser">{browserName(user.user_agent)}</Fact>
                  <Fact term="Last activity">
                    {formatShopTime(user.last_activity)} {formatShopDate(user.last_activity)}
                  </Fact>
                </dl>
              </div>
              {open && <SessionDetails user={user} id={detailsId(user)} />}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <DataTable
      className="bo-table bo-table--users"
      caption="Active users; select a session to see its details"
      columns={['Session', 'Current page', 'IP', 'Browser', 'Last activity', 'Cart']}
    >
      {users.map((user) => {
        const open = expanded.has(user.session_id);
        return [
          <tr
            key={user.session_id}
            className={`bo-user-row${open ? ' bo-user-row--open' : ''}`}
            onClick={() => toggle(user.session_id)}
          >
            <th scope="row">
              {toggleButton(user, <span className="bo-mono">{sessionPrefix(user.session_id)}</span>)}
            </th>
            <td>{pageName(user.current_page)}</td>
            <td>{ipText(user.ip_address)}</td>
            <td>{browserName(user.user_agent)}</td>
            <td>
              <StackedTime value={user.last_activity} timeFirst />
            </td>
            <td>
              <CartBadge user={user} />
            </td>
          </tr>,
          open && (
            <tr key={`${user.session_id}-details`} className="bo-user-details">
              <td colSpan={6}>
                <SessionDetails user={user} id={detailsId(user)} />
              </td>
            </tr>
          ),
        ];
      })}
    </DataTable>
  );
}

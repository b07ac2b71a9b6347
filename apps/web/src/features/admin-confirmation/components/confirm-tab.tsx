import { UNDO_SECONDS, formatAge, type DeskQueueItem } from '@vigor/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { messageOf } from '../../../lib/api-client';
import {
  DESK_KEYS,
  releaseClaim,
  releaseLeadClaim,
  useConfirmationQueue,
  useOnline,
  DeskLeadPanel,
  DeskOrderPanel,
  LANGUAGE_LABELS,
  WhatsappFlag,
  type DeskKeys,
} from '../../admin-desk';
import { RiskBadge } from '../../../components/ui/risk-badge';
import { ConfirmedOnWhatsapp } from './confirmed-on-whatsapp';
import { readStaffSession, useMediaQuery } from '../../admin-shell';
import { DeskAlerts } from './desk-alerts';
import { UndoOffer, type UndoableOutcome } from './undo-offer';
import { Money } from '../../../components/ui/price';

/** Keys that move through the queue; the outcome keys are the panel's (desk-order-panel.tsx). */
const NEXT_KEYS = ['ArrowDown', 'j'];
const PREVIOUS_KEYS = ['ArrowUp', 'k'];
const UNDO_KEY = 'u';
/** The desk's queue and open order stack in one column below this width (confirmation.css). */
const ONE_COLUMN = '(max-width: 48rem)';
/** Inputs that take typed letters; a checkbox, a radio or a button leaves the desk's keys working. */
const TEXT_INPUTS = /^(text|search|email|tel|url|password|number|date|datetime-local|time|month|week)$/;

function isTyping(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || /^(SELECT|TEXTAREA)$/.test(target.tagName)) return true;
  return target instanceof HTMLInputElement && TEXT_INPUTS.test(target.type);
}

/** Orders and leads have ids of their own: the queue tells them apart by kind and id. */
type QueueKey = `${DeskQueueItem['kind']}-${number}`;
const keyOf = (item: DeskQueueItem): QueueKey => `${item.kind}-${item.id}`;

/** The first item nobody else holds, else the first one. */
function firstFree(orders: DeskQueueItem[], me: number | null): DeskQueueItem | undefined {
  return orders.find((o) => !o.claim || o.claim.staff_id === me) ?? orders[0];
}

/**
 * The CONFIRM tab: the queue of orders to confirm by phone (fresh ones first, then the longest
 * waiting: desk-queue.ts; refreshed every few seconds) next to the open order. Usable with keys alone: arrows, j/k, Home and End move through the queue,
 * the outcome keys act on the open order, and focus moves to the next order after an outcome.
 */
export function ConfirmTab({ onDone }: { onDone?: (text: string) => void }) {
  const queue = useConfirmationQueue();
  const orders = queue.data ?? [];
  const me = readStaffSession().id;
  const [chosen, setChosen] = useState<QueueKey | null>(null);
  const firstItem = firstFree(orders, me);
  // The open order stays open when it leaves the queue (changed elsewhere: its panel says so); the
  // agent moves on. A lead that left the queue was converted or closed: the next one opens.
  const keptOpen = chosen?.startsWith('order-') || orders.some((o) => keyOf(o) === chosen);
  const selected = keptOpen ? chosen : firstItem ? keyOf(firstItem) : null;
  const selectedItem = orders.find((o) => keyOf(o) === selected);
  // The first order shown is the agent's from then on, like one they picked.
  if (chosen == null && selected != null) setChosen(selected);
  const items = useRef(new Map<QueueKey, HTMLButtonElement>());
  // Ages are counted from the last refresh, so they move with the queue every few seconds.
  const now = queue.dataUpdatedAt;
  /** The open order's or lead's keys (DeskKeys). */
  const panelKeys = useRef<DeskKeys | null>(null);
  const openOrder = useRef<HTMLDivElement>(null);
  const oneColumn = useMediaQuery(ONE_COLUMN);
  const online = useOnline();
  /** Why the last key or action did nothing, until the next one. */
  const [note, setNote] = useState<string | null>(null);
  const [undoable, setUndoable] = useState<UndoableOutcome | null>(null);
  const undo = useRef<(() => void) | null>(null);
  // The undo is offered for UNDO_SECONDS (the server accepts it a little longer, for the request).
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [undoable]);

  // Letting go of an order when the agent moves to another one or leaves the tab.
  useEffect(() => {
    if (selected == null) return;
    const [kind, id] = selected.split('-');
    return () => void (kind === 'lead' ? releaseLeadClaim(Number(id)) : releaseClaim(Number(id)));
  }, [selected]);

  const select = (item: DeskQueueItem | undefined) => {
    if (item == null) return;
    setChosen(keyOf(item));
    items.current.get(keyOf(item))?.focus();
  };
  const move = (step: number) => {
    const index = orders.findIndex((o) => keyOf(o) === selected);
    select(orders[Math.min(orders.length - 1, Math.max(0, index + step))]);
  };
  /** After an outcome the item leaves the queue: the next one opens and takes the focus. */
  const afterOutcome = (key: QueueKey, text: string) => {
    onDone?.(text);
    setNote(null);
    const rest = orders.filter((o) => keyOf(o) !== key);
    const index = Math.max(
      0,
      orders.findIndex((o) => keyOf(o) === key),
    );
    // The next one nobody else holds, from where the agent was.
    const next = firstFree([...rest.slice(index), ...rest.slice(0, index)], me);
    setChosen(next ? keyOf(next) : null);
    if (next) requestAnimationFrame(() => items.current.get(keyOf(next))?.focus());
  };

  /** The undo put the order or lead back in the queue: it opens again. */
  const afterUndo = ({ kind, id }: UndoableOutcome) => {
    setUndoable(null);
    onDone?.(`${kind === 'order' ? 'Order' : 'Lead'} #${id}: outcome undone.`);
    setChosen(`${kind}-${id}`);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
    setNote(null);
    if (NEXT_KEYS.includes(event.key)) move(1);
    else if (PREVIOUS_KEYS.includes(event.key)) move(-1);
    else if (event.key === 'Home') select(orders[0]);
    else if (event.key === 'End') select(orders.at(-1));
    else if (event.key.toLowerCase() === UNDO_KEY) {
      if (undo.current) undo.current();
      else
        setNote(`Nothing to undo: an outcome can be undone for ${UNDO_SECONDS} seconds after it is logged.`);
    } else if (panelKeys.current) {
      if (!panelKeys.current(event.key)) return;
    } else if (DESK_KEYS[event.key.toLowerCase()]) setNote('No order or lead is open.');
    else return;
    event.preventDefault();
  };

  // The open order takes the focus when the tab opens, so the keys work at once.
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || selected == null) return;
    focused.current = true;
    items.current.get(selected)?.focus();
  }, [selected]);

  return (
    <section className="bo-panel bo-desk" aria-labelledby="bo-desk-title" onKeyDown={onKeyDown}>
      <div className="bo-panel__head">
        <h2 id="bo-desk-title">Orders to confirm</h2>
        <p className="bo-note" aria-live="polite">
          {queue.isPending ? 'Loading…' : `${orders.length} waiting`}
        </p>
      </div>
      {!online && (
        <p role="alert" className="bo-desk__offline">
          You are offline: the queue is not up to date and no outcome can be sent. Nothing is sent later by
          itself.
        </p>
      )}
      <DeskAlerts items={queue.data} title="Confirmation desk" />
      {queue.isError && online && <p role="alert">{messageOf(queue.error)}</p>}
      <p className="bo-note bo-desk__keys">
        Keys: ↑/↓ or j/k next order · Home/End first/last · c confirmed · n no answer · b call back · w wrong
        number · x canceled · e edit · t call · a WhatsApp · u undo
      </p>
      <p className="bo-note" role="status">
        {note}
      </p>
      {undoable && <UndoOffer outcome={undoable} undoRef={undo} onUndone={afterUndo} say={setNote} />}
      <div className="bo-desk__layout">
        <ul className="bo-desk__queue" aria-label="Queue">
          {orders.map((order) => {
            const key = keyOf(order);
            const heldBy = order.claim && order.claim.staff_id !== me ? order.claim.staff_name : null;
            return (
              <li key={key}>
                <button
                  type="button"
                  ref={(el) => {
                    if (el) items.current.set(key, el);
                    else items.current.delete(key);
                  }}
                  className="bo-desk__item"
                  aria-current={key === selected ? 'true' : undefined}
                  onClick={() => {
                    select(order);
                    // On a phone the open order is below the queue: bring it into view.
                    if (oneColumn)
                      requestAnimationFrame(() => openOrder.current?.scrollIntoView({ block: 'start' }));
                  }}
                >
                  {order.kind === 'order' ? (
                    <>
                      <strong>#{order.id}</strong> {order.customer_name}
                      <span className="bo-desk__meta">
                        {formatAge(order.created_at, now)} · {order.customer_city} ·{' '}
                        <span className="bo-lang" title="Ordered in">
                          {LANGUAGE_LABELS[order.language]}
                        </span>{' '}
                        · <Money amount={order.cash_to_collect} />
                        {order.call_attempts > 0 && ` · attempt ${order.call_attempts}`}
                      </span>
                    </>
                  ) : (
                    <>
                      <strong>Lead</strong> {order.customer_name ?? order.customer_phone}
                      <span className="bo-desk__meta">
                        {formatAge(order.updated_at, now)} · {order.customer_city ?? 'no city'} ·{' '}
                        <Money amount={order.total_amount} />
                        {order.call_attempts > 0 && ` · attempt ${order.call_attempts}`}
                      </span>
                    </>
                  )}
                  {order.kind === 'order' && <RiskBadge risk={order.risk} />}
                  {order.kind === 'order' && <WhatsappFlag whatsapp={order.whatsapp} />}
                  {heldBy && <span className="bo-history">🔒 {heldBy}</span>}
                  {order.flags.duplicate_of.length > 0 && (
                    <span className="bo-history bo-history--warning">Duplicate?</span>
                  )}
                  {order.flags.risky && <span className="bo-history bo-history--warning">Risky</span>}
                  {order.flags.blocked && <span className="bo-history bo-history--warning">Blocked</span>}
                </button>
              </li>
            );
          })}
        </ul>
        <div ref={openOrder} className="bo-desk__open">
          {selectedItem?.kind === 'lead' ? (
            <DeskLeadPanel
              key={selected}
              leadId={selectedItem.id}
              now={now}
              keysRef={panelKeys}
              say={setNote}
              onDone={(text, eventId) => {
                afterOutcome(keyOf(selectedItem), text);
                if (eventId !== undefined) setUndoable({ kind: 'lead', id: selectedItem.id, eventId, text });
              }}
            />
          ) : selected?.startsWith('order-') ? (
            <DeskOrderPanel
              key={selected}
              orderId={Number(selected.slice('order-'.length))}
              now={now}
              keysRef={panelKeys}
              say={setNote}
              onOutcome={(id, text, eventId) => {
                afterOutcome(`order-${id}`, text);
                if (eventId !== undefined) setUndoable({ kind: 'order', id, eventId, text });
              }}
            />
          ) : (
            !queue.isPending && <p className="bo-note">No order is waiting for a call.</p>
          )}
        </div>
      </div>
      <ConfirmedOnWhatsapp />
    </section>
  );
}

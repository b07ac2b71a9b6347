import {
  CALL_OUTCOME_LABELS,
  CANCEL_REASONS,
  CANCEL_REASON_LABELS,
  DEFAULT_WHATSAPP_TEMPLATES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  awaitsConfirmation,
  fillTemplate,
  formatAge,
  formatPrice,
  formatShopDateTime,
  fromShopPickerValue,
  itemsText,
  orderEventLine,
  toShopPickerValue,
  riskReason,
  type CallOutcomeInput,
  type CancelReason,
  type DeskOrderDetail,
  type PhoneSummary,
} from '@vigor/shared';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { brand } from '../../../config/brand';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useClaim, useDeskOrder, useLogCall } from '../api/confirmation';
import { orderPageUrl, telHref, whatsappHref, readStaffSession } from '../../admin-shell';
import { BlockPhoneButton, useDeskSettings } from '../../admin-settings';
import { DeskOrderEdit } from './desk-order-edit';
import { DeskLog } from './desk-log';
import { NoAddressFlag } from './missing-address';
import { Money } from '../../../components/ui/price';
import { LANGUAGE_LABELS, whatsappLanguageOf } from '../lib/order-language';

type Form = 'call_back' | 'canceled' | 'wrong_number' | 'edit' | null;

/** The edit form's id: the "save or discard" prompt submits it from outside. */
const EDIT_FORM_ID = 'desk-order-edit';

/** One key per action on the open order. */
const KEYS: Record<
  string,
  'confirmed' | 'no_answer' | 'wrong_number' | 'call_back' | 'canceled' | 'edit' | 'tel' | 'whatsapp'
> = {
  c: 'confirmed',
  n: 'no_answer',
  w: 'wrong_number',
  b: 'call_back',
  x: 'canceled',
  e: 'edit',
  t: 'tel',
  a: 'whatsapp',
};

function whatsappText(order: DeskOrderDetail, template: string): string {
  return fillTemplate(template, {
    shop: brand.name,
    name: order.customer_name,
    order: String(order.id),
    total: formatPrice(order.cash_to_collect),
    items: itemsText(order.items),
    city: order.customer_city,
    address: order.customer_address ?? '',
    link: orderPageUrl(order),
  });
}

const logLine = (entry: DeskOrderDetail['log'][number]) => orderEventLine(entry.event, entry.staff_name);

/** An outcome's step before it is logged: its fields, the button that logs it, and Back. */
function OutcomeStep({
  label,
  submitLabel,
  submitRef,
  onSubmit,
  onBack,
  children,
}: {
  label?: string;
  submitLabel: string;
  submitRef?: RefObject<HTMLButtonElement | null>;
  onSubmit: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="bo-desk__form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <button ref={submitRef} type="submit" className="button">
        {submitLabel}
      </button>
      <button type="button" className="button button--outline" onClick={onBack}>
        Back
      </button>
    </form>
  );
}

/** The phone's other orders: how many of each status, then the newest few. */
function PhoneHistoryList({ history, now }: { history: PhoneSummary; now: number }) {
  const counts = ORDER_STATUSES.flatMap((status) => {
    const n = history.counts[status];
    return n ? [`${n} ${ORDER_STATUS_LABELS[status].toLowerCase()}`] : [];
  });
  if (!counts.length) return null;
  return (
    <section aria-label="Phone history">
      <h4>Other orders from this phone</h4>
      <p>{counts.join(' · ')}</p>
      <ul>
        {history.recent.map((o) => (
          <li key={o.id}>
            #{o.id} · {ORDER_STATUS_LABELS[o.status]} · {formatAge(o.created_at, now)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What others did to the open order since the agent opened it (a cancel in SALES, an edit, a
 * call logged elsewhere): said in a banner, the order stays open until the agent moves on.
 */
function ChangedElsewhere({ order, since }: { order: DeskOrderDetail; since: number }) {
  const me = readStaffSession().id;
  const changes = order.log.filter(
    (e) => e.id > since && e.staff_id !== me && e.event.type !== 'claim' && e.event.type !== 'placed',
  );
  if (!changes.length) return null;
  return (
    <div role="alert" className="bo-history bo-history--warning bo-desk__changed">
      <p>Changed while you had this order open:</p>
      <ul>
        {changes.map((entry) => (
          <li key={entry.id}>{logLine(entry)}</li>
        ))}
      </ul>
      {!awaitsConfirmation(order.status) && (
        <p>
          It is now {ORDER_STATUS_LABELS[order.status]} and has left the queue: pick the next order when you
          are ready.
        </p>
      )}
    </div>
  );
}

/** The open order: details, flags, phone history, contact links, outcomes, edit form and log. */
export function DeskOrderPanel({
  orderId,
  now,
  keysRef,
  onOutcome,
}: {
  orderId: number;
  now: number;
  keysRef: RefObject<((key: string) => boolean) | null>;
  onOutcome: (id: number, text: string) => void;
}) {
  const detail = useDeskOrder(orderId);
  const claim = useClaim(orderId);
  const logCall = useLogCall();
  const settings = useDeskSettings().data;
  const templates = settings?.whatsapp_templates ?? DEFAULT_WHATSAPP_TEMPLATES;
  const [form, setForm] = useState<Form>(null);
  const [callbackAt, setCallbackAt] = useState('');
  const [reason, setReason] = useState<CancelReason>('changed_mind');
  const [note, setNote] = useState('');
  // An unsaved edit blocks the outcomes until it is saved or discarded (nothing lost silently).
  const [editDirty, setEditDirty] = useState(false);
  const [unsavedPrompt, setUnsavedPrompt] = useState(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    setEditDirty(dirty);
    if (!dirty) setUnsavedPrompt(false);
  }, []);
  const article = useRef<HTMLElement>(null);
  const tel = useRef<HTMLAnchorElement>(null);
  const whatsapp = useRef<HTMLAnchorElement>(null);
  const formStart = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const confirmWrongNumber = useRef<HTMLButtonElement>(null);

  const heldBy =
    claim.error instanceof ApiError && claim.error.status === 409
      ? ((claim.error.body as { claim?: { staff_name: string } } | null)?.claim?.staff_name ??
        'another agent')
      : null;
  const order = detail.data;
  // The newest log entry when the agent opened the order: what comes later by others is shown.
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  if (order && openedAt == null) setOpenedAt(Math.max(0, ...order.log.map((e) => e.id)));
  const blocked = heldBy != null || logCall.isPending || !order || !awaitsConfirmation(order.status);
  // The message in the language the shopper ordered in first (the (a) key): Arabic for an order
  // placed on the Arabic pages, French otherwise.
  const primary = whatsappLanguageOf(order?.language ?? 'fr');
  const secondary = primary === 'ar' ? 'fr' : 'ar';

  // The promise, not mutate's callbacks: the refreshed queue may drop this order, and unmount
  // this panel, before the mutation settles.
  const send = (input: CallOutcomeInput) => {
    void logCall.mutateAsync({ id: orderId, ...input }).then(
      ({ data }) => {
        const done = `Order #${orderId}: ${CALL_OUTCOME_LABELS[input.outcome].toLowerCase()}.`;
        // The desk moves on: say when the unanswered order comes back to the queue.
        const retry =
          input.outcome === 'no_answer' && data.callback_at
            ? ` Next attempt at ${formatShopDateTime(data.callback_at)}.`
            : '';
        onOutcome(orderId, done + retry);
      },
      () => undefined, // shown from logCall.error
    );
  };

  const act = (action: (typeof KEYS)[string]): boolean => {
    if (action === 'tel' || action === 'whatsapp') {
      (action === 'tel' ? tel : whatsapp).current?.click();
      return true;
    }
    if (blocked) return false;
    if (form === 'edit' && editDirty && action !== 'edit') {
      setUnsavedPrompt(true);
      return true;
    }
    if (action === 'confirmed' || action === 'no_answer') send({ outcome: action });
    else {
      // The picker starts at the call-back already planned, in shop time.
      if (action === 'call_back') setCallbackAt(toShopPickerValue(order?.callback_at));
      // Wrong number and cancel end the order: each asks first (its form).
      setForm(action);
    }
    return true;
  };
  const closeForm = () => {
    setForm(null);
    setEditDirty(false);
    setUnsavedPrompt(false);
    // Back on the order, so its letter keys work again.
    requestAnimationFrame(() => article.current?.focus());
  };

  useEffect(() => {
    keysRef.current = (key) => {
      const action = KEYS[key.toLowerCase()];
      return action ? act(action) : false;
    };
    return () => {
      keysRef.current = null;
    };
  });
  useEffect(() => (formStart.current ?? confirmWrongNumber.current)?.focus(), [form]);

  const noteField = (
    <label>
      Note <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
    </label>
  );

  if (detail.isError) return <p role="alert">{messageOf(detail.error)}</p>;
  if (!order) return <p className="bo-note">Loading order…</p>;

  return (
    <article ref={article} tabIndex={-1} className="bo-desk__order" aria-label={`Order #${order.id}`}>
      <header>
        <h3>
          #{order.id} · {order.customer_name} · <span>{formatAge(order.created_at, now)}</span>
        </h3>
        <p>
          {ORDER_STATUS_LABELS[order.status]} · placed{' '}
          <time dateTime={order.created_at}>{formatShopDateTime(order.created_at)}</time>
          {order.callback_at && (
            <>
              {' '}
              · next call at <time dateTime={order.callback_at}>{formatShopDateTime(order.callback_at)}</time>
            </>
          )}
          {order.call_attempts > 0 && ` · ${order.call_attempts} unanswered call(s)`}
        </p>
        {settings && order.call_attempts >= settings.whatsapp_after_attempts && (
          <p role="note" className="bo-history bo-history--warning">
            No answer {order.call_attempts} times: send the WhatsApp message (a).
          </p>
        )}
        {heldBy ? (
          <p role="status" className="bo-history bo-history--warning">
            Held by {heldBy}
          </p>
        ) : (
          claim.isSuccess && <p className="bo-note">You hold this order.</p>
        )}
        <p>
          {order.flags.repeat && <span className="bo-history bo-history--repeat">Repeat customer</span>}
          {order.flags.risky && (
            <span className="bo-history bo-history--warning">
              Risky: {riskReason(order.phone_summary.counts)}
            </span>
          )}
          {order.flags.duplicate_of.map((id) => (
            <span key={id} className="bo-history bo-history--warning">
              Possible duplicate of #{id}
            </span>
          ))}
        </p>
      </header>
      {openedAt != null && <ChangedElsewhere order={order} since={openedAt} />}

      <dl className="bo-desk__facts">
        <dt>Cash to collect</dt>
        <dd>
          <strong>
            <Money amount={order.cash_to_collect} />
          </strong>{' '}
          (<Money amount={order.total_amount} /> + <Money amount={order.delivery_fee} /> delivery)
        </dd>
        <dt>Phone</dt>
        <dd>
          {order.customer_phone}{' '}
          <a ref={tel} href={telHref(order.customer_phone)}>
            Call (t)
          </a>{' '}
          <a
            ref={whatsapp}
            href={whatsappHref(order.customer_phone, whatsappText(order, templates[primary]))}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp {primary.toUpperCase()} (a)
          </a>{' '}
          <a
            href={whatsappHref(order.customer_phone, whatsappText(order, templates[secondary]))}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp {secondary.toUpperCase()}
          </a>{' '}
          <BlockPhoneButton phone={order.customer_phone} orderId={order.id} />
        </dd>
        <dt>City</dt>
        <dd>{order.customer_city}</dd>
        <dt>Ordered in</dt>
        <dd data-testid="order-language">{LANGUAGE_LABELS[order.language]}</dd>
        <dt>Address</dt>
        <dd>
          {order.customer_address ?? (
            <NoAddressFlag>
              {order.status === 'confirmed'
                ? 'Confirmed without an address: add it (e) before it ships'
                : 'No address yet: ask for the street and district (e)'}
            </NoAddressFlag>
          )}
        </dd>
        {order.delivery_note && (
          <>
            <dt>Delivery note</dt>
            <dd>{order.delivery_note}</dd>
          </>
        )}
      </dl>

      <ul className="bo-desk__items" aria-label="Items">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.product.name} — size {item.size} — <Money amount={item.price} />
          </li>
        ))}
      </ul>

      <PhoneHistoryList history={order.phone_summary} now={now} />

      <div className="bo-panel__buttons" role="group" aria-label="Call outcome">
        <button type="button" className="button" disabled={blocked} onClick={() => act('confirmed')}>
          Confirmed (c)
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={blocked}
          onClick={() => act('no_answer')}
        >
          No answer (n)
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={blocked}
          onClick={() => act('call_back')}
        >
          Call back (b)
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={blocked}
          onClick={() => act('wrong_number')}
        >
          Wrong number (w)
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={blocked}
          onClick={() => act('canceled')}
        >
          Canceled (x)
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={blocked}
          onClick={() => act('edit')}
        >
          Edit (e)
        </button>
      </div>
      {logCall.isError && <p role="alert">{messageOf(logCall.error)}</p>}
      {unsavedPrompt && (
        <div role="alert" className="bo-desk__form">
          <p>This order has unsaved changes: save or discard them first.</p>
          <button type="submit" form={EDIT_FORM_ID} className="button">
            Save changes
          </button>
          <button type="button" className="button button--outline" onClick={closeForm}>
            Discard changes
          </button>
        </div>
      )}

      {form === 'call_back' && (
        <OutcomeStep
          submitLabel="Save callback"
          onSubmit={() =>
            send({
              outcome: 'call_back',
              // '' (the server's clear error) for a value that is no time of the calendar.
              callback_at: fromShopPickerValue(callbackAt) ?? '',
              note: note || undefined,
            })
          }
          onBack={closeForm}
        >
          <label>
            Call back at (Casablanca time){' '}
            <input
              ref={formStart}
              type="datetime-local"
              required
              value={callbackAt}
              onChange={(e) => setCallbackAt(e.target.value)}
            />
          </label>
          {noteField}
        </OutcomeStep>
      )}
      {form === 'canceled' && (
        <OutcomeStep
          submitLabel="Cancel the order"
          onSubmit={() => send({ outcome: 'canceled', reason, note: note || undefined })}
          onBack={closeForm}
        >
          <label>
            Reason{' '}
            <select
              ref={formStart}
              value={reason}
              onChange={(e) => setReason(e.target.value as CancelReason)}
            >
              {CANCEL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {CANCEL_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          {noteField}
        </OutcomeStep>
      )}
      {form === 'wrong_number' && (
        <OutcomeStep
          label="Wrong number"
          submitLabel="Yes, wrong number"
          submitRef={confirmWrongNumber}
          onSubmit={() => send({ outcome: 'wrong_number' })}
          onBack={closeForm}
        >
          <p>Mark the number as wrong? The order is canceled and its units go back on sale.</p>
        </OutcomeStep>
      )}
      {form === 'edit' && (
        <DeskOrderEdit order={order} onClose={closeForm} id={EDIT_FORM_ID} onDirtyChange={onDirtyChange} />
      )}

      <div className="bo-desk__bar" role="group" aria-label="Quick actions">
        <a className="button" href={telHref(order.customer_phone)}>
          Call
        </a>
        <a
          className="button button--outline"
          href={whatsappHref(order.customer_phone, whatsappText(order, templates[primary]))}
          target="_blank"
          rel="noreferrer"
        >
          WhatsApp
        </a>
        <button type="button" className="button" disabled={blocked} onClick={() => act('confirmed')}>
          Confirmed
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={blocked}
          onClick={() => act('no_answer')}
        >
          No answer
        </button>
      </div>

      <DeskLog entries={order.log} now={now} line={logLine} />
    </article>
  );
}

import {
  CALL_OUTCOME_LABELS,
  DEFAULT_WHATSAPP_TEMPLATES,
  ORDER_STATUS_LABELS,
  awaitsConfirmation,
  formatShopDateTime,
  type CallOutcomeInput,
} from '@vigor/shared';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError, messageOf } from '../../../lib/api-client';
import { useClaim, useDeskOrder, useLogCall } from '../api/confirmation';
import { useDeskSettings } from '../../admin-settings';
import { OFFLINE_REFUSAL, useOnline } from '../hooks/use-online';
import { DESK_KEYS, type DeskAction, type DeskKeys } from '../lib/desk-keys';
import { orderLogLine } from '../lib/order-log-line';
import { whatsappLanguageOf } from '../lib/order-language';
import { whatsappText } from '../lib/whatsapp-text';
import { ChangedElsewhere } from './changed-elsewhere';
import { ClearPhoneCount } from './clear-phone-count';
import { DeskLog } from './desk-log';
import { DeskOrderEdit } from './desk-order-edit';
import { DeskOrderFacts } from './desk-order-facts';
import { DeskOrderHeader } from './desk-order-header';
import { DeskQuickBar } from './desk-quick-bar';
import { DeskUpsells } from './desk-upsells';
import { OutcomeButtons } from './outcome-buttons';
import { OutcomeForms, type OutcomeForm } from './outcome-forms';
import { PhoneHistoryList } from './phone-history-list';
import { DeskWhatsapp } from './desk-whatsapp';

/** The edit form's id: the "save or discard" prompt submits it from outside. */
const EDIT_FORM_ID = 'desk-order-edit';

/**
 * The open order: details, flags, phone history, contact links, outcomes, edit form and log.
 * An action it cannot take (offline, held by another agent, nothing to log) says why (`say`).
 */
export function DeskOrderPanel({
  orderId,
  now,
  keysRef,
  say,
  onOutcome,
}: {
  orderId: number;
  now: number;
  keysRef: RefObject<DeskKeys | null>;
  say: (text: string) => void;
  /** An outcome was logged: `eventId` is its log entry, which the desk's undo takes back. */
  onOutcome: (id: number, text: string, eventId: number | undefined) => void;
}) {
  const detail = useDeskOrder(orderId);
  const claim = useClaim(orderId);
  const logCall = useLogCall();
  const settings = useDeskSettings().data;
  const templates = settings?.whatsapp_templates ?? DEFAULT_WHATSAPP_TEMPLATES;
  const [form, setForm] = useState<OutcomeForm | 'edit' | null>(null);
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
  const online = useOnline();
  /** Why no outcome can be logged now, or null. */
  const refusal = (): string | null => {
    if (!online) return OFFLINE_REFUSAL;
    if (heldBy != null) return `${heldBy} is working on this order.`;
    if (logCall.isPending) return 'The last outcome is still being sent.';
    if (!order) return 'The order is still loading.';
    if (!awaitsConfirmation(order.status)) {
      return `This order is ${ORDER_STATUS_LABELS[order.status]}: there is no call to log.`;
    }
    return null;
  };
  // Offline the buttons stay enabled: pressed, they say why nothing is sent.
  const blocked = heldBy != null || logCall.isPending || !order || !awaitsConfirmation(order.status);
  // The message in the language the shopper ordered in first (the (a) key): Arabic for an order
  // placed on the Arabic pages, French otherwise.
  const primary = whatsappLanguageOf(order?.language ?? 'fr');

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
        onOutcome(orderId, done + retry, data.log.findLast((entry) => entry.event.type === 'call')?.id);
      },
      () => undefined, // shown from logCall.error
    );
  };

  const act = (action: DeskAction): void => {
    if (action === 'tel' || action === 'whatsapp') {
      (action === 'tel' ? tel : whatsapp).current?.click();
      return;
    }
    const why = refusal();
    if (why) return say(why);
    if (form === 'edit' && editDirty && action !== 'edit') return setUnsavedPrompt(true);
    // Confirmed and No answer are logged at once; the others ask first (their form).
    if (action === 'confirmed' || action === 'no_answer') send({ outcome: action });
    else setForm(action);
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
      const action = DESK_KEYS[key.toLowerCase()];
      if (action) act(action);
      return action !== undefined;
    };
    return () => {
      keysRef.current = null;
    };
  });
  useEffect(() => (formStart.current ?? confirmWrongNumber.current)?.focus(), [form]);

  if (detail.isError) return <p role="alert">{messageOf(detail.error)}</p>;
  if (!order) return <p className="bo-note">Loading order…</p>;

  return (
    <article ref={article} tabIndex={-1} className="bo-desk__order" aria-label={`Order #${order.id}`}>
      <DeskOrderHeader
        order={order}
        now={now}
        whatsappAfterAttempts={settings?.whatsapp_after_attempts}
        heldBy={heldBy}
        held={claim.isSuccess}
      />
      {openedAt != null && <ChangedElsewhere order={order} since={openedAt} />}
      <DeskOrderFacts
        order={order}
        templates={templates}
        primary={primary}
        telRef={tel}
        whatsappRef={whatsapp}
      />
      <DeskWhatsapp whatsapp={order.whatsapp} />
      <PhoneHistoryList history={order.phone_summary} now={now} />
      <DeskUpsells order={order} blocked={heldBy != null} />
      <ClearPhoneCount phone={order.customer_phone} />

      <OutcomeButtons blocked={blocked} onAct={act} />
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
      <OutcomeForms
        form={form === 'edit' ? null : form}
        order={order}
        send={send}
        onBack={closeForm}
        startRef={formStart}
        confirmRef={confirmWrongNumber}
      />
      {form === 'edit' && (
        <DeskOrderEdit order={order} onClose={closeForm} id={EDIT_FORM_ID} onDirtyChange={onDirtyChange} />
      )}

      <DeskQuickBar
        order={order}
        whatsappMessage={whatsappText(order, templates[primary])}
        blocked={blocked}
        onOutcome={act}
      />
      <DeskLog entries={order.log} now={now} line={orderLogLine} />
    </article>
  );
}

import {
  CANCEL_REASONS,
  CANCEL_REASON_LABELS,
  fromShopPickerValue,
  toShopPickerValue,
  type CallOutcomeInput,
  type CancelReason,
  type DeskOrderDetail,
} from '@vigor/shared';
import { useState, type RefObject } from 'react';
import { OutcomeStep } from './outcome-step';

export type OutcomeForm = 'call_back' | 'canceled' | 'wrong_number';

/**
 * The step of the outcomes that ask before they are logged: a call back asks when, a cancel
 * why, a wrong number (which ends the order) for a yes. The note is kept from one step to another.
 */
export function OutcomeForms({
  form,
  order,
  send,
  onBack,
  startRef,
  confirmRef,
}: {
  form: OutcomeForm | null;
  order: DeskOrderDetail;
  send: (input: CallOutcomeInput) => void;
  onBack: () => void;
  /** The first field of the open step, focused when it opens. */
  startRef: RefObject<(HTMLInputElement & HTMLSelectElement) | null>;
  confirmRef: RefObject<HTMLButtonElement | null>;
}) {
  const [callbackAt, setCallbackAt] = useState('');
  const [reason, setReason] = useState<CancelReason>('changed_mind');
  const [note, setNote] = useState('');
  // The picker starts at the call-back already planned, in shop time, each time its step opens.
  const [shownForm, setShownForm] = useState<OutcomeForm | null>(null);
  if (form !== shownForm) {
    setShownForm(form);
    if (form === 'call_back') setCallbackAt(toShopPickerValue(order.callback_at));
  }

  const noteField = (
    <label>
      Note <input value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
    </label>
  );

  switch (form) {
    case 'call_back':
      return (
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
          onBack={onBack}
        >
          <label>
            Call back at (Casablanca time){' '}
            <input
              ref={startRef}
              type="datetime-local"
              required
              value={callbackAt}
              onChange={(e) => setCallbackAt(e.target.value)}
            />
          </label>
          {noteField}
        </OutcomeStep>
      );
    case 'canceled':
      return (
        <OutcomeStep
          submitLabel="Cancel the order"
          onSubmit={() => send({ outcome: 'canceled', reason, note: note || undefined })}
          onBack={onBack}
        >
          <label>
            Reason{' '}
            <select ref={startRef} value={reason} onChange={(e) => setReason(e.target.value as CancelReason)}>
              {CANCEL_REASONS.map((r) => (
                <option key={r} value={r}>
                  {CANCEL_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
          {noteField}
        </OutcomeStep>
      );
    case 'wrong_number':
      return (
        <OutcomeStep
          label="Wrong number"
          submitLabel="Yes, wrong number"
          submitRef={confirmRef}
          onSubmit={() => send({ outcome: 'wrong_number' })}
          onBack={onBack}
        >
          <p>Mark the number as wrong? The order is canceled and its units go back on sale.</p>
        </OutcomeStep>
      );
    case null:
      return null;
  }
}

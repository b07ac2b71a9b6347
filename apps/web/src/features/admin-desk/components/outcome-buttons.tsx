import { CALL_OUTCOMES, CALL_OUTCOME_LABELS, type CallOutcome } from '@vigor/shared';
import { OUTCOME_KEYS, type DeskAction } from '../lib/desk-keys';

/** One call outcome's button, named by its shared label (and its key where keys work). */
export function OutcomeButton<T extends CallOutcome>({
  outcome,
  blocked,
  withKey,
  onAct,
}: {
  outcome: T;
  blocked: boolean;
  withKey: boolean;
  onAct: (outcome: T) => void;
}) {
  return (
    <button
      type="button"
      className={outcome === 'confirmed' ? 'button' : 'button button--outline'}
      disabled={blocked}
      onClick={() => onAct(outcome)}
    >
      {CALL_OUTCOME_LABELS[outcome]}
      {withKey && ` (${OUTCOME_KEYS[outcome]})`}
    </button>
  );
}

/** One button per call outcome, each named with its key, then Edit. */
export function OutcomeButtons({
  blocked,
  onAct,
}: {
  blocked: boolean;
  onAct: (action: DeskAction) => void;
}) {
  return (
    <div className="bo-panel__buttons" role="group" aria-label="Call outcome">
      {CALL_OUTCOMES.map((outcome) => (
        <OutcomeButton key={outcome} outcome={outcome} blocked={blocked} withKey onAct={onAct} />
      ))}
      <button
        type="button"
        className="button button--outline"
        disabled={blocked}
        onClick={() => onAct('edit')}
      >
        Edit (e)
      </button>
    </div>
  );
}

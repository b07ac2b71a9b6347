import { CALL_OUTCOMES, CALL_OUTCOME_LABELS } from '@vigor/shared';
import { OUTCOME_KEYS, type DeskAction } from '../lib/desk-keys';

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
        <button
          key={outcome}
          type="button"
          className={outcome === 'confirmed' ? 'button' : 'button button--outline'}
          disabled={blocked}
          onClick={() => onAct(outcome)}
        >
          {CALL_OUTCOME_LABELS[outcome]} ({OUTCOME_KEYS[outcome]})
        </button>
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

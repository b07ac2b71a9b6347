import type { DeskQueueItem } from '@vigor/shared';
import { useEffect, type RefObject } from 'react';
import { messageOf } from '../../../lib/api-client';
import { useUndoOutcome } from '../../admin-desk';

/** The outcome the desk offers to take back: its order or lead, its log entry, what the desk said. */
export interface UndoableOutcome {
  kind: DeskQueueItem['kind'];
  id: number;
  eventId: number;
  text: string;
}

/**
 * "Undo" after an outcome, while the desk shows it (the u key presses it through `undoRef`): the server
 * takes the outcome back (an order's through the order workflow), recorded with the agent.
 */
export function UndoOffer({
  outcome,
  undoRef,
  onUndone,
  say,
}: {
  outcome: UndoableOutcome;
  undoRef: RefObject<(() => void) | null>;
  onUndone: (outcome: UndoableOutcome) => void;
  say: (text: string) => void;
}) {
  const undo = useUndoOutcome();
  const run = () => {
    if (undo.isPending) return;
    void undo.mutateAsync(outcome).then(
      () => onUndone(outcome),
      (error: unknown) => say(messageOf(error)),
    );
  };
  useEffect(() => {
    undoRef.current = run;
    return () => {
      undoRef.current = null;
    };
  });
  return (
    <div className="bo-desk__undo" role="group" aria-label="Undo the last outcome">
      <span>{outcome.text}</span>
      <button type="button" className="button button--outline" disabled={undo.isPending} onClick={run}>
        Undo (u)
      </button>
    </div>
  );
}

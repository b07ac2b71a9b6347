import { useEffect, useRef, useState } from 'react';
import type { DeliveryOutcome, OutcomeResult, ScannedCode } from '@vigor/shared';
import { messageOf } from '../../../lib/api-client';
import { useMarkOutcomes } from '../api/shipping';

/** The most ids one request carries (MarkOutcomesInput's limit). */
const MAX_IDS_PER_REQUEST = 500;

/** One scanned code, in scan order, and where it stands. */
export type Scan = ScannedCode & { seq: number; outcome: DeliveryOutcome } & (
    | { state: 'waiting' }
    | { state: 'done'; result: OutcomeResult }
    /** Not an order id: never sent. */
    | { state: 'invalid' }
    /** The request failed (network, server): nothing is known, it can be sent again. */
    | { state: 'unsent'; message: string }
  );

type Settled = Extract<Scan, { state: 'done' | 'unsent' }>;

/**
 * The outcome box's queue: every scan is listed at once, in scan order, and the waiting ones are
 * sent one request at a time, oldest first, so the server moves parcels in the order they were
 * scanned and a scan made while a request is out waits for the next one instead of being lost.
 */
export function useScanQueue() {
  const [scans, setScans] = useState<Scan[]>([]);
  const nextSeq = useRef(0);
  // A ref, not state: the check and the claim must happen in the same effect run.
  const sending = useRef(false);
  // Bumped when a request ends: the effect runs again for the scans that waited meanwhile.
  const [rounds, setRounds] = useState(0);
  const { mutateAsync: markOutcomes } = useMarkOutcomes();

  useEffect(() => {
    if (sending.current) return;
    const waiting = scans.filter((s) => s.state === 'waiting');
    const outcome = waiting[0]?.outcome;
    if (!outcome) return;
    // The oldest waiting scans that share an outcome: a later outcome waits for its turn.
    const cut = waiting.findIndex((s) => s.outcome !== outcome);
    const run = waiting.slice(0, cut === -1 ? undefined : cut).slice(0, MAX_IDS_PER_REQUEST);
    const settle = (state: (scan: Scan, index: number) => Settled) => {
      const bySeq = new Map(run.map((scan, index) => [scan.seq, state(scan, index)]));
      setScans((current) => current.map((scan) => bySeq.get(scan.seq) ?? scan));
    };
    sending.current = true;
    markOutcomes({ outcome, order_ids: run.map((s) => s.id!) })
      .then(({ data }) =>
        // The server answers one result per id, in the order sent.
        settle((scan, index) => {
          const result = data[index];
          return result
            ? { ...scan, state: 'done', result }
            : { ...scan, state: 'unsent', message: 'No answer for this code.' };
        }),
      )
      .catch((error: unknown) => settle((scan) => ({ ...scan, state: 'unsent', message: messageOf(error) })))
      .finally(() => {
        sending.current = false;
        setRounds((n) => n + 1);
      });
  }, [scans, rounds, markOutcomes]);

  return {
    scans,
    /** Queues the codes of one scan (or one paste) with the outcome chosen now. */
    add: (codes: ScannedCode[], outcome: DeliveryOutcome) => {
      const added = codes.map((code): Scan => ({
        ...code,
        seq: nextSeq.current++,
        outcome,
        ...(code.id == null ? { state: 'invalid' } : { state: 'waiting' }),
      }));
      setScans((current) => [...current, ...added]);
    },
    /** Sends the scans whose request failed again, in their place in the queue. */
    retryUnsent: () =>
      setScans((current) =>
        current.map((scan): Scan => (scan.state === 'unsent' ? { ...scan, state: 'waiting' } : scan)),
      ),
  };
}

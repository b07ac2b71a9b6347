import { useState } from 'react';

/**
 * The reason a correction (a move off the workflow) needs, as the server does (400 without one):
 * `confirm` hands the trimmed text on, or marks the field as missing.
 */
export function useReason() {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    reason,
    missing,
    change: (text: string) => {
      setReason(text);
      setMissing(false);
    },
    confirm: (onConfirm: (reason: string) => void) => {
      const trimmed = reason.trim();
      if (trimmed) onConfirm(trimmed);
      else setMissing(true);
    },
  };
}

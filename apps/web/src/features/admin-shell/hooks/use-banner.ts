import { useState } from 'react';
import { messageOf } from '../../../lib/api-client';

/**
 * A tab's dismissible error banner: the last failed operation, else the list query's error
 * (until dismissed; a later failure of the query shows again).
 */
export function useBanner(query: { isError: boolean; error: unknown; errorUpdatedAt: number }) {
  const [operationError, setOperationError] = useState<string | null>(null);
  const [dismissedAt, setDismissedAt] = useState(0);
  const queryError = query.isError && query.errorUpdatedAt !== dismissedAt ? messageOf(query.error) : null;
  return {
    message: operationError ?? queryError,
    report: (message: string) => setOperationError(message),
    clear: () => setOperationError(null),
    dismiss: () => {
      setOperationError(null);
      setDismissedAt(query.errorUpdatedAt);
    },
  };
}

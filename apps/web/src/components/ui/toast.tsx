import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../lib/i18n';

export interface ToastMessage {
  id: number;
  text: string;
  kind: 'success' | 'error';
}

/** Toast state with its lifetime: 8 s on cart and quick order, 5 s on the product page. */
export function useToast(durationMs: number) {
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const show = useCallback((text: string, kind: ToastMessage['kind'] = 'success') => {
    setToast({ id: Date.now() + Math.random(), text, kind });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), durationMs);
    return () => clearTimeout(timer);
  }, [toast, durationMs]);
  return { toast, show, dismiss };
}

/** Green for success, red for errors, closable; announced to screen readers. */
export function Toast({ toast, onDismiss }: { toast: ToastMessage | null; onDismiss: () => void }) {
  const t = useT();
  return (
    <div className="toast-region" aria-live="polite">
      {toast && (
        <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <span>{toast.text}</span>
          <button
            type="button"
            className="toast__close"
            onClick={onDismiss}
            aria-label={t.ui.closeNotification}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

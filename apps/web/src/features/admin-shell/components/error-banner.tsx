interface ErrorBannerProps {
  /** What failed, e.g. "Orders". */
  label: string;
  message: string | null;
  onDismiss: () => void;
}

/** A dismissible error banner (one per tab: orders, products, messages). */
export function ErrorBanner({ label, message, onDismiss }: ErrorBannerProps) {
  if (!message) return null;
  return (
    <div className="alert bo-banner" role="alert">
      <p>
        <strong>{label}:</strong> {message}
      </p>
      <button
        type="button"
        className="bo-banner__close"
        onClick={onDismiss}
        aria-label={`Dismiss ${label.toLowerCase()} error`}
      >
        ×
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';

/** A link that opens in a new tab, and says so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{useT().ui.newTab}</span>
    </a>
  );
}

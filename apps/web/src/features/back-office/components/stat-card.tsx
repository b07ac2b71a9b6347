import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  /** null while loading or when it could not be read. */
  value: ReactNode;
  icon: string;
  /** What the figure counts, under it. */
  definition?: string;
}

export function StatCard({ label, value, icon, definition }: StatCardProps) {
  return (
    <div className="bo-stat">
      <span className="bo-stat__icon" aria-hidden="true">
        {icon}
      </span>
      <dt className="bo-stat__label">{label}</dt>
      <dd className="bo-stat__value">{value ?? '—'}</dd>
      {definition && <dd className="bo-stat__definition">{definition}</dd>}
    </div>
  );
}

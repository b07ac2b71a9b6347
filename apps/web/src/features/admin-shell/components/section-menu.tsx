export interface MenuSection {
  /** The id of the element the link scrolls to. */
  id: string;
  /** The section's heading, word for word. */
  title: string;
}

/**
 * Links to the sections of a long back-office page, so a phone reaches the last one without
 * scrolling past all the others. Plain in-page links: the browser scrolls, and Back returns.
 */
export function SectionMenu({ label, sections }: { label: string; sections: readonly MenuSection[] }) {
  return (
    <nav className="bo-section-menu" aria-label={label}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { NavLink } from '@tp/web-kit/nav-link';
import { isCurrent, type NavEntry } from './nav-model';
import { NavDropdown } from './nav-dropdown';

interface Where {
  pathname: string;
  hash: string;
}

function EntryLink({ entry, where }: { entry: Extract<NavEntry, { kind: 'link' }>; where: Where }) {
  const current = isCurrent(entry.to, where.pathname, where.hash);
  return (
    <NavLink to={entry.to} className="tp-nav-item" aria-current={current ? 'page' : undefined}>
      {entry.label}
    </NavLink>
  );
}

/** Header entries as list items: links, dropdowns of links, and actions (Logout). */
export function NavEntries({ entries, where }: { entries: NavEntry[]; where: Where }) {
  return (
    <>
      {entries.map((entry) => (
        <li key={entry.kind === 'link' ? entry.to : entry.kind === 'dropdown' ? entry.id : entry.label} className="tp-nav-entry">
          {entry.kind === 'link' ? <EntryLink entry={entry} where={where} /> : null}
          {entry.kind === 'action' ? (
            <button type="button" className="tp-nav-item" data-nav-action onClick={entry.run}>
              {entry.label}
            </button>
          ) : null}
          {entry.kind === 'dropdown' ? (
            <NavDropdown label={entry.label} testId={`nav-${entry.id}`}>
              <NavEntries entries={entry.children} where={where} />
            </NavDropdown>
          ) : null}
        </li>
      ))}
    </>
  );
}

'use client';

import { Icon } from '@/components/ui/icon';
import type { AppRoute } from '@/lib/i18n/pathnames';
import { NavLink } from './nav-link';
import { Submenu } from './submenu';
import styles from './main-menu.module.css';

/** A menu link as the server resolved it (main-menu.tsx): its address in the page's language and the route it names. */
export type MenuEntryLink = {
  id: string;
  title: string;
  href: string;
  route: AppRoute;
  params?: Record<string, string>;
};

/** A top-level entry; `toggleLabel` names the disclosure button of an entry with children. */
export type MenuEntry = MenuEntryLink & { children: MenuEntryLink[]; toggleLabel?: string };

function EntryLink({ entry, className }: { entry: MenuEntryLink; className?: string }) {
  return (
    <NavLink
      href={entry.href}
      route={entry.route}
      {...(entry.params ? { params: entry.params } : {})}
      className={className}
    >
      {entry.title}
    </NavLink>
  );
}

/**
 * The configured menu, drawn from one data list that the header's bar and the phone drawer share
 * (the page's payload carries the list once, not each link's element tree twice). In the bar a
 * child list opens from a disclosure button; in the drawer every level is shown at once, which is
 * easier on a phone.
 */
export function MainMenuView({
  entries,
  label,
  variant,
}: {
  entries: MenuEntry[];
  label: string;
  variant: 'bar' | 'drawer';
}) {
  return (
    <nav aria-label={label} className={variant === 'bar' ? styles.bar : styles.drawer}>
      <ul className={styles.list}>
        {entries.map((entry) => {
          const link = <EntryLink entry={entry} className={styles.link} />;
          const children = entry.children.length > 0 && (
            <ul className={styles.childList}>
              {entry.children.map((child) => (
                <li key={child.id}>
                  <EntryLink entry={child} className={styles.childLink} />
                </li>
              ))}
            </ul>
          );
          return (
            <li key={entry.id} className={styles.item}>
              {children && variant === 'bar' ? (
                <Submenu
                  toggleLabel={entry.toggleLabel ?? entry.title}
                  trigger={link}
                  icon={<Icon name="chevron-down" size={16} />}
                >
                  {children}
                </Submenu>
              ) : (
                <>
                  {link}
                  {children}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

'use client';

import { Icon, type IconName } from '@/components/ui/icon';
import styles from './top-bar.module.css';

/**
 * A top-bar link as the server resolved it (top-bar.tsx): its address in the page's language,
 * whether it opens in a new tab, its icon and words. `iconOnly`: a social link, whose name is
 * read by screen readers only.
 */
export type TopBarLink = {
  id: string;
  href: string;
  external?: true;
  icon: IconName;
  colour: string;
  label: string;
  iconOnly?: true;
};

/**
 * One list of top-bar links, drawn from those few fields: the page's payload carries them, not
 * each link's element tree, and the list is in every page twice (top bar and phone drawer).
 */
export function TopBarLinksView({
  links,
  label,
  newTabLabel,
}: {
  links: TopBarLink[];
  /** The list's name, when it is not inside a navigation landmark that names it. */
  label?: string;
  newTabLabel: string;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {links.map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            className={styles.link}
            {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            <span className={styles.icon} style={{ color: link.colour }}>
              <Icon name={link.icon} size={link.iconOnly ? 18 : 15} />
            </span>
            <span className={link.iconOnly ? 'visually-hidden' : undefined}>{link.label}</span>
            {link.external && <span className="visually-hidden">{` (${newTabLabel})`}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}

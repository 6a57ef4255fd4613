import type { ReactNode } from 'react';
import type { MenuLink } from '@/lib/content/menu';
import { localizedHref, type RouteHref } from '@/lib/i18n/href';
import type { Locale } from '@/lib/i18n/locales';
import { NavLink } from './nav-link';
import { Submenu } from './submenu';
import styles from './main-menu.module.css';

/** A menu link's address in the page's language (written here, on the server) and the route it names. */
function linkProps(locale: Locale, href: RouteHref) {
  return {
    href: localizedHref(locale, href),
    route: href.pathname,
    // absent rather than undefined: an undefined prop still travels in the page's payload
    ...('params' in href ? { params: href.params } : {}),
  };
}

/**
 * The configured menu. In the header a child list opens from a disclosure button; in the drawer
 * every level is shown at once, which is easier on a phone.
 */
export function MainMenu({
  locale,
  items,
  label,
  variant,
  submenuLabel,
  submenuIcon,
}: {
  locale: Locale;
  items: MenuLink[];
  label: string;
  variant: 'bar' | 'drawer';
  submenuLabel: (title: string) => string;
  /** The chevron of a submenu's button, drawn on the server. */
  submenuIcon: ReactNode;
}) {
  return (
    <nav aria-label={label} className={variant === 'bar' ? styles.bar : styles.drawer}>
      <ul className={styles.list}>
        {items.map((item) => {
          const link = (
            <NavLink {...linkProps(locale, item.href)} className={styles.link}>
              {item.title}
            </NavLink>
          );
          const children = item.children.length > 0 && (
            <ul className={styles.childList}>
              {item.children.map((child) => (
                <li key={child.id}>
                  <NavLink {...linkProps(locale, child.href)} className={styles.childLink}>
                    {child.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          );
          return (
            <li key={item.id} className={styles.item}>
              {children && variant === 'bar' ? (
                <Submenu toggleLabel={submenuLabel(item.title)} trigger={link} icon={submenuIcon}>
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

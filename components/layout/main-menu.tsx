import type { MenuLink } from '@/lib/content/menu';
import { NavLink } from './nav-link';
import { Submenu } from './submenu';
import styles from './main-menu.module.css';

/**
 * The configured menu. In the header a child list opens from a disclosure button; in the drawer
 * every level is shown at once, which is easier on a phone.
 */
export function MainMenu({
  items,
  label,
  variant,
  submenuLabel,
}: {
  items: MenuLink[];
  label: string;
  variant: 'bar' | 'drawer';
  submenuLabel: (title: string) => string;
}) {
  return (
    <nav aria-label={label} className={variant === 'bar' ? styles.bar : styles.drawer}>
      <ul className={styles.list}>
        {items.map((item) => {
          const link = (
            <NavLink href={item.href} className={styles.link}>
              {item.title}
            </NavLink>
          );
          const children = item.children.length > 0 && (
            <ul className={styles.childList}>
              {item.children.map((child) => (
                <li key={child.id}>
                  <NavLink href={child.href} className={styles.childLink}>
                    {child.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          );
          return (
            <li key={item.id} className={styles.item}>
              {children && variant === 'bar' ? (
                <Submenu toggleLabel={submenuLabel(item.title)} trigger={link}>
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

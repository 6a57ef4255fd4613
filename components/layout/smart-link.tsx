import type { ReactNode } from 'react';
import { LocaleLink } from '@/components/ui/locale-link';
import { isStaticRoute } from '@/lib/i18n/pathnames';

/**
 * A configured link: an internal route goes through the localized path table; tel:, mailto: and
 * external links stay plain anchors (external ones open in a new tab and say so).
 */
export function SmartLink({
  link,
  className,
  newTabLabel,
  children,
}: {
  link: string;
  className?: string;
  newTabLabel: string;
  children: ReactNode;
}) {
  // the configuration allows only routes without params here (lib/content/schema.ts › linkSchema)
  if (isStaticRoute(link)) {
    return (
      <LocaleLink href={link} className={className}>
        {children}
      </LocaleLink>
    );
  }
  if (link.startsWith('https://')) {
    return (
      <a href={link} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> ({newTabLabel})</span>
      </a>
    );
  }
  return (
    <a href={link} className={className}>
      {children}
    </a>
  );
}

import { Clock, Mail, MapPin, Phone, User, type LucideProps } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import type { IconName } from '@/lib/content/schema';

type IconComponent =
  ComponentType<LucideProps> | ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** Brand marks (lucide ships none): simple single-path glyphs on a 24 px grid. */
function brandIcon(path: string): ComponentType<SVGProps<SVGSVGElement> & { size?: number }> {
  function BrandIcon({ size = 24, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" {...props}>
        <path d={path} />
      </svg>
    );
  }
  return BrandIcon;
}

const Facebook = brandIcon(
  'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9z',
);
const Instagram = brandIcon(
  'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm5.9-7.8a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM21 8.3c-.1-1.5-.4-2.8-1.5-3.8S17.2 3.1 15.7 3c-1.5-.1-5.9-.1-7.4 0-1.5.1-2.8.4-3.8 1.5S3.1 6.8 3 8.3c-.1 1.5-.1 5.9 0 7.4.1 1.5.4 2.8 1.5 3.8s2.3 1.4 3.8 1.5c1.5.1 5.9.1 7.4 0 1.5-.1 2.8-.4 3.8-1.5s1.4-2.3 1.5-3.8c.1-1.5.1-5.9 0-7.4zm-2 9.4c-.3.8-1 1.5-1.8 1.8-1.3.5-4.3.4-5.2.4s-3.9.1-5.2-.4c-.8-.3-1.5-1-1.8-1.8-.5-1.3-.4-4.3-.4-5.7s-.1-4.4.4-5.7c.3-.8 1-1.5 1.8-1.8 1.3-.5 4.3-.4 5.2-.4s3.9-.1 5.2.4c.8.3 1.5 1 1.8 1.8.5 1.3.4 4.3.4 5.7s.1 4.4-.4 5.7z',
);
const Linkedin = brandIcon(
  'M6.9 21H3.4V9h3.5v12zM5.1 7.4a2 2 0 1 1 0-4.1 2 2 0 0 1 0 4.1zM21 21h-3.5v-5.8c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1V21H9.8V9h3.3v1.6h.1c.5-.9 1.6-1.9 3.3-1.9 3.5 0 4.2 2.3 4.2 5.3V21z',
);
const Youtube = brandIcon(
  'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z',
);

const ICONS: Record<IconName, IconComponent> = {
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  clock: Clock,
  user: User,
  facebook: Facebook,
  instagram: Instagram,
  linkedin: Linkedin,
  youtube: Youtube,
};

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" size={size} />;
}

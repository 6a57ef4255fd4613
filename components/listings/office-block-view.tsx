'use client';

import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './office-block.module.css';

/** The office block's texts and links, resolved on the server (office-block.tsx). */
export type OfficeBlockData = {
  headingId: string;
  title: string;
  name: string;
  address: string;
  phone: { label: string; href: string; text: string };
  email: { label: string; address: string };
  hours: { label: string; text: string };
};

/**
 * The office of a listing drawn from those texts: the page's payload carries them, not the
 * block's element tree (issue 32 › 2). The photo comes drawn (a server-rendered picture).
 */
export function OfficeBlockView({
  headingId,
  title,
  name,
  address,
  phone,
  email,
  hours,
  photo,
}: OfficeBlockData & { photo: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className={styles.office} data-testid="office-block">
      <h2 id={headingId}>{title}</h2>
      <div className={styles.body}>
        {photo}
        <address className={styles.lines}>
          <strong>{name}</strong>
          <span>{address}</span>
          <span>
            {`${phone.label}: `}
            <a href={phone.href} className="nowrap">
              {phone.text}
            </a>
          </span>
          <span>
            {`${email.label}: `}
            <a href={`mailto:${email.address}`}>{email.address}</a>
          </span>
        </address>
      </div>
      <p className={styles.hours}>
        <Icon name="clock" size={16} />
        <span>
          <span className="visually-hidden">{`${hours.label}: `}</span>
          {hours.text}
        </span>
      </p>
    </section>
  );
}

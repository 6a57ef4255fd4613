'use client';

import { Icon } from '@/components/ui/icon';
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={() => window.print()}
      data-print="hide"
    >
      <Icon name="printer" size={18} />
      {label}
    </button>
  );
}

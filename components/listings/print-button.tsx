'use client';

import { Printer } from 'lucide-react';

export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="button button-primary"
      onClick={() => window.print()}
      data-print="hide"
    >
      <Printer aria-hidden="true" size={18} />
      {label}
    </button>
  );
}

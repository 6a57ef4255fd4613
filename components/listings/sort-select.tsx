'use client';

import type { ChangeEvent } from 'react';

/** The sort select: choosing an order submits its form at once (without JavaScript, its button does). */
export function SortSelect({
  id,
  value,
  options,
}: {
  id: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  const submit = (event: ChangeEvent<HTMLSelectElement>) =>
    event.currentTarget.form?.requestSubmit();
  return (
    <select id={id} name="sort" defaultValue={value} onChange={submit}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

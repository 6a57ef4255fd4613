import type { ReactNode } from 'react';

/** The smallest page Next.js 16 serves: the baseline `npm run bench:lighthouse` measures next to the site. */
export const metadata = { title: 'Baseline', description: 'A bare Next.js page, the benchmark’s baseline.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

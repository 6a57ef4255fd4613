// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Logo } from '@/components/layout/logo';
import { MobileDrawer } from '@/components/layout/mobile-drawer';

vi.mock('next/navigation', () => ({ usePathname: () => '/fr/' }));

beforeAll(() => {
  // jsdom has <dialog> without its modal methods
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('the phone drawer (issue 32: the header’s menu once in the document)', () => {
  it('draws its content when first opened, and keeps it after closing', () => {
    render(
      <MobileDrawer openLabel="Open the menu" openText="Menu" closeLabel="Close the menu">
        <a href="/fr/a-vendre/">À vendre</a>
      </MobileDrawer>,
    );
    expect(screen.queryByText('À vendre')).toBeNull();
    const open = screen.getByTestId('drawer-open');
    expect(open.querySelector('use')?.getAttribute('href')).toMatch(/#menu$/);
    fireEvent.click(open);
    expect(screen.getByText('À vendre')).toBeInTheDocument();
    expect(screen.getByTestId('drawer-close').querySelector('use')?.getAttribute('href')).toMatch(
      /#x$/,
    );
    fireEvent.click(screen.getByTestId('drawer-close'));
    expect(screen.getByText('À vendre')).toBeInTheDocument();
  });
});

describe('the logo', () => {
  it('is a client component (its drawing stays out of the payload) with its name as live text', () => {
    const source = readFileSync('components/layout/logo.tsx', 'utf8');
    expect(source.startsWith("'use client';")).toBe(true);
    const { container } = render(<Logo name="Horizon Immo" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container).toHaveTextContent('Horizon Immo');
  });
});

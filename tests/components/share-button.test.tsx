// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '@/components/listings/share-button';
import { pageIdleAtOnce } from '../support/page-idle';

const texts = { label: 'Share', copied: 'Link copied', failed: 'Copy it yourself' };
const url = 'https://site.example/en/for-sale/gent/huis/4101/';

function button() {
  return (
    <ShareButton url={url} title="House" texts={texts}>
      ↗
    </ShareButton>
  );
}

beforeEach(() => pageIdleAtOnce());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareButton', { timeout: 20_000 }, () => {
  it('renders only its empty slot on the server, so that there is no dead button without JavaScript', () => {
    expect(renderToString(button())).toMatch(/^<span( class="[^"]*")?><\/span>$/);
  });

  it('opens the system share sheet with the page’s title and address where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(button());
    await act(async () => fireEvent.click(screen.getByTestId('share')));
    expect(share).toHaveBeenCalledWith({ title: 'House', url });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the address and says so where the browser cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(button());
    await act(async () => fireEvent.click(screen.getByTestId('share')));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toBe('Link copied');
  });

  it('says how to copy the link when the clipboard refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(button());
    await act(async () => fireEvent.click(screen.getByTestId('share')));
    expect(screen.getByRole('status').textContent).toBe('Copy it yourself');
  });
});

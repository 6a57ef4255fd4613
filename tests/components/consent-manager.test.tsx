// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConsentManager } from '@/components/consent/consent-manager';
import { CONSENT_COOKIES, OPTIONS, type TagIds } from '@/lib/consent/consent';
import { resetConsentTextsForTests } from '@/lib/consent/load-texts';
import { resetTagsForTests } from '@/lib/consent/tags';
import messages from '@/messages/en.json';
import { pageIdleAtOnce } from '../support/page-idle';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/' }));

const IDS: TagIds = {
  analyticsId: 'G-TEST123',
  adsId: 'AW-123456',
  tagManagerId: 'GTM-ABC12',
  socialPixelId: '1234567890',
};
const NONE: TagIds = { analyticsId: '', adsId: '', tagManagerId: '', socialPixelId: '' };

// the texts as the layout translates them on the server
const { options, ...fixed } = messages.Consent;
const TEXTS = {
  ...fixed,
  options: Object.fromEntries(OPTIONS.map((option) => [option, options[option]])) as typeof options,
};

const TEXTS_URL = '/api/consent-texts/en/';
/** The addresses the manager fetched, and what the stand-in answers them. */
let fetched: string[] = [];
let answer: () => Response = () => Response.json(TEXTS);

function renderManager(tags: TagIds) {
  return render(<ConsentManager tags={tags} textsUrl={TEXTS_URL} />);
}

/** The manager of a first visit, once its dialog is there (its texts fetched). */
async function shownManager(tags: TagIds) {
  const view = renderManager(tags);
  await screen.findByRole('dialog', { name: messages.Consent.title });
  return view;
}

const scriptSources = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.src);
/** What the page told the Google tag, as [command, …arguments] lists. */
const dataLayer = () =>
  (window.dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );

beforeEach(() => {
  pageIdleAtOnce();
  resetConsentTextsForTests();
  fetched = [];
  answer = () => Response.json(TEXTS);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      return answer();
    }),
  );
  for (const name of CONSENT_COOKIES) document.cookie = `${name}=; Path=/; Max-Age=0`;
  document.head.innerHTML = '';
  delete window.dataLayer;
  delete window.gtag;
  delete window.fbq;
  delete window._fbq;
  resetTagsForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ConsentManager and the tags', () => {
  it('loads nothing and tells no tag anything before a choice', async () => {
    await shownManager(IDS);
    expect(fetched).toEqual([TEXTS_URL]);
    expect(scriptSources()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
  });

  it('with ids and consent to all: Consent Mode denied by default (500 ms wait), updated, the tags load and a page view is sent', async () => {
    await shownManager(IDS);
    fireEvent.click(screen.getByRole('button', { name: messages.Consent.acceptAll }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sources = scriptSources();
    expect(sources).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    expect(sources).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-ABC12');
    expect(sources).toContain('https://connect.facebook.net/en_US/fbevents.js');
    const commands = dataLayer();
    expect(commands[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ]);
    expect(commands[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ]);
    expect(commands).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
    expect(commands).toContainEqual(['config', 'AW-123456', { send_page_view: false }]);
    expect(
      commands.filter(
        (command) => Array.isArray(command) && command[0] === 'event' && command[1] === 'page_view',
      ),
    ).toHaveLength(1);
    expect(document.cookie).toContain('consent_analytics_storage=granted');
  });

  it('with ids but only analytics chosen: only the analytics tag (and the tag manager) load, advertising stays off', async () => {
    await shownManager(IDS);
    fireEvent.click(screen.getByRole('button', { name: messages.Consent.settings }));
    fireEvent.click(
      screen.getByRole('checkbox', { name: new RegExp(messages.Consent.options.analytics.title) }),
    );
    fireEvent.click(screen.getByRole('button', { name: messages.Consent.save }));
    expect(scriptSources().sort()).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC12',
    ]);
    expect(dataLayer()[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(window.fbq).toBeUndefined();
  });

  it('with ids and everything declined: no tag loads', async () => {
    await shownManager(IDS);
    fireEvent.click(screen.getByRole('button', { name: messages.Consent.declineAll }));
    expect(scriptSources()).toEqual([]);
    expect(dataLayer()[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
  });

  it('applies a stored choice on the next page without asking again', () => {
    document.cookie = 'consent=1; Path=/';
    for (const [name, value] of [
      ['consent_analytics_storage', 'granted'],
      ['consent_ad_storage', 'denied'],
      ['consent_ad_user_data', 'denied'],
      ['consent_ad_personalization', 'denied'],
    ])
      document.cookie = `${name}=${value}; Path=/`;
    renderManager(IDS);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetched).toEqual([]); // no dialog: its texts are not fetched
    expect(scriptSources()).toContain('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
  });

  it('without ids: the choice is stored, and nothing is loaded or pushed', async () => {
    await shownManager(NONE);
    fireEvent.click(screen.getByRole('button', { name: messages.Consent.acceptAll }));
    expect(scriptSources()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(document.cookie).toContain('consent=1');
  });

  it('reopens with the stored choice when the footer asks', async () => {
    await shownManager(NONE);
    fireEvent.click(screen.getByRole('button', { name: messages.Consent.declineAll }));
    act(() => {
      window.dispatchEvent(new Event('horizon:cookie-settings'));
    });
    expect(
      await screen.findByRole('checkbox', {
        name: new RegExp(messages.Consent.options.essential.title),
      }),
    ).toBeChecked();
    expect(screen.getByRole('dialog')).toHaveFocus();
    expect(fetched).toEqual([TEXTS_URL]); // fetched once for the page
    expect(
      screen.getByRole('checkbox', { name: new RegExp(messages.Consent.options.analytics.title) }),
    ).not.toBeChecked();
  });

  it('shows no dialog while its texts cannot be had, and fetches them again when asked again', async () => {
    answer = () => new Response('<h1>Bad gateway</h1>', { status: 502 });
    renderManager(NONE);
    await waitFor(() => expect(fetched).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer = () => Response.json({ title: 'Cookies' }); // an answer without every text
    act(() => {
      window.dispatchEvent(new Event('horizon:cookie-settings'));
    });
    await waitFor(() => expect(fetched).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer = () => Response.json(TEXTS);
    act(() => {
      window.dispatchEvent(new Event('horizon:cookie-settings'));
    });
    expect(await screen.findByRole('dialog', { name: messages.Consent.title })).toHaveFocus();
    expect(fetched).toEqual([TEXTS_URL, TEXTS_URL, TEXTS_URL]);
  });
});

// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { SearchBox } from '@/components/home/search-box';
import type { SearchBoxOption } from '@/lib/search-box/options';
import messages from '@/messages/en.json';

// the texts come translated from the server, as the home page writes them
const t = createTranslator({ locale: 'en', messages, namespace: 'Listing.searchBox' });
const texts = messages.Listing.searchBox;

const options: SearchBoxOption[] = [
  {
    id: 'type-1-sale',
    group: 'types',
    label: 'Apartment',
    goal: 'sale',
    count: 12,
    countLabel: t('count', { count: 12 }),
    href: '/en/for-sale/?type=1',
  },
  {
    id: 'type-1-rent',
    group: 'types',
    label: 'Apartment',
    goal: 'rent',
    count: 0,
    countLabel: t('count', { count: 0 }),
    href: null,
  },
];

function renderBox(props: { showButton: boolean; showCounts: boolean }) {
  return render(
    <SearchBox
      locale="en"
      initialRows={{ options, announcement: t('results', { count: 1 }) }}
      texts={texts}
      icon={null}
      action="/en/for-sale/"
      {...props}
    />,
  );
}

describe('SearchBox configuration', () => {
  it('shows counts and the button when configured', () => {
    renderBox({ showButton: true, showCounts: true });
    fireEvent.focus(screen.getByRole('combobox'));
    expect(
      screen.getByRole('button', { name: messages.Listing.searchBox.button }),
    ).toBeInTheDocument();
    const [sale, rent] = screen.getAllByRole('option');
    expect(sale).toHaveTextContent('12');
    expect(sale).toHaveAttribute('href', '/en/for-sale/?type=1');
    expect(rent).toHaveAttribute('aria-disabled', 'true');
    expect(rent).toHaveTextContent('none found');
  });

  it('leaves counts and the button out when not configured, and still greys out empty rows', () => {
    renderBox({ showButton: false, showCounts: false });
    fireEvent.focus(screen.getByRole('combobox'));
    expect(screen.queryByRole('button')).toBeNull();
    const [sale, rent] = screen.getAllByRole('option');
    expect(sale).not.toHaveTextContent('12');
    expect(rent).not.toHaveTextContent('none found');
    expect(rent).toHaveAttribute('aria-disabled', 'true');
  });

  it('draws its rows when the panel first opens, not before, and keeps them once drawn', () => {
    const { container } = renderBox({ showButton: true, showCounts: true });
    const rows = () => container.querySelectorAll('[role="option"]');
    expect(rows()).toHaveLength(0);
    expect(screen.getByTestId('search-box-panel')).not.toBeVisible();
    // the listbox the combobox names is there from the start
    const input = screen.getByRole('combobox');
    expect(
      container.querySelector(`#${CSS.escape(input.getAttribute('aria-controls')!)}`),
    ).not.toBeNull();
    fireEvent.focus(input);
    expect(rows()).toHaveLength(2);
    fireEvent.blur(input);
    expect(screen.getByTestId('search-box-panel')).not.toBeVisible();
    expect(rows()).toHaveLength(2);
  });

  it('points aria-activedescendant at the row the arrow keys reach', () => {
    renderBox({ showButton: true, showCounts: true });
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const [sale] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', sale!.id);
    expect(sale).toHaveAttribute('aria-selected', 'true');
  });
});

describe('SearchBox words row', () => {
  it('puts a row that searches the typed words above the groups, first for the arrow keys, and names it to screen readers', () => {
    // as the home page passes it: formatted on the server with its placeholder kept
    render(
      <SearchBox
        locale="en"
        initialRows={{ options, announcement: t('results', { count: 1 }) }}
        texts={{ ...texts, wordsRow: t('wordsRow', { words: '{words}' }) }}
        icon={null}
        action="/en/for-sale/"
        showButton
        showCounts
      />,
    );
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('name', 'words');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'house near Ghent' } });
    const [words] = screen.getAllByRole('option');
    expect(words).toHaveTextContent('“house near Ghent”');
    expect(words).toHaveAttribute('href', '/en/for-sale/?words=house+near+Ghent');
    expect(screen.getByRole('group', { name: texts.words })).toContainElement(words!);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', words!.id);
  });

  it('tells screen readers that Enter searches the words typed', async () => {
    renderBox({ showButton: true, showCounts: true });
    const input = screen.getByRole('combobox');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'maison' } });
    await waitFor(() =>
      expect(screen.getByTestId('search-box-status')).toHaveTextContent(texts.wordsHint),
    );
  });
});

'use client';

import Image from 'next/image';
import NextLink from 'next/link';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { SEARCH_BOX_GROUPS, nextEnabledOption, type SearchBoxOption } from '@/lib/search-box/options';
import styles from './search-box.module.css';

const INPUT_DELAY_MS = 150;

type Props = {
  /** The rows for an empty input (every type), rendered with the page. */
  initialOptions: SearchBoxOption[];
  /** Where the form goes without JavaScript: the for-sale list, searched by keyword. */
  action: string;
  showButton: boolean;
  showCounts: boolean;
};

/**
 * The §2 home search box, an ARIA 1.2 combobox: focus opens the panel, blur closes it, the button
 * toggles it; arrow keys move through the rows that can be chosen, Enter follows the active row
 * (or submits a keyword search), Escape closes the panel and then clears the input. The number
 * of suggestions is announced politely.
 */
export function SearchBox({ initialOptions, action, showButton, showCounts }: Props) {
  const t = useTranslations('Listing.searchBox');
  const locale = useLocale();
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [fetched, setFetched] = useState<{ query: string; options: SearchBoxOption[] } | null>(null);
  const query = input.trim();
  // the empty input's rows at once; others as the server answers (the last answer meanwhile)
  const options = query === '' ? initialOptions : (fetched?.options ?? initialOptions);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/search-box?${new URLSearchParams({ locale, q: query })}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ options: SearchBoxOption[] }>) : Promise.reject(new Error(String(response.status)))))
        .then((body) => {
          setFetched({ query, options: body.options });
          setActive(-1);
        })
        .catch(() => {
          // aborted, or offline: keep the rows shown; Enter still searches by keyword
        });
    }, INPUT_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  const selectable = options.filter((option) => option.href !== null).length;
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setAnnouncement(t('results', { count: selectable })), 400);
    return () => window.clearTimeout(timer);
  }, [open, options, selectable, t]);

  const groups = useMemo(
    () =>
      SEARCH_BOX_GROUPS.map((group) => ({ group, rows: options.map((option, index) => ({ option, index })).filter(({ option }) => option.group === group) })).filter(
        ({ rows }) => rows.length > 0,
      ),
    [options],
  );

  const optionId = (option: SearchBoxOption) => `${baseId}-${option.id}`;
  const activeOption = open && active >= 0 ? options[active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((current) => nextEnabledOption(options, open ? current : -1, event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (input !== '') {
        event.preventDefault();
        setInput('');
      }
    } else if (event.key === 'Enter' && activeOption?.href) {
      event.preventDefault();
      setOpen(false);
      router.push(activeOption.href);
    }
  };

  const toggle = () => {
    if (open) {
      setOpen(false);
      setActive(-1);
    } else {
      setOpen(true);
      inputRef.current?.focus();
    }
  };

  const groupLabel = { types: t('types'), cities: t('cities'), properties: t('properties') };

  return (
    <form className={styles.box} action={action} method="get" role="search" aria-label={t('label')}>
      <div className={styles.field}>
        <Search aria-hidden="true" size={20} className={styles.icon} />
        <input
          ref={inputRef}
          className={styles.input}
          type="text"
          name="q"
          value={input}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder={t('placeholder')}
          aria-label={t('label')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          onChange={(event) => {
            setInput(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          data-testid="search-box-input"
        />
        {showButton && (
          <button
            type="button"
            className={styles.button}
            aria-expanded={open}
            aria-controls={listboxId}
            // keeps the focus in the input, so a click toggles instead of blurring first
            onMouseDown={(event) => event.preventDefault()}
            onClick={toggle}
            data-testid="search-box-button"
          >
            {t('button')}
          </button>
        )}
      </div>
      <div
        className={styles.panel}
        hidden={!open}
        // a click on a row must not blur the input before the row is followed
        onMouseDown={(event) => event.preventDefault()}
        data-testid="search-box-panel"
      >
        {groups.length === 0 && <p className={styles.empty}>{t('noMatch')}</p>}
        <div id={listboxId} role="listbox" aria-label={t('label')} hidden={groups.length === 0}>
        {groups.map(({ group, rows }) => (
          <div key={group} role="group" aria-labelledby={`${baseId}-${group}`} className={styles.group} data-group={group}>
            <div id={`${baseId}-${group}`} role="presentation" className={styles.groupLabel}>
              {groupLabel[group]}
            </div>
            {rows.map(({ option, index }) => {
              const common = {
                id: optionId(option),
                role: 'option' as const,
                'aria-selected': index === active,
                className: `${styles.option} ${index === active ? styles.active : ''}`,
                'data-testid': 'search-box-option',
                'data-option': option.id,
                onMouseEnter: () => option.href && setActive(index),
              };
              const content =
                option.group === 'properties' ? (
                  <>
                    <Image src={option.thumbnail} alt="" width={60} height={60} className={styles.thumbnail} />
                    <span className={styles.text}>
                      <span className={styles.description}>{option.description}</span>
                      <span className={styles.reference}>{option.reference}</span>
                    </span>
                  </>
                ) : (
                  <>
                    <span className={styles.text}>
                      <span className={styles.label}>{option.label}</span>
                      <span className={styles.goal}>{option.goal === 'sale' ? t('forSale') : t('forRent')}</span>
                    </span>
                    {showCounts && <span className={styles.count}>{t('count', { count: option.count })}</span>}
                  </>
                );
              return option.href ? (
                <NextLink key={option.id} href={option.href} prefetch={false} tabIndex={-1} {...common}>
                  {content}
                </NextLink>
              ) : (
                <div key={option.id} aria-disabled="true" {...common} data-disabled="true">
                  {content}
                </div>
              );
            })}
          </div>
        ))}
        </div>
      </div>
      <p className="visually-hidden" role="status" data-testid="search-box-status">
        {announcement}
      </p>
    </form>
  );
}

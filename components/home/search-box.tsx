'use client';

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  SEARCH_BOX_GROUPS,
  nextEnabledOption,
  wordsOption,
  type SearchBoxOption,
  type SearchBoxRows,
} from '@/lib/search-box/options';
import styles from './search-box.module.css';

const INPUT_DELAY_MS = 150;

/** The search box's fixed texts (messages › Listing.searchBox), translated on the server. */
export type SearchBoxTexts = {
  label: string;
  /** What can be typed, shown above the field: a placeholder cut on a phone said it by halves. */
  hint: string;
  /** Short enough for a 360 px phone in every language (e2e/phone-layout.spec.ts). */
  placeholder: string;
  button: string;
  types: string;
  cities: string;
  properties: string;
  forSale: string;
  forRent: string;
  noMatch: string;
  /** The label of the "search these words" row, and the row itself ("“{words}”"). */
  words: string;
  wordsRow: string;
  /** Told to screen readers while words are typed: Enter searches them. */
  wordsHint: string;
};

type Props = {
  locale: string;
  /** The rows for an empty input (every type), rendered with the page. */
  initialRows: SearchBoxRows;
  texts: SearchBoxTexts;
  /** The field's magnifier, drawn on the server. */
  icon: ReactNode;
  /** Where the form goes (Enter, or without JavaScript): the for-sale list with `words`, which the server parses. */
  action: string;
  showButton: boolean;
  showCounts: boolean;
};

/**
 * The home search box, an ARIA 1.2 combobox: focus opens the panel, blur closes it, the button
 * toggles it; arrow keys move through the rows that can be chosen, Enter follows the active row
 * (or submits a keyword search), Escape closes the panel and then clears the input. The number
 * of suggestions is announced politely. Rows are plain links (a full page load, like every link
 * of the site), and every text comes translated from the server (the page, /api/search-box).
 */
export function SearchBox({
  locale,
  initialRows,
  texts,
  icon,
  action,
  showButton,
  showCounts,
}: Props) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputId = `${baseId}-input`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [input, setInput] = useState('');
  const [fetched, setFetched] = useState<({ query: string } & SearchBoxRows) | null>(null);
  const query = input.trim();
  // the empty input's rows at once; others as the server answers (the last answer meanwhile)
  const rows = query === '' ? initialRows : (fetched ?? initialRows);
  const options = useMemo(() => {
    const words = wordsOption(action, query);
    return words ? [words, ...rows.options] : rows.options;
  }, [action, query, rows]);
  const spoken = query === '' ? rows.announcement : `${texts.wordsHint} ${rows.announcement}`;
  const [open, setOpen] = useState(false);
  // the rows are drawn when the panel first opens, not in the page's HTML: closed, they were a
  // sixth of the home page's elements for the browser to parse, lay out and hydrate
  const [rowsDrawn, setRowsDrawn] = useState(false);
  if (open && !rowsDrawn) setRowsDrawn(true);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/search-box?${new URLSearchParams({ locale, q: query })}`, {
        signal: controller.signal,
      })
        .then((response) =>
          response.ok
            ? (response.json() as Promise<SearchBoxRows>)
            : Promise.reject(new Error(String(response.status))),
        )
        .then((body) => {
          setFetched({ query, ...body });
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

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => setAnnouncement(spoken), 400);
    return () => window.clearTimeout(timer);
  }, [open, spoken]);

  const groups = useMemo(
    () =>
      SEARCH_BOX_GROUPS.map((group) => ({
        group,
        rows: options
          .map((option, index) => ({ option, index }))
          .filter(({ option }) => option.group === group),
      })).filter(({ rows }) => rows.length > 0),
    [options],
  );

  const optionId = (option: SearchBoxOption) => `${baseId}-${option.id}`;
  const activeOption = open && active >= 0 ? options[active] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((current) =>
        nextEnabledOption(options, open ? current : -1, event.key === 'ArrowDown' ? 1 : -1),
      );
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
      window.location.assign(activeOption.href);
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

  const groupLabel = {
    words: texts.words,
    types: texts.types,
    cities: texts.cities,
    properties: texts.properties,
  };

  return (
    <form
      className={styles.box}
      action={action}
      method="get"
      role="search"
      aria-label={texts.label}
    >
      <label htmlFor={inputId} className={styles.hint}>
        {texts.hint}
      </label>
      <div className={styles.field}>
        <span className={styles.icon}>{icon}</span>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          name="words"
          value={input}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          placeholder={texts.placeholder}
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
            {texts.button}
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
        <div id={listboxId} role="listbox" aria-label={texts.label} hidden={groups.length === 0}>
          {(rowsDrawn ? groups : []).map(({ group, rows }) => (
            <div
              key={group}
              role="group"
              aria-labelledby={`${baseId}-${group}`}
              className={styles.group}
              data-group={group}
            >
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
                  option.group === 'words' ? (
                    <span className={styles.text}>
                      <span className={styles.label}>
                        {texts.wordsRow.replace('{words}', option.label)}
                      </span>
                    </span>
                  ) : option.group === 'properties' ? (
                    <>
                      {/* eslint-disable-next-line @next/next/no-img-element -- next/image's srcSet, written on the server */}
                      <img
                        src={option.thumbnail}
                        srcSet={option.thumbnailSrcSet}
                        alt=""
                        width={60}
                        height={60}
                        loading="lazy"
                        decoding="async"
                        className={styles.thumbnail}
                      />
                      <span className={styles.text}>
                        <span className={styles.description}>{option.description}</span>
                        <span className={styles.reference}>{option.reference}</span>
                      </span>
                    </>
                  ) : (
                    <>
                      <span className={styles.text}>
                        <span className={styles.label}>{option.label}</span>
                        <span className={styles.goal}>
                          {option.goal === 'sale' ? texts.forSale : texts.forRent}
                        </span>
                      </span>
                      {showCounts && <span className={styles.count}>{option.countLabel}</span>}
                    </>
                  );
                return option.href ? (
                  <a key={option.id} href={option.href} tabIndex={-1} {...common}>
                    {content}
                  </a>
                ) : (
                  <div key={option.id} aria-disabled="true" {...common} data-disabled="true">
                    {content}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {rowsDrawn && rows.options.length === 0 && <p className={styles.empty}>{texts.noMatch}</p>}
      </div>
      <p className="visually-hidden" role="status" data-testid="search-box-status">
        {announcement}
      </p>
    </form>
  );
}

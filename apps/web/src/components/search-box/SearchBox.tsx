'use client';

import { type Locale, type PriceLabelTexts, priceLabel, type SearchResultDto, THUMBNAIL_SIZE_PX } from '@immo/domain';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { isComboboxMoveKey, nextActiveIndex } from './combobox-keys';
import { formatPlural, type PluralText } from './plural-text';
import { searchGroups, type SearchOption } from './search-options';
import { useDebouncedValue } from './use-debounced-value';
import styles from './SearchBox.module.css';

/** Every visitor-facing text, resolved by the server (no dictionary in the browser). */
export interface SearchBoxTexts {
  label: string;
  placeholder: string;
  searchButton: string;
  searching: string;
  noResults: string;
  apiError: string;
  groups: Record<SearchOption['kind'], string>;
  results: PluralText;
  propertyCount: PluralText;
  /** The price's words, as on the cards. */
  price: PriceLabelTexts;
}

export interface SearchBoxProps {
  locale: Locale;
  texts: SearchBoxTexts;
  marqueeIgnoreList: readonly number[];
  /** The search block's showSearchButton. */
  showButton: boolean;
  /** The search block's showSearchCount: a line counting what was found. */
  showCount: boolean;
  /** Where the form goes without JavaScript (the sale list). */
  fallbackAction: string;
  /**
   * SEARCH_MIN_QUERY_LENGTH, passed in: the module defining it also builds
   * zod schemas, which would put zod in this leaf's bundle.
   */
  minQueryLength: number;
}

// Waits for a pause in typing so a word costs one request, not one a letter:
// keys come 150 to 300 ms apart at an ordinary pace, so a shorter wait sent
// a request for nearly every key of a reference.
const DEBOUNCE_MS = 350;
// Per group: enough to choose from without a panel taller than a phone.
const RESULTS_PER_GROUP = 6;

async function fetchResults(url: string, signal: AbortSignal): Promise<SearchResultDto> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`search answered ${response.status}`);
  return (await response.json()) as SearchResultDto;
}

/**
 * The search box of the home search block and the 404 page: a WAI-ARIA
 * combobox whose results panel shows only while the input has focus
 * (spec §4). Results come from the BFF through the same-origin /api relay.
 */
export function SearchBox({
  locale,
  texts,
  marqueeIgnoreList,
  showButton,
  showCount,
  fallbackAction,
  minQueryLength,
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const router = useRouter();
  const [text, setText] = useState('');
  // Set once hydrated: only then does typing search (the 404 pages load the
  // box lazily, so it hydrates after the page). The browser tests wait for it.
  const [ready, setReady] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setReady(true), []);
  const [focused, setFocused] = useState(false);
  // Escape closes the panel until the text changes.
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);

  const query = text.trim();
  const debounced = useDebouncedValue(query, DEBOUNCE_MS);
  const searchable = debounced.length >= minQueryLength;
  const key = searchable
    ? `/api/search?${new URLSearchParams({ q: debounced, locale, limit: String(RESULTS_PER_GROUP) }).toString()}`
    : null;
  // Once the text has changed, the answer to the older one is not wanted:
  // its request is cancelled (SWR, keyed by URL, never shows it either).
  const inFlight = useRef<AbortController | null>(null);
  const fetcher = useCallback((url: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    return fetchResults(url, controller.signal);
  }, []);
  // No deduplication: a cancelled request must not answer the same text typed again.
  const { data, error, isLoading } = useSWR(key, fetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    dedupingInterval: 0,
  });

  // Empty text (or too short to search) shows nothing, whatever was fetched before.
  const current = query.length >= minQueryLength ? data : undefined;
  const groups = useMemo(
    () => (current ? searchGroups(current, locale, marqueeIgnoreList) : []),
    [current, locale, marqueeIgnoreList],
  );
  const options = groups.flatMap((group) => group.options);
  const open = focused && !dismissed && query.length >= minQueryLength;
  const activeOption = open && active >= 0 ? options[active] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  function change(value: string) {
    setText(value);
    setActive(-1);
    setDismissed(false);
  }

  function choose(option: SearchOption) {
    setDismissed(true);
    router.push(option.href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (isComboboxMoveKey(event.key) && (event.key === 'ArrowDown' || event.key === 'ArrowUp' || open)) {
      // Home and End move the caret unless the panel is open.
      event.preventDefault();
      setDismissed(false);
      setActive(nextActiveIndex(active, options.length, event.key));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Escape') {
      if (open) {
        // A search field clears itself on Escape; the first press only closes the panel.
        event.preventDefault();
        setDismissed(true);
      } else {
        change('');
      }
    }
  }

  // With JavaScript the button opens the chosen (or first) result; without,
  // the form is a plain GET to the sale list.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = activeOption ?? options[0];
    if (target) choose(target);
    else setDismissed(false);
  }

  let status: string | null = null;
  if (error && !current) status = texts.apiError;
  else if (!current || (isLoading && groups.length === 0)) status = texts.searching;
  else if (options.length === 0) status = texts.noResults;
  else if (showCount) status = formatPlural(texts.results, options.length, locale);

  // Options are numbered across groups, as the arrow keys walk them.
  const firstIndex = groups.map((_, at) => groups.slice(0, at).reduce((sum, group) => sum + group.options.length, 0));
  return (
    <form
      role="search"
      action={fallbackAction}
      method="get"
      className={styles.form}
      onSubmit={onSubmit}
      data-ready={ready ? '' : undefined}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {texts.label}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={texts.placeholder}
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listboxId}
            aria-activedescendant={activeOption ? optionId(active) : undefined}
            value={text}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              setActive(-1);
            }}
          />
          <div className={styles.panel} hidden={!open}>
            {status && (
              <p className={styles.status} role="status">
                {status}
              </p>
            )}
            <ul id={listboxId} role="listbox" aria-label={texts.label} className={styles.listbox}>
              {groups.map((group, groupAt) => (
                <li key={group.kind} role="presentation">
                  <p id={`${id}-${group.kind}`} className={styles.groupTitle} aria-hidden="true">
                    {texts.groups[group.kind]}
                  </p>
                  <ul role="group" aria-labelledby={`${id}-${group.kind}`} className={styles.group}>
                    {group.options.map((option, at) => {
                      const optionIndex = (firstIndex[groupAt] ?? 0) + at;
                      return (
                        <li
                          key={option.key}
                          id={optionId(optionIndex)}
                          role="option"
                          aria-selected={optionIndex === active}
                          className={styles.option}
                          data-href={option.href}
                          // Keeps the focus (and so the panel) in the input until the click lands.
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => choose(option)}
                          onMouseMove={() => optionIndex !== active && setActive(optionIndex)}
                        >
                          <OptionContent option={option} texts={texts} locale={locale} />
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        </div>
        {showButton && (
          <button type="submit" className={styles.button}>
            {texts.searchButton}
          </button>
        )}
      </div>
    </form>
  );
}

function OptionContent({ option, texts, locale }: { option: SearchOption; texts: SearchBoxTexts; locale: Locale }) {
  switch (option.kind) {
    case 'property': {
      const { property } = option;
      return (
        <>
          {property.picture ? (
            // A 60×60 thumbnail of a picture whose host is not known yet (see
            // PropertyPhoto): next/image would add its client code for nothing.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              className={styles.thumbnail}
              src={property.picture.url}
              alt=""
              width={THUMBNAIL_SIZE_PX}
              height={THUMBNAIL_SIZE_PX}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className={styles.thumbnail} aria-hidden="true" />
          )}
          <span className={styles.text}>
            <span className={styles.title}>{property.title}</span>
            <span className={styles.meta}>
              {property.reference} · {property.zip} {property.city} · {priceLabel(option.price, texts.price)}
            </span>
            {property.description && <span className={styles.description}>{property.description}</span>}
          </span>
        </>
      );
    }
    case 'city':
      return (
        <span className={styles.text}>
          <span className={styles.title}>
            {option.city.Name} <span className={styles.zip}>{option.city.Zip}</span>
          </span>
          <span className={styles.meta}>{formatPlural(texts.propertyCount, option.city.PropertyCount, locale)}</span>
        </span>
      );
    case 'type':
      return (
        <span className={styles.text}>
          <span className={styles.title}>{option.type.Name}</span>
        </span>
      );
  }
}

'use client';

// The filter form's count as the visitor changes a field (issue 26), before
// sending it: the form's fields are asked of the list's own endpoint, whose
// total says how many properties the search would show. Without JavaScript
// the line stays empty and the form works as a plain GET form; the server
// renders it empty too, since the count it knows is the URL's, not the
// form's once touched.
import { useEffect, useRef, useState } from 'react';
import { formatNumber, type PropertyGoal } from '@immo/domain';
import { formatPlural, type PluralText } from '@/components/search-box/plural-text';
import { liveCountQuery } from './live-count-query';
import styles from './PropertyListPage.module.css';

export interface LiveCountTexts {
  count: PluralText;
  /** With `#` where the number goes: a count the BFF capped (a map search's). */
  countMore: string;
}

/** Typing a price sends no request per key. */
const DEBOUNCE_MS = 300;

export function LiveCount({ goal, locale, texts }: { goal: PropertyGoal; locale: string; texts: LiveCountTexts }) {
  const line = useRef<HTMLParagraphElement>(null);
  const [text, setText] = useState('');

  useEffect(() => {
    const form = line.current?.closest('form');
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const count = async () => {
      request?.abort();
      request = new AbortController();
      try {
        const response = await fetch(`/api/properties?${liveCountQuery(new FormData(form), goal)}`, {
          headers: { accept: 'application/json' },
          signal: request.signal,
        });
        const body = response.ok ? ((await response.json()) as { total?: unknown; totalCapped?: unknown }) : {};
        const total = body.total;
        // A count that cannot be had says nothing rather than an old number; the button still sends the search.
        if (typeof total !== 'number') setText('');
        else if (body.totalCapped === true) setText(texts.countMore.replace('#', formatNumber(total)));
        else setText(formatPlural(texts.count, total, locale));
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) setText('');
      }
    };
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void count(), DEBOUNCE_MS);
    };
    form.addEventListener('input', changed);
    form.addEventListener('change', changed);
    return () => {
      clearTimeout(timer);
      request?.abort();
      form.removeEventListener('input', changed);
      form.removeEventListener('change', changed);
    };
  }, [goal, locale, texts]);

  return (
    <p ref={line} role="status" className={`list-filters__live-count ${styles.liveCount}`}>
      {text}
    </p>
  );
}

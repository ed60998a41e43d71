'use client';

import {
  consentFromChoice,
  selectionFromFlags,
  shouldShowBanner,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentSelection,
  type TagConfig,
} from '@immo/domain';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CONSENT_BANNER_ATTRIBUTE, CONSENT_HIDDEN_ATTRIBUTE } from './banner-attributes';
import { OPEN_COOKIE_SETTINGS_EVENT } from './open-settings';
import type * as TagsModule from './tags';
import { resetConsentIfAsked, storeConsent, storedConsent } from './consent-storage';
import styles from './ConsentBanner.module.css';

export interface ConsentBannerTexts {
  title: string;
  text: ReactNode;
  agree: string;
  decline: string;
  changeSettings: string;
  agreePartly: string;
  settingsTitle: string;
  settingsText: string;
  alwaysOn: string;
  categories: { category: ConsentCategory; title: string; description: string }[];
}

type View = 'closed' | 'banner' | 'settings';

/** Read by globals.css: how much of the window's bottom the open banner takes. */
const BANNER_SPACE_PROPERTY = '--consent-banner-space';

/** The tag code, fetched when first needed; a failed fetch only means no tag on this page. */
function withTags(use: (tags: typeof TagsModule) => unknown): Promise<void> {
  return import('./tags').then(use).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The only client part of the consent: a non-modal dialog that opens on a
 * first visit and cannot be dismissed without a choice (Escape does nothing).
 * 'Agree' and 'Decline' are the same kind of button, side by side.
 */
export function ConsentBanner({ texts, config }: { texts: ConsentBannerTexts; config: TagConfig }) {
  // Rendered open on the server and at hydration: the <head> script has
  // already hidden it when it will close (see ConsentModeDefaults).
  const [view, setView] = useState<View>('banner');
  const [selection, setSelection] = useState<ConsentSelection>(() => selectionFromFlags(null));
  // Set once the browser has read the stored choice: the buttons work from then on.
  const [ready, setReady] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    resetConsentIfAsked();
    const stored = storedConsent();
    if (shouldShowBanner(window.location.pathname, stored)) {
      // Storage only exists in the browser, so only here is the choice known.
      document.documentElement.removeAttribute(CONSENT_HIDDEN_ATTRIBUTE);
    } else {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView('closed');
      if (stored) void withTags((tags) => tags.applyConsent(stored, config));
    }
    setReady(true);
  }, [config]);

  // The footer's "Cookie settings" reopens the choice, on the switches as stored.
  useEffect(() => {
    const open = () => {
      document.documentElement.removeAttribute(CONSENT_HIDDEN_ATTRIBUTE);
      setSelection(selectionFromFlags(storedConsent()));
      setView('settings');
    };
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  // The layout stays mounted across client-side navigations, so each new
  // path is a page view of its own; the first one is sent by applyConsent.
  const pathname = usePathname();
  const lastPath = useRef<string | null>(null);
  useEffect(() => {
    if (lastPath.current !== null && lastPath.current !== pathname && storedConsent())
      void withTags((tags) => tags.trackNavigation(config));
    lastPath.current = pathname;
  }, [pathname, config]);

  // What the banner covers of the window's bottom, for the page's scroll-padding (globals.css): focus moving
  // to a link under the banner (the property's "book a visit") scrolls it into view above the banner.
  useEffect(() => {
    const element = dialog.current;
    if (view === 'closed' || !element) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty(
        BANNER_SPACE_PROPERTY,
        `${Math.max(0, Math.ceil(window.innerHeight - element.getBoundingClientRect().top))}px`,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BANNER_SPACE_PROPERTY);
    };
  }, [view]);

  // Focus moves into the banner when it opens and when its layer changes.
  useEffect(() => {
    if (view !== 'closed') dialog.current?.focus();
  }, [view]);

  if (view === 'closed') return null;

  const save = (choice: ConsentChoice) => {
    const flags = consentFromChoice(choice);
    storeConsent(flags);
    setView('closed');
    void withTags((tags) => tags.applyConsent(flags, config));
  };

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className={styles.banner}
      {...{ [CONSENT_BANNER_ATTRIBUTE]: '' }}
      data-testid="cookie-consent"
      data-ready={ready ? '' : undefined}
    >
      <h2 id={titleId} className={styles.title}>
        {view === 'banner' ? texts.title : texts.settingsTitle}
      </h2>
      <p id={textId} className={styles.text}>
        {view === 'banner' ? texts.text : texts.settingsText}
      </p>
      {view === 'settings' && (
        <ul className={styles.switches}>
          {texts.categories.map(({ category, title, description }) => {
            const necessary = category === 'necessary';
            return (
              <li key={category} className={styles.switch}>
                <input
                  type="checkbox"
                  role="switch"
                  id={`consent-${category}`}
                  checked={necessary || selection[category]}
                  disabled={necessary}
                  aria-describedby={`consent-${category}-description`}
                  onChange={(event) => setSelection({ ...selection, [category]: event.target.checked })}
                />
                <label htmlFor={`consent-${category}`}>
                  {title}
                  {necessary ? <span className={styles.alwaysOn}> ({texts.alwaysOn})</span> : null}
                </label>
                <p id={`consent-${category}-description`} className={styles.description}>
                  {description}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {/* Both layers offer Agree and Decline, side by side and alike; the
          first adds the way to the switches, the second saving them. */}
      <div className={styles.actions}>
        {view === 'settings' && (
          <button type="button" className={styles.button} onClick={() => save(selection)}>
            {texts.agreePartly}
          </button>
        )}
        <button type="button" className={styles.button} onClick={() => save('agree')}>
          {texts.agree}
        </button>
        <button type="button" className={styles.button} onClick={() => save('decline')}>
          {texts.decline}
        </button>
        {view === 'banner' && (
          <button type="button" className={styles.link} onClick={() => setView('settings')}>
            {texts.changeSettings}
          </button>
        )}
      </div>
    </div>
  );
}

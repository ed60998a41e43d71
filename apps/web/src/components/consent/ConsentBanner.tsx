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
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { applyConsent, keepUtmParams, resetConsentIfAsked, storeConsent, storedConsent } from './tags';
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

/**
 * The only client part of the consent: a non-modal dialog that opens on a
 * first visit and cannot be dismissed without a choice (Escape does nothing).
 * 'Agree' and 'Decline' are the same kind of button, side by side.
 */
export function ConsentBanner({ texts, config }: { texts: ConsentBannerTexts; config: TagConfig }) {
  const [view, setView] = useState<View>('closed');
  const [selection, setSelection] = useState<ConsentSelection>(() => selectionFromFlags(null));
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    keepUtmParams();
    resetConsentIfAsked();
    const stored = storedConsent();
    if (shouldShowBanner(window.location.pathname, stored)) {
      // Storage only exists in the browser, so the banner can only open here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setView('banner');
    } else if (stored) {
      void applyConsent(stored, config);
    }
  }, [config]);

  // Focus moves into the banner when it opens and when its layer changes.
  useEffect(() => {
    if (view !== 'closed') dialog.current?.focus();
  }, [view]);

  if (view === 'closed') return null;

  const save = (choice: ConsentChoice) => {
    const flags = consentFromChoice(choice);
    storeConsent(flags);
    setView('closed');
    void applyConsent(flags, config);
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
      data-testid="cookie-consent"
    >
      {view === 'banner' ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {texts.title}
          </h2>
          <p id={textId} className={styles.text}>
            {texts.text}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => save('agree')}>
              {texts.agree}
            </button>
            <button type="button" className={styles.button} onClick={() => save('decline')}>
              {texts.decline}
            </button>
            <button type="button" className={styles.link} onClick={() => setView('settings')}>
              {texts.changeSettings}
            </button>
          </div>
        </>
      ) : (
        <>
          <h2 id={titleId} className={styles.title}>
            {texts.settingsTitle}
          </h2>
          <p id={textId} className={styles.text}>
            {texts.settingsText}
          </p>
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
          <div className={styles.actions}>
            <button type="button" className={styles.button} onClick={() => save(selection)}>
              {texts.agreePartly}
            </button>
            <button type="button" className={styles.button} onClick={() => save('agree')}>
              {texts.agree}
            </button>
            <button type="button" className={styles.button} onClick={() => save('decline')}>
              {texts.decline}
            </button>
          </div>
        </>
      )}
    </div>
  );
}

// One fieldset per language with that language's boxes: side by side on a
// wide screen, a stacked list on a phone. `fields` gives each box's name
// prefix and label (its label names the language, for the error summary).
import { locales, type Locale } from '@immo/domain';
import { getTranslations } from 'next-intl/server';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import styles from './SiteEditor.module.css';

export interface LanguageField {
  prefix: string;
  /** The label with `{language}`. */
  label: (language: string) => string;
  hint?: string;
  kind?: 'text' | 'long' | 'checkbox';
}

export async function LanguageFieldsets({
  locale,
  legend,
  fields,
}: {
  locale: Locale;
  legend: (language: string) => string;
  fields: readonly LanguageField[];
}) {
  const t = await getTranslations({ locale, namespace: 'ConsoleSite' });
  return (
    <div className={styles.languages}>
      {locales.map((language) => {
        const name = t(`languages.${language}`);
        return (
          <fieldset key={language} className={styles.language}>
            <legend className={styles.legend}>{legend(name)}</legend>
            {fields.map((field) => {
              const fieldName = `${field.prefix}.${language}`;
              const label = field.label(name);
              if (field.kind === 'checkbox')
                return <CheckboxField key={field.prefix} name={fieldName} label={label} summaryLabel={label} />;
              if (field.kind === 'long')
                return (
                  <TextAreaField
                    key={field.prefix}
                    name={fieldName}
                    label={label}
                    hint={field.hint}
                    rows={3}
                    maxLength={5000}
                  />
                );
              return <TextField key={field.prefix} name={fieldName} label={label} hint={field.hint} maxLength={200} />;
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

import type { Locale } from '@immo/domain';
import { localizePath } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import { CaptchaField } from '@/components/forms/captcha/CaptchaField';
import { ChoiceGroupField } from '@/components/forms/ChoiceGroupField';
import { FieldRow } from '@/components/forms/FieldRow';
import { FormShell } from '@/components/forms/FormShell';
import { TextAreaField } from '@/components/forms/TextAreaField';
import { TextField } from '@/components/forms/TextField';
import { captchaTexts } from '@/lib/forms/captcha-texts';
import { loadCaptchaChallenge } from '@/lib/forms/captcha-challenge';
import { formShellProps } from '@/lib/forms/form-shell-props';
import { publishedTestimonials } from '@/lib/subscriptions/testimonials';
import styles from './Testimonials.module.css';

const RATINGS = [5, 4, 3, 2, 1] as const;

/**
 * The agency page's testimonials: the published ones (an operator publishes
 * them, issue 15), then the form to send one, which answers in place with
 * the spec's success message (TestimonialForm.success).
 */
export async function TestimonialsSection({ locale }: { locale: Locale }) {
  const [t, tNewsletter, tForm, testimonials, shell, challenge, captcha] = await Promise.all([
    getTranslations({ locale, namespace: 'TestimonialForm' }),
    getTranslations({ locale, namespace: 'NewsletterForm' }),
    getTranslations({ locale, namespace: 'Form' }),
    publishedTestimonials(),
    formShellProps('testimonial', locale, '/Notre-agence/'),
    loadCaptchaChallenge(),
    captchaTexts(locale),
  ]);
  return (
    <>
      {testimonials.length > 0 ? (
        <section aria-labelledby="testimonials-title" className={styles.section}>
          <h2 id="testimonials-title">{t('published')}</h2>
          <ul className={styles.list}>
            {testimonials.map((item) => (
              <li key={item.id} className={styles.item}>
                <blockquote className={styles.quote}>
                  <p>{item.text}</p>
                </blockquote>
                <p className={styles.author}>
                  {item.author}
                  {item.city ? `, ${item.city}` : ''}
                  {item.rating ? <span className={styles.rating}>{t('ratingOf', { rating: item.rating })}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="testimonial-form-title" className={styles.section}>
        <h2 id="testimonial-form-title">{t('title')}</h2>
        <p>{t('intro')}</p>
        <FormShell
          {...shell}
          submitLabel={t('submit')}
          outcomeText={{ received: t('success') }}
          labelledBy="testimonial-form-title"
        >
          <FieldRow>
            <TextField name="firstName" label={tForm('firstName')} autoComplete="given-name" required />
            <TextField name="lastName" label={tForm('lastName')} autoComplete="family-name" required />
          </FieldRow>
          <TextField name="email" type="email" label={tForm('email')} autoComplete="email" required />
          <TextField name="city" label={t('city')} autoComplete="address-level2" />
          <ChoiceGroupField
            type="radio"
            name="rating"
            legend={t('rating')}
            options={RATINGS.map((rating) => ({ value: String(rating), label: t('stars', { count: rating }) }))}
            inline
          />
          <TextAreaField name="text" label={t('text')} required maxLength={2000} rows={6} />
          <CaptchaField challenge={challenge} texts={captcha} />
        </FormShell>
      </section>
      <section aria-labelledby="newsletter-title" className={styles.section}>
        <h2 id="newsletter-title">{tNewsletter('title')}</h2>
        <p>
          {tNewsletter('intro')} <a href={localizePath('/newsletter/', locale)}>{tNewsletter('subscribe')}</a>
        </p>
      </section>
    </>
  );
}

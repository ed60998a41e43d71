import type { Locale } from '@immo/domain';
import { formPagePath } from '@immo/i18n';
import { getTranslations } from 'next-intl/server';
import layout from '@/components/DetailLayout.module.css';
import { formPageProps } from './form-page-props';
import { FormsPanel } from './FormsPanel';

interface ProjectFormSectionProps {
  project: { id: number; name: string; city: string };
  locale: Locale;
  /** The project's canonical URL; its request page hangs below it. */
  canonical: string;
}

/** A project's request (`contact-construction`): a link to its own page, opened in place with JavaScript. */
export async function ProjectFormSection({ project, locale, canonical }: ProjectFormSectionProps) {
  const t = await getTranslations({ locale, namespace: 'PropertyForms' });
  const href = formPagePath(canonical, 'contact-me', locale);
  const props = await formPageProps(
    'contact-construction',
    locale,
    { id: project.id, title: project.name, city: project.city, reference: '' },
    href,
    null,
  );
  return (
    <section aria-labelledby="project-form" className={layout.section}>
      <h2 id="project-form">{props.texts.title}</h2>
      <FormsPanel
        links={[{ kind: 'contact-construction', href, label: props.texts.submit, props }]}
        closeLabel={t('close')}
      />
    </section>
  );
}

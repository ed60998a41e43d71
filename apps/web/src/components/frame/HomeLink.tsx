import { localizePath } from '@immo/i18n';
import { useLocale } from 'next-intl';
import { NavLink } from '@/components/NavLink';
import type { ComponentProps } from 'react';

/**
 * A link to this language's home page. next-intl's Link drops the trailing
 * slash on a bare locale ('/fr'), which would cost a redirect to '/fr/'; the
 * route table's own path is already right.
 */
export function HomeLink(props: Omit<ComponentProps<typeof NavLink>, 'href'>) {
  const locale = useLocale();
  return <NavLink href={localizePath('/', locale)} {...props} />;
}

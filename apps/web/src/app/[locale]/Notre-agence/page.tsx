import { ArticlePage, articleMetadata, type ArticleRouteProps } from '@/components/frame/ArticlePage';
import { TestimonialsSection } from '@/components/testimonials/TestimonialsSection';
import { localeParams } from '@/lib/locale-params';

const PATH = 'Notre-agence';

export function generateMetadata(props: ArticleRouteProps) {
  return articleMetadata(props, PATH);
}

/** The agency's own text, then its clients' testimonials and the form to add one. */
export default async function NotreAgencePage(props: ArticleRouteProps) {
  const { locale } = await localeParams(props.params);
  return (
    <ArticlePage {...props} path={PATH}>
      <TestimonialsSection locale={locale} />
    </ArticlePage>
  );
}

import { ArticlePage, articleMetadata, type ArticleRouteProps } from '@/components/frame/ArticlePage';

const PATH = 'Privacy-statement';

export function generateMetadata(props: ArticleRouteProps) {
  return articleMetadata(props, PATH);
}

export default function PrivacyStatementPage(props: ArticleRouteProps) {
  return <ArticlePage {...props} path={PATH} />;
}

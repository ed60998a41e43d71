import { ArticlePage, articleMetadata, type ArticleRouteProps } from '@/components/frame/ArticlePage';

const PATH = 'Cookie-policy';

export function generateMetadata(props: ArticleRouteProps) {
  return articleMetadata(props, PATH);
}

export default function CookiePolicyPage(props: ArticleRouteProps) {
  return <ArticlePage {...props} path={PATH} />;
}

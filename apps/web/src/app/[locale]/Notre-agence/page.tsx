import { ArticlePage, articleMetadata, type ArticleRouteProps } from '@/components/frame/ArticlePage';

const PATH = 'Notre-agence';

export function generateMetadata(props: ArticleRouteProps) {
  return articleMetadata(props, PATH);
}

export default function NotreAgencePage(props: ArticleRouteProps) {
  return <ArticlePage {...props} path={PATH} />;
}

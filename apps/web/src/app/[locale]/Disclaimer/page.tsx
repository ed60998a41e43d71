import { ArticlePage, articleMetadata, type ArticleRouteProps } from '@/components/frame/ArticlePage';

const PATH = 'Disclaimer';

export function generateMetadata(props: ArticleRouteProps) {
  return articleMetadata(props, PATH);
}

export default function DisclaimerPage(props: ArticleRouteProps) {
  return <ArticlePage {...props} path={PATH} />;
}

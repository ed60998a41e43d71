import type { HomeModule } from './home-modules';
import styles from './HomeModules.module.css';

type ArticleModuleProps = {
  module: Extract<HomeModule, { type: 'article' }>;
};

/** An article of the site configuration, rendered on the server. */
export function ArticleModule({ module }: ArticleModuleProps) {
  const headingId = `${module.key}-title`;
  return (
    <section className={styles.module} aria-labelledby={headingId} data-module="article">
      <h2 id={headingId}>{module.title}</h2>
      {/* The BFF sanitises article HTML before serving it (sanitiseArticleHtml,
          @immo/platform/html): only formatting tags and safe links reach here. */}
      <div className={styles.article} dangerouslySetInnerHTML={{ __html: module.html }} />
    </section>
  );
}

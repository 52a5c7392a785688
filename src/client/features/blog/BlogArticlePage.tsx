import { Body1, Title1, mergeClasses } from '@fluentui/react-components';
import { marked } from 'marked';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { findArticle, formatArticleDate } from './articles';
import { useBlogStyles } from './useBlogStyles';

/** Props of the article page: the slug of the article to show. */
export interface BlogArticlePageProps {
  slug: string;
}

/** `/blog/<slug>`: one article rendered from its Markdown, or a not-found message. */
export default function BlogArticlePage({ slug }: BlogArticlePageProps) {
  const styles = useBlogStyles();
  const article = findArticle(slug);
  const html = useMemo(
    () => (article ? marked.parse(article.body, { async: false }) : ''),
    [article],
  );

  return (
    <main className={styles.page}>
      <nav aria-label="Blog" className={styles.nav}>
        <Link className={styles.link} to="/blog">
          All articles
        </Link>
        <Link className={styles.link} to="/">
          Claimwright home
        </Link>
      </nav>
      {article ? (
        <article>
          <Title1 as="h1" className={styles.heading}>
            {article.title}
          </Title1>
          <time className={mergeClasses(styles.date, styles.articleDate)} dateTime={article.date}>
            {formatArticleDate(article.date)}
          </time>
          {/* The Markdown is our own, bundled with the app; no user input reaches it. */}
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
          <Body1 as="p">
            Questions about Claimwright?{' '}
            <Link className={styles.link} to="/contact">
              Contact us
            </Link>{' '}
            or{' '}
            <Link className={styles.link} to="/auth/register">
              create an account
            </Link>
            .
          </Body1>
        </article>
      ) : (
        <section aria-labelledby="article-not-found">
          <Title1 as="h1" id="article-not-found" className={styles.heading}>
            Article not found
          </Title1>
          <Body1 as="p">
            There is no article at this address.{' '}
            <Link className={styles.link} to="/blog">
              See all articles
            </Link>
            .
          </Body1>
        </section>
      )}
    </main>
  );
}

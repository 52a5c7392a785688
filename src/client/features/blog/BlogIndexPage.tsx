import { Body1, Title1 } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { articles, formatArticleDate } from './articles';
import { useBlogStyles } from './useBlogStyles';

/** `/blog`: every article with its date and summary. */
export default function BlogIndexPage() {
  const styles = useBlogStyles();
  return (
    <main className={styles.page}>
      <Title1 as="h1" className={styles.heading}>
        Claimwright blog
      </Title1>
      <Body1 className={styles.lead}>
        Notes for patent attorneys and agents on drafting, confidentiality, and what AI can and
        cannot do for an application.
      </Body1>
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.slug} className={styles.item}>
            <h2 className={styles.itemTitle}>
              <Link className={styles.link} to={`/blog/${article.slug}`}>
                {article.title}
              </Link>
            </h2>
            <time className={styles.date} dateTime={article.date}>
              {formatArticleDate(article.date)}
            </time>
            <p className={styles.summary}>{article.summary}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

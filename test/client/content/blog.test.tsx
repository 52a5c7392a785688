import { screen, within } from '@testing-library/react';
import BlogArticlePage from '../../../src/client/features/blog/BlogArticlePage';
import BlogIndexPage from '../../../src/client/features/blog/BlogIndexPage';
import { articles } from '../../../src/client/features/blog/articles';
import { renderPage } from './render';

const articleRoutes = Object.fromEntries(
  articles.map((article) => [`/blog/${article.slug}`, <BlogArticlePage slug={article.slug} />]),
);

describe('blog index', () => {
  it('lists every article with a link, date and summary', () => {
    renderPage(<BlogIndexPage />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Claimwright blog' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    articles.forEach((article, index) => {
      const item = within(items[index]!);
      expect(item.getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `/blog/${article.slug}`,
      );
      expect(item.getByText(article.summary)).toBeInTheDocument();
      expect(
        item.getByText((_, el) => el?.getAttribute('datetime') === article.date),
      ).toBeVisible();
    });
  });

  it.each(articles.map((article) => [article.slug, article.title]))(
    'follows the link to %s',
    async (slug, title) => {
      const { user } = renderPage(<BlogIndexPage />, { path: '/blog', routes: articleRoutes });
      await user.click(screen.getByRole('link', { name: title }));
      expect(screen.getByTestId('path')).toHaveTextContent(`/blog/${slug}`);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );
});

describe('blog article', () => {
  it.each(articles.map((article) => [article.slug, article] as const))(
    '%s renders its title and its Markdown as HTML',
    (slug, article) => {
      const { container } = renderPage(<BlogArticlePage slug={slug} />, { path: `/blog/${slug}` });
      expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
      const firstSubheading = /^## (.+)$/m.exec(article.body)![1]!;
      expect(screen.getByRole('heading', { level: 2, name: firstSubheading })).toBeInTheDocument();
      expect(container.querySelector('article ul li')).not.toBeNull();
      expect(container.textContent).not.toContain('## ');
      expect(container.textContent).not.toContain('**');
      expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
    },
  );

  it('says an unknown slug is not found and links back to the blog', () => {
    renderPage(<BlogArticlePage slug="no-such-article" />, { path: '/blog/no-such-article' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Article not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

import {
  articles,
  findArticle,
  formatArticleDate,
} from '../../../src/client/features/blog/articles';

const wordCount = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length;

describe('blog articles', () => {
  it('has exactly the four slugs of the route table, in order', () => {
    expect(articles.map((article) => article.slug)).toEqual([
      'accuracy-in-patent-drafting-with-ai',
      'the-chatgpt-trap',
      'giving-invention-disclosures-to-ai-is-insane',
      'how-long-does-it-take-to-draft-a-patent',
    ]);
  });

  it.each(articles.map((article) => [article.slug, article] as const))(
    '%s is 600 to 1,200 words of Markdown with a title, summary and ISO date',
    (_slug, article) => {
      const words = wordCount(article.body);
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1200);
      expect(article.title.length).toBeGreaterThan(10);
      expect(article.summary.length).toBeGreaterThan(40);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.body).toMatch(/^## /m);
      expect(article.body).not.toMatch(/lorem ipsum|TODO|TBD/i);
    },
  );

  it('lists articles newest first', () => {
    const dates = articles.map((article) => article.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('finds an article by slug and nothing for an unknown slug', () => {
    expect(findArticle('the-chatgpt-trap')?.title).toBe(articles[1]!.title);
    expect(findArticle('no-such-article')).toBeUndefined();
  });

  it('formats dates in UTC', () => {
    expect(formatArticleDate('2026-11-02')).toBe('2 November 2026');
  });
});

import accuracy from './accuracy-in-patent-drafting-with-ai.md';
import chatgptTrap from './the-chatgpt-trap.md';
import disclosures from './giving-invention-disclosures-to-ai-is-insane.md';
import draftingTime from './how-long-does-it-take-to-draft-a-patent.md';

/** One blog article; `body` is Markdown without the title, `date` an ISO calendar date. */
export interface Article {
  slug: string;
  title: string;
  summary: string;
  date: string;
  body: string;
}

/** Every article of the blog, newest first. */
export const articles: Article[] = [
  {
    slug: 'accuracy-in-patent-drafting-with-ai',
    title: 'Accuracy in patent drafting with AI: what a machine can check, and what it cannot',
    summary:
      'Accuracy has layers. Formal rules such as numbering, dependency, antecedent basis and abstract length can be checked the same way every time; scope and support need a practitioner. Where the line runs, and the rules behind each check.',
    date: '2026-11-16',
    body: accuracy,
  },
  {
    slug: 'the-chatgpt-trap',
    title: 'The ChatGPT trap: fluent claims, silent errors',
    summary:
      'A general chatbot writes claims that look finished. Its errors are the ones a tired reviewer misses, its facts can be invented, and a chat window is the wrong place for a client’s invention.',
    date: '2026-11-02',
    body: chatgptTrap,
  },
  {
    slug: 'giving-invention-disclosures-to-ai-is-insane',
    title: 'Giving invention disclosures to AI is insane — unless you control where they go',
    summary:
      'The risk is not the model but the server it runs on. What happens to an unfiled disclosure sent to a third-party AI service, what novelty law and the duty of confidentiality say, and a set-up you can defend.',
    date: '2026-10-19',
    body: disclosures,
  },
  {
    slug: 'how-long-does-it-take-to-draft-a-patent',
    title: 'How long does it take to draft a patent application?',
    summary:
      'Honest ranges for each stage of drafting a US utility application, why the spread is so wide, and which hours AI tools can and cannot take off the clock.',
    date: '2026-10-05',
    body: draftingTime,
  },
];

/** The article with that slug, or undefined. */
export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** An ISO date as the blog shows it, e.g. "16 November 2026" (UTC, so it never shifts a day). */
export function formatArticleDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

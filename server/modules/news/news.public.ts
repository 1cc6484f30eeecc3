/** What other modules use of news: the published articles for the sitemap. */
export { sitemapArticles } from './news.repository';

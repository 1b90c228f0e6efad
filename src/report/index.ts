// The report part's public face: static HTML pages built from stored results.
export { renderCheckPage, type CheckPageData } from './check-page.ts';
export { escapeHtml, page, table } from './html.ts';

// The report part's public face: static HTML pages built from stored results.
export { renderCheckPage } from './check-page.ts';
export { renderMakePage } from './make-page.ts';
export { renderPlayPage } from './play-page.ts';
export { renderBugsMarkdown, renderQaPage } from './qa-page.ts';
export { escapeHtml, page, table } from './html.ts';
export { GLOSSARY, type GlossaryTerm, glossarySection, rerunSection, shellLine } from './reading.ts';

// Small building blocks for Playsmith's static HTML pages: escaping, a table, and the page frame with its style.

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A table; cells are escaped unless `raw` is set (for cells the caller built from escaped parts). */
export function table(head: string[], rows: string[][], options: { raw?: boolean } = {}): string {
  const cell = (c: string): string => (options.raw ? c : escapeHtml(c));
  return (
    `<table><thead><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>` +
    `${rows.map((r) => `<tr>${r.map((c) => `<td>${cell(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`
  );
}

const STYLE = [
  'body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1100px;padding:0 16px;color:#222}',
  'h1{font-size:22px}h2{font-size:18px;margin-top:28px;border-bottom:1px solid #ddd}h3{font-size:15px}',
  'table{border-collapse:collapse;margin:8px 0;width:100%}' +
    'th,td{border:1px solid #ddd;padding:4px 8px;text-align:left;vertical-align:top;font-size:13px}',
  'td{white-space:pre-wrap;word-break:break-word}th{background:#f3f3f3}',
  '.status{padding:1px 6px;border-radius:3px;font-weight:600}' +
    '.status.pass,.status.done{background:#d7f5dd}.status.fail,.status.crashed{background:#fbd9d9}' +
    '.status.skipped{background:#eee}',
  '.verdict{font-size:16px;font-weight:600}.verdict.pass{color:#146c2e}.verdict.fail{color:#a61b1b}',
  '.shots{display:flex;flex-wrap:wrap;gap:10px}figure{margin:0;width:260px}' +
    'figure img{width:260px;border:1px solid #ccc;image-rendering:pixelated}' +
    'figcaption{font-size:12px;color:#555}',
  '.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:12px}' +
    '.legend span{display:inline-block;width:12px;height:12px;margin-right:4px;vertical-align:middle}',
  '.rerun code{background:#f3f3f3;padding:2px 6px;border-radius:3px;word-break:break-all}' +
    '.glossary{display:grid;grid-template-columns:max-content 1fr;gap:2px 14px;font-size:13px}' +
    '.glossary dt{font-weight:600}.glossary dd{margin:0;color:#444}',
].join('\n');

/** A whole page; its empty icon keeps browsers from asking the server for a favicon (a 404 in the console). */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<style>${STYLE}</style></head>
<body>
${body}
<footer><p>Made by Playsmith. Everything on this page was derived from the stored result and traces.</p></footer>
</body></html>
`;
}

import { writeFile } from 'node:fs/promises';

import { fileNameOf, type Screen } from './screens.ts';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** `docs/gallery/index.html`: each screen with its English and Hindi shot side by side. */
export async function writeIndexPage(
  path: string,
  shown: Screen[],
  findings: Map<string, string[]>,
  when: string,
): Promise<void> {
  const rows = shown.map((screen) => {
    const file = fileNameOf(screen);
    const problems = findings.get(file) ?? [];
    const shot = (language: string) =>
      `<a href="${language}/${file}.png"><img src="${language}/${file}.png" alt="${escape(screen.name)}, ${
        language === 'en' ? 'English' : 'Hindi'
      }" loading="lazy" width="360"></a>`;
    return `<section id="${file}">
  <h2>${escape(file)} <code>#${escape(screen.path)}</code></h2>
  ${problems.length ? `<ul class="problems">${problems.map((p) => `<li>${escape(p)}</li>`).join('')}</ul>` : ''}
  <div class="pair">${shot('en')}${shot('hi')}</div>
</section>`;
  });
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kredo screen gallery</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 1rem; color: #1a1a1a; }
  nav { columns: 16rem; margin-bottom: 2rem; }
  nav a { display: block; }
  section { margin-bottom: 2.5rem; }
  h2 { font-size: 1rem; }
  .pair { display: flex; gap: 1rem; flex-wrap: wrap; align-items: flex-start; }
  .pair img { border: 1px solid #ccc; max-width: 360px; height: auto; }
  .problems { color: #a00000; }
</style>
</head>
<body>
<h1>Kredo screen gallery</h1>
<p>Every borrower screen at 360 x 800 in English (left) and Hindi (right), from the e2e run of ${escape(when)}.
Made by <code>npm run gallery</code> (docs/gallery.md). Known accessibility problems are listed under a screen.</p>
<nav>${shown.map((screen) => `<a href="#${fileNameOf(screen)}">${escape(fileNameOf(screen))}</a>`).join('')}</nav>
${rows.join('\n')}
</body>
</html>
`;
  await writeFile(path, html);
}

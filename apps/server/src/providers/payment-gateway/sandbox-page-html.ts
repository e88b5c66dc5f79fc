import { escapeHtml } from '../mandate/sandbox-page-html.ts';

/*
 * The hosted payment page's frame: plain HTML, no script, readable on a phone. The elements
 * (inputs, buttons, messages) are the sandbox bank pages' own helpers; this adds what a checkout
 * has besides: method tabs and a bank list.
 */

const style = `body{font-family:system-ui,sans-serif;max-width:30rem;margin:1.5rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.4}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
label{display:block;margin:.9rem 0 .3rem;font-weight:600}input,select{display:block;width:100%;box-sizing:border-box;min-height:44px;font-size:1rem;padding:.4rem .6rem}
button,.button{display:block;width:100%;box-sizing:border-box;min-height:44px;margin:.8rem 0;font-size:1rem;padding:.6rem 1rem;border-radius:6px;border:1px solid #0b4f8a;background:#0b4f8a;color:#fff;text-align:center;text-decoration:none;cursor:pointer}
button.secondary{background:#fff;color:#0b4f8a}form{margin:0}.error{color:#b00020;font-weight:600}.note{color:#555;font-size:.9rem}
nav ul{display:flex;gap:.4rem;list-style:none;margin:1rem 0;padding:0}nav li{flex:1}
nav a{display:flex;align-items:center;justify-content:center;min-height:44px;border:1px solid #0b4f8a;border-radius:6px;color:#0b4f8a;text-decoration:none}
nav a[aria-current="page"]{background:#0b4f8a;color:#fff;font-weight:600}`;

/** A whole page; `body` is HTML built with the escaping helpers. It names an empty icon (no /favicon.ico here). */
export function checkoutPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** Tabs as links: the chosen one marked `aria-current`, so a screen reader names it. */
export function tabs(label: string, items: readonly { href: string; label: string; current: boolean }[]) {
  const entries = items.map(
    (item) =>
      `<li><a href="${escapeHtml(item.href)}"${item.current ? ' aria-current="page"' : ''}>${escapeHtml(item.label)}</a></li>`,
  );
  return `<nav aria-label="${escapeHtml(label)}"><ul>${entries.join('')}</ul></nav>`;
}

export function select(
  name: string,
  label: string,
  placeholder: string,
  options: readonly { value: string; label: string }[],
) {
  const choices = options.map(
    (option) => `<option value="${escapeHtml(option.value)}">${escapeHtml(option.label)}</option>`,
  );
  return `<label for="${escapeHtml(name)}">${escapeHtml(label)}</label><select id="${escapeHtml(name)}" name="${escapeHtml(name)}" required><option value="">${escapeHtml(placeholder)}</option>${choices.join('')}</select>`;
}

export function facts(rows: readonly [string, string][]): string {
  return `<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

/** The sandbox bank's page frame: plain HTML, no script, readable on a phone. */

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const style = `body{font-family:system-ui,sans-serif;max-width:30rem;margin:1.5rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.4}
h1{font-size:1.4rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}dd{margin:0;font-weight:600}
label{display:block;margin:.9rem 0 .3rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;min-height:44px;font-size:1rem;padding:.4rem .6rem}
button,.button{display:block;width:100%;box-sizing:border-box;min-height:44px;margin:.8rem 0;font-size:1rem;padding:.6rem 1rem;border-radius:6px;border:1px solid #0b4f8a;background:#0b4f8a;color:#fff;text-align:center;text-decoration:none;cursor:pointer}
button.secondary{background:#fff;color:#0b4f8a}form{margin:0}.error{color:#b00020;font-weight:600}.note{color:#555;font-size:.9rem}`;

/**
 * A whole page; `body` is HTML built with the helpers below, which escape every value. It names an
 * empty icon: the server has no /favicon.ico, and the browser's request for one would be a 404.
 */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>${style}</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

export const paragraph = (text: string, className?: string) =>
  `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`;

export const errorMessage = (text: string | undefined) =>
  text ? `<p class="error" role="alert">${escapeHtml(text)}</p>` : '';

export const hidden = (name: string, value: string) =>
  `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`;

export type InputOptions = {
  name: string;
  label: string;
  type?: 'text' | 'password';
  autocomplete?: string;
  inputmode?: 'numeric' | 'text';
  maxlength?: number;
  placeholder?: string;
};

export function input(options: InputOptions): string {
  const attributes = [
    `id="${escapeHtml(options.name)}"`,
    `name="${escapeHtml(options.name)}"`,
    `type="${options.type ?? 'text'}"`,
    `autocomplete="${escapeHtml(options.autocomplete ?? 'off')}"`,
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.maxlength ? `maxlength="${options.maxlength}"` : '',
    options.placeholder ? `placeholder="${escapeHtml(options.placeholder)}"` : '',
    'required',
  ].filter(Boolean);
  return `<label for="${escapeHtml(options.name)}">${escapeHtml(options.label)}</label><input ${attributes.join(' ')}>`;
}

export const button = (label: string, extra = '') =>
  `<button type="submit"${extra}>${escapeHtml(label)}</button>`;

/** A button that leaves the page for `action` (a form of its own, carrying the link's token). */
export function actionButton(
  action: string,
  method: 'get' | 'post',
  token: string,
  label: string,
  secondary = false,
) {
  return `<form method="${method}" action="${escapeHtml(action)}">${hidden('token', token)}${button(
    label,
    secondary ? ' class="secondary"' : '',
  )}</form>`;
}

/** The 'Cancel' of a form: it posts the same form (its token) to the cancel address, unchecked. */
export const cancelButton = (cancelAction: string) =>
  button('Cancel', ` class="secondary" formaction="${escapeHtml(cancelAction)}" formnovalidate`);

export const link = (href: string, label: string) =>
  `<a class="button" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

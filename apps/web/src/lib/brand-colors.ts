import type { Partner } from '@kredo/contract/partners';

/**
 * Puts the partner's colours into the design tokens of styles/global.css. Set on the root element
 * through the CSSOM, so they reach dialogs and toasts and need no inline style attribute.
 */
export function applyBrandColors({ colors }: Partner, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--color-primary', colors.primary);
  root.style.setProperty('--color-secondary', colors.secondary);
  root.style.setProperty('--color-background', colors.background);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colors.primary);
}

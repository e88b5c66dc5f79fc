import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One failed check: the rule and the element, as a line a reader can act on. */
export type Finding = { rule: string; element: string; detail: string };

export const describeFinding = (finding: Finding) =>
  `${finding.rule} at ${finding.element}: ${finding.detail}`;

/** Axe's violations of impact serious or critical. */
export async function axeFindings(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: `axe ${violation.id}`,
        element: node.target.join(' '),
        // The element's markup and axe's reason (a contrast ratio, say): an emotion class alone
        // does not say which element it is.
        detail: `${violation.help} (${node.html.slice(0, 120)}; ${node.failureSummary?.replace(/\s+/g, ' ').slice(0, 160) ?? ''})`,
      })),
    );
}

/** The smallest box a finger can reliably hit (WCAG 2.5.5, and the issue's 44 px). */
export const minimumTarget = 44;

/**
 * Every visible control whose clickable box is smaller than 44 x 44 px: buttons, links that are
 * not inline in running text, inputs, selects and the ARIA widget roles. A radio or checkbox is
 * hit through its label, so the label is measured; a control drawn visually hidden (a file input
 * behind its button) is reached through another control and is left out.
 */
export async function touchTargetFindings(page: Page): Promise<Finding[]> {
  const found = await page.evaluate((minimum) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=link]',
      '[role=combobox]',
      '[role=radio]',
      '[role=checkbox]',
      '[role=switch]',
      '[role=tab]',
    ].join(',');
    const describe = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const id = element.id ? `#${element.id}` : '';
      const role = element.getAttribute('role');
      const name =
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? element.name) : null) ??
        element.textContent;
      return `${tag}${id}${role ? `[role=${role}]` : ''} "${(name ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    };
    // Placed off the page (a skip link until it has focus): nothing a finger can reach.
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('[aria-hidden=true], [inert]') &&
        box.bottom + window.scrollY > 0 &&
        box.right + window.scrollX > 0
      );
    };
    /** A link inside a sentence: its block holds text of its own besides the link. */
    const inline = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const problems: { element: string; detail: string }[] = [];
    const measured = new Set<Element>();
    for (const element of document.querySelectorAll(selector)) {
      // A disabled control takes no touch.
      if (!shown(element) || inline(element) || element.matches(':disabled, [aria-disabled=true]')) continue;
      const checkable =
        (element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox')) ||
        ['radio', 'checkbox', 'switch'].includes(element.getAttribute('role') ?? '');
      const label = checkable
        ? ((element instanceof HTMLInputElement ? element.labels?.[0] : element.closest('label')) ?? null)
        : null;
      // A text field is hit anywhere in its box, which can be taller than the input in it.
      const field = checkable ? null : element.closest('.MuiInputBase-root');
      const target = label ?? field ?? element;
      if (measured.has(target)) continue;
      measured.add(target);
      const box = target.getBoundingClientRect();
      // Visually hidden (1 px, clipped or transparent): another control stands for it.
      if (!label && (box.width <= 2 || box.height <= 2 || getComputedStyle(element).opacity === '0'))
        continue;
      if (box.width < minimum - 0.5 || box.height < minimum - 0.5)
        problems.push({
          element: describe(element),
          detail: `${Math.round(box.width)} x ${Math.round(box.height)} px${label ? ' (its label)' : ''}`,
        });
    }
    return problems;
  }, minimumTarget);
  return found.map((problem) => ({ rule: 'touch target', ...problem }));
}

type Focused = {
  element: string;
  top: number;
  bottom: number;
  hidden: boolean;
  fixed: boolean;
  body: boolean;
};

/**
 * Tabs through the screen from the top: each focused element must be shown, and none may sit
 * above the one before it (fixed bars aside, which stay where they are while the page scrolls).
 */
export async function focusOrderFindings(page: Page, maxTabs = 60): Promise<Finding[]> {
  await page.evaluate(() => {
    // Tab starts from where focus last was (a button pressed to prepare the screen): a focused
    // element placed first and removed moves that point to the top.
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.remove();
    window.scrollTo(0, 0);
    (window as unknown as { galleryFocused: WeakSet<Element> }).galleryFocused = new WeakSet();
  });
  const findings: Finding[] = [];
  let previous: Focused | undefined;
  for (let tab = 0; tab < maxTabs; tab += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate((): Focused | 'again' => {
      const element = document.activeElement ?? document.body;
      // Focus came round to an element it had already reached: the whole screen was walked.
      const reached = (window as unknown as { galleryFocused: WeakSet<Element> }).galleryFocused;
      if (element !== document.body && reached.has(element)) return 'again';
      reached.add(element);
      const path: string[] = [];
      for (
        let node: Element | null = element;
        node && node !== document.body && path.length < 4;
        node = node.parentElement
      )
        path.unshift(
          `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
            node.getAttribute('aria-label') ? `[aria-label="${node.getAttribute('aria-label')}"]` : ''
          }`,
        );
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '')
        .trim()
        .replace(/\s+/g, ' ');
      const box = element.getBoundingClientRect();
      let fixed = false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') fixed = true;
      }
      const hidden =
        !element.checkVisibility({ visibilityProperty: true }) ||
        !!element.closest('[aria-hidden=true]') ||
        // A transparent control counts as shown when its wrapper is (MUI's radios and switches).
        ((box.width < 2 || box.height < 2) && !(element.parentElement?.getBoundingClientRect().width ?? 0)) ||
        box.bottom + window.scrollY < 0 ||
        box.right < 0;
      return {
        element: `${path.join(' > ')} "${text.slice(0, 40)}"`,
        top: box.top + window.scrollY,
        bottom: box.bottom + window.scrollY,
        hidden,
        fixed,
        body: element === document.body,
      };
    });
    if (focused === 'again') break;
    if (focused.body) {
      if (previous) break;
      continue;
    }
    if (focused.hidden)
      findings.push({
        rule: 'focus order',
        element: focused.element,
        detail: 'focus lands on a hidden element',
      });
    else if (previous && !previous.fixed && !focused.fixed && focused.bottom <= previous.top + 1)
      findings.push({
        rule: 'focus order',
        element: focused.element,
        detail: `focused after ${previous.element}, which is below it`,
      });
    if (!focused.hidden) previous = focused;
  }
  return findings;
}

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Every text a borrower reads goes through the i18n catalogue (`t('area.key')`), so Hindi can
 * replace it. This test reads each component with the TypeScript parser and lists, as file:line,
 * the English written straight into the markup: JSX text with a letter in it, and a string
 * literal with a letter in it given to a user-facing attribute (a label, a title, alt text, ...)
 * or placed as a child, including either branch of `a ? 'x' : 'y'` and the words of a template
 * literal; also the contract's catalogue shown as it is (`{messages.selectBank}`), which is
 * English: it goes through `t('messages.selectBank')`. A key passed to a call (`t('kyc.title')`)
 * is not a text and is not looked at.
 */

const src = fileURLToPath(new URL('..', import.meta.url));

/** Folders (relative to src, with '/') whose files are not the borrower's screens. */
const skipped = [
  // The tester pages of the sandbox, English only by design (locales/hi.ts).
  'features/dev/',
  // Partner logos and art drawn as SVG: their <text> is artwork, not copy.
  'config/partner-art/',
  'test/',
];

/**
 * Folders ('features/documents/') or files being moved to the catalogue right now; they leave
 * this list when they are done, and each must still have something to report (see the last test).
 */
const pending: readonly string[] = [];

/**
 * Texts that are the same in every language: brand and product names. Kept short; anything a
 * borrower reads as a sentence belongs in the catalogue.
 */
const allowed: ReadonlySet<string> = new Set(['Kredo']);

/** Attributes whose string value is read (or heard) by the borrower. */
const userFacingAttributes = new Set([
  'label',
  'placeholder',
  'title',
  'alt',
  'helperText',
  'children',
  'primary',
  'secondary',
  'legend',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
]);
const isUserFacing = (name: string) => userFacingAttributes.has(name) || /Label$|Text$/.test(name);

const letter = /\p{L}/u;
const isText = (text: string) =>
  letter.test(
    text
      .split(/\s+/)
      .filter((word) => !allowed.has(word))
      .join(' '),
  );

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

/** The literal pieces of an expression that would reach the screen as they are written. */
function literalsOf(expression: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression))
    return literalsOf(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return isText(expression.text) ? [expression] : [];
  if (
    ts.isPropertyAccessExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === 'messages'
  )
    return [expression];
  if (ts.isTemplateExpression(expression)) {
    const words = [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)];
    return words.some(isText) ? [expression] : [];
  }
  if (ts.isConditionalExpression(expression))
    return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const kind = expression.operatorToken.kind;
    if (kind === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(expression.right);
    if (kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken)
      return [...literalsOf(expression.left), ...literalsOf(expression.right)];
    if (kind === ts.SyntaxKind.PlusToken)
      return [...literalsOf(expression.left), ...literalsOf(expression.right)];
  }
  return [];
}

/** Each hard-coded text of one file, as 'name:line: text'. */
function hardCodedTexts(name: string, source: string): string[] {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${name}:${line + 1}: ${text.replace(/\s+/g, ' ').trim()}`);
  };
  const reportLiterals = (expression: ts.Expression | undefined) => {
    if (expression) for (const literal of literalsOf(expression)) report(literal, literal.getText(file));
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && isText(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      reportLiterals(node.expression);
    if (ts.isJsxAttribute(node) && isUserFacing(node.name.getText(file))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) reportLiterals(value);
      else if (value && ts.isJsxExpression(value)) reportLiterals(value.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = componentFiles(src)
  .map((path) => ({ path, name: relative(src, path).split(sep).join('/') }))
  .filter(({ name }) => !skipped.some((folder) => name.startsWith(folder)));
const textsIn = (folder: string) =>
  files
    .filter(({ name }) => name.startsWith(folder))
    .flatMap(({ path, name }) => hardCodedTexts(name, readFileSync(path, 'utf8')));

describe('texts on screen', () => {
  it('are never written into a component: each goes through the i18n catalogue', () => {
    const leftovers = files
      .filter(({ name }) => !pending.some((folder) => name.startsWith(folder)))
      .flatMap(({ path, name }) => hardCodedTexts(name, readFileSync(path, 'utf8')));
    expect(leftovers).toEqual([]);
  });

  it('finds English written into the markup, and leaves keys, data and symbols alone', () => {
    const source = [
      'export const A = ({ failed, n, t }) => (',
      '  <Page title="Bank Statement">',
      '    Choose a bank',
      '    <img alt={`Photo of ${n}`} src="/a.png" />',
      "    <Button>{failed ? 'Try again' : t('kyc.continue')}</Button>",
      '    <Field label={t("kyc.date")} type="date" sendLabel="Generate OTP" />',
      '    <span aria-label={`${n} seconds left`}>₹ {n} · Kredo</span>',
      '    <Alert title={t("messages.selectBank")}>{messages.selectBank}</Alert>',
      '  </Page>',
      ');',
    ].join('\n');
    expect(hardCodedTexts('probe.tsx', source)).toEqual([
      'probe.tsx:2: "Bank Statement"',
      'probe.tsx:3: Choose a bank',
      'probe.tsx:4: `Photo of ${n}`',
      "probe.tsx:5: 'Try again'",
      'probe.tsx:6: "Generate OTP"',
      'probe.tsx:7: `${n} seconds left`',
      'probe.tsx:8: messages.selectBank',
    ]);
  });

  it('lists as pending only folders that still have texts to move', () => {
    const done = pending.filter((entry) => textsIn(entry).length === 0);
    expect(done).toEqual([]);
  });
});

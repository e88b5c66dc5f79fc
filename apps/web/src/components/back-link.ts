/**
 * The style of a standalone text link such as 'Back to application': at the start of its row and
 * at least 44 px tall, so a thumb finds it as easily as a button.
 */
export const backLink = {
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
} as const;

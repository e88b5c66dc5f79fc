/**
 * KNOWN PROBLEMS: accessibility findings on screens whose code another area owns, written down
 * so that the gallery's check stays strict for everything else. Each entry is a screen's file
 * name and patterns of its finding lines (`<rule> at <element>: <detail>`, in either language).
 * Remove an entry once its screen is fixed: the gallery fails on an entry that matches nothing,
 * so the list cannot go stale.
 */
const backToApplication = /^touch target at a "(Back to application|आवेदन पर वापस जाएँ)": \d+ x 24 px/;

export const knownProblems: Record<string, RegExp[]> = {
  // app/routes/bank-statement.tsx: the standalone 'Back to application' MUI Link is one text line high.
  '31-bank-statement': [backToApplication],
  // app/routes/incomplete-info/bs-pdf-upload.tsx: the same link.
  '40-correction-bs-pdf-upload': [backToApplication],
  // features/incomplete-info/components/outstanding-list.tsx: ListItemButton as a link puts <a>
  // straight into the <ul> (give the List component="div", or wrap each in a ListItem).
  '38-incomplete-info': [/^axe list at ul:/],
};

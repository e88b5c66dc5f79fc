/** Joins the class names that apply: `classNames(styles.button, full && styles.full)`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

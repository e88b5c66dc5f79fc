/** A chosen file's name is shown cut to 25 characters, 28 in the incomplete-info screen (spec 000 §9). */
export const fileNameLengths = { application: 25, incompleteInfo: 28 } as const;

/** The name as shown: whole when it fits, else its first `length` characters and an ellipsis. */
export function cutFileName(name: string, length: number): string {
  const characters = Array.from(name);
  return characters.length <= length ? name : `${characters.slice(0, length).join('')}...`;
}

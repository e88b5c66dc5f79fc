/** How much of a chosen file's name a card shows (spec 000 §9). */
export const SHOWN_FILE_NAME_LENGTH = 25;

/** The name cut to 25 characters, with an ellipsis when anything was cut. */
export function shortenFileName(name: string, length = SHOWN_FILE_NAME_LENGTH): string {
  const characters = [...name];
  return characters.length <= length ? name : `${characters.slice(0, length).join('')}…`;
}

/**
 * Text lengths as production's columns declare them (VARCHAR(n)). Counted in characters
 * (Unicode code points), as production's validator counts them, not in UTF-16 units: an emoji
 * is one character.
 */

/** Whether `text` has more than `max` characters; reads at most `max + 1` of them. */
export function isLongerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  let characters = 0;
  for (let index = 0; index < text.length && characters <= max; characters += 1) {
    index += text.codePointAt(index)! > 0xffff ? 2 : 1;
  }
  return characters > max;
}

/** The forms' words for a text that is too long. */
export const tooLongMessage = (field: string, max: number) =>
  `${field} can have at most ${max} characters`;

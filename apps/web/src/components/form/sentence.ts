/**
 * A message that may start with a value ("the pool could not be loaded", the German ones that start with the
 * record's name), with its first letter a capital, as a sentence's is.
 */
export const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

// Looking words of text up in a table written as an object literal. `table[word]` answers for the names every object
// inherits too ("constructor"), so a prompt with such a word handed a function on as a word, a colour or a count.

/** What `table` holds for `word` itself, or undefined: never what every object inherits. */
export const wordEntry = <T>(table: Readonly<Record<string, T>>, word: string): T | undefined =>
  Object.hasOwn(table, word) ? table[word] : undefined;

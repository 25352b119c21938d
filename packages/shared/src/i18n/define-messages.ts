/** Declares a message dictionary; the compiler refuses an English side missing a Spanish key or adding one. */
export function defineMessages<const K extends string>(dictionary: {
  es: Record<K, string>;
  en: Record<NoInfer<K>, string>;
}) {
  return dictionary;
}

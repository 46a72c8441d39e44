/** The search field's own event when the address set its words: the suggestions read them again. */
export const WORDS_SET = 'webshop:words-set';

/**
 * The portal search's limits: the longest query and the most results one answer lists. Facts,
 * not words, so both languages' portal texts (core/texts/portal.ts and its Slovenian twin)
 * share this one definition.
 */
export const portalSearch = { maxLength: 100, limit: 20 } as const;

/**
 * Error answers the fuzzer saw that the document does not list yet (route-specific codes never
 * declared in `schema.errors`): `METHOD /path status code`. Tolerated, not hidden: the fuzz fails on
 * any answer outside this list, and on an entry once the document lists it (delete it then).
 */
export const KNOWN_GAPS: readonly string[] = [];

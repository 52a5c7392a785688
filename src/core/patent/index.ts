/** Public API of the patent analysis engine (pure: usable in browser, server and CLI). */
export type * from './types';
export { SECTION_ORDER } from './types';
export { parseDraft, toDocumentRange, sectionById } from './parse';
export { parseClaimRefs } from './parse/deps';
export { claimCategory } from './parse/structure';
export { countWords, singular } from './text';

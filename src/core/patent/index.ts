/** Public API of the patent analysis engine (pure: usable in browser, server and CLI). */
export type * from './types';
export { SECTION_ORDER } from './types';
export { parseDraft, toDocumentRange, sectionById } from './parse';
export { docxHtmlToText } from './parse/docx-html';
export { applicationSections } from './parse/application';
export { parseClaimRefs } from './parse/deps';
export { claimCategory } from './parse/structure';
export { DEFAULT_HEADINGS } from './parse/sections';
export { countWords, singular } from './text';
export { analyzeDraft, type Analysis, type AnalysisStats } from './analyze';
export type { AnalyzeOptions, WordListOptions } from './checks/context';
export { DEFAULT_PROFANITY } from './checks/profanity';
export { DEFAULT_INHERENT, findAntecedentIssues, type AntecedentIssue } from './antecedent';
export {
  calculateFees,
  usClaimWeights,
  type FeeItem,
  type FeeOptions,
  type FeeResult,
} from './fees/calc';
export { US_FEES, EP_FEES, type UsFeeRow, type EpFeeRow } from './fees/table';
export { RULE_CATALOGUE, RULES_BY_ID, RULE_FAMILIES, type RuleInfo } from './rules';

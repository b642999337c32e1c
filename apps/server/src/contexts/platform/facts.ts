// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export { readUploadedImage } from './files/image-type.ts';
export { languageCatalogue, sourceFileName, type LanguageView } from './languages/language-catalogue.ts';
export type { JudgedSubmission } from './live/live-notices.ts';
export type { LiveContestRules } from './live/audience.ts';

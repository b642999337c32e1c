// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export {
  createContestQuestionsReader,
  type ContestQuestionEntry,
  type ContestQuestionsReader,
} from './comments/contest-questions.repo.ts';
export { createReplyDating } from './comments/reply-moment.ts';

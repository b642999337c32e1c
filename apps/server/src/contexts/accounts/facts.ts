// The context's facts face: small read-only facts and pure helpers other contexts read. Other contexts import them from here only.
export { presentUserInfo } from './accounts/accounts.presenter.ts';
export { type AccountsRepo } from './accounts/accounts.repo.ts';

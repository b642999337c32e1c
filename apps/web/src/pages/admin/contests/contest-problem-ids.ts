// The proposal is shared with the server, which makes the same one for a contest problem created without a
// display id (packages/contract/src/contest-admin.ts).
export { nextDisplayId } from '@judge/contract';

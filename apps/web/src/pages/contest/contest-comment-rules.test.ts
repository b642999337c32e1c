import { describe, expect, it } from 'vitest';
import { contestCommentRules } from './contest-comment-rules';

const OWNER = 1;
const ME = 2;
const OTHER = 3;
const comment = (fromUid: number, fromRole = 'default_user') => ({ fromUid, fromRole }) as never;

describe('contest comment rules', () => {
  const contestant = contestCommentRules({ isContestAdmin: false, uid: OWNER }, ME);
  const admin = contestCommentRules({ isContestAdmin: true, uid: OWNER }, OWNER);

  it('a contestant deletes their own only; a contest admin anything', () => {
    expect([contestant.mayDelete(ME), contestant.mayDelete(OTHER), contestant.mayDelete(OWNER)]).toEqual([
      true,
      false,
      false,
    ]);
    expect([admin.mayDelete(ME), admin.mayDelete(OTHER)]).toEqual([true, true]);
  });

  it('replies go under one’s own or a contestant’s comment, not under root’s or the owner’s', () => {
    expect(contestant.mayReplyTo(comment(ME))).toBe(true);
    expect(contestant.mayReplyTo(comment(OTHER))).toBe(true);
    expect(contestant.mayReplyTo(comment(OWNER, 'admin'))).toBe(false);
    expect(contestant.mayReplyTo(comment(OTHER, 'root'))).toBe(false);
    expect(admin.mayReplyTo(comment(OTHER, 'root'))).toBe(true);
  });
});

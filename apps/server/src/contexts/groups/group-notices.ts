import type { Db } from '../../db/database.ts';

/** A personal notice (the community's "Mine" inbox). */
export interface MineNotice {
  title: string;
  content: string;
}
/**
 * Puts a notice into each recipient's "Mine" inbox on the caller's executor (inside its transaction): the
 * community context's operation, handed in by the composition root so the groups never import it.
 */
export type SendMineNotices = (
  executor: Db,
  recipients: readonly number[],
  notice: MineNotice,
) => Promise<void>;

/**
 * The group's personal notices (spec 3 §8, the reference's four): written in both languages in one message, as
 * the reference does, since a notice is stored once and read in whichever language the reader has chosen.
 */
interface GroupRef {
  id: number;
  name: string;
}

const userLink = (username: string) => `[${username}](/user-home?username=${encodeURIComponent(username)})`;
const groupLink = (group: GroupRef, path = '') => `[${group.name}](/group/${group.id}${path})`;

export const groupNoticeTexts = {
  /** To the group's roots: someone applied (a protected or private group). */
  applied: (group: GroupRef, applicant: string): MineNotice => ({
    title: '团队成员申请通知 (Group Member Application Notice)',
    content:
      `您好，您作为团队【${groupLink(group)}】的超级管理员，目前有用户【${userLink(applicant)}】正在申请加入该团队，` +
      `请前往 ${groupLink(group, '/member')} 查看审批！\n\n` +
      `Hello, as a root of the group ${groupLink(group)}, the user ${userLink(applicant)} is applying to join ` +
      `it. Please go to ${groupLink(group, '/member')} to review the application.`,
  }),
  /** To a new member: joined a public group, or the application was approved. */
  welcome: (group: GroupRef): MineNotice => ({
    title: '欢迎加入团队 (Welcome to the Group)',
    content:
      `您好，欢迎加入团队【${groupLink(group)}】！\n\n` + `Hello, welcome to the group ${groupLink(group)}!`,
  }),
  /** To a removed member. */
  removed: (group: GroupRef, operator: string): MineNotice => ({
    title: '移除团队成员通知 (Removed from the Group)',
    content:
      `您好，您已被团队【${groupLink(group)}】的管理员【${userLink(operator)}】移出了团队。\n\n` +
      `Hello, you have been removed from the group ${groupLink(group)} by its admin ${userLink(operator)}.`,
  }),
  /** To every member of a disbanded group (its name only: the page is gone). */
  disbanded: (group: GroupRef, operator: string): MineNotice => ({
    title: '团队解散通知 (Group Dissolution Notice)',
    content:
      `您好，您所在的团队 **${group.name}** 已被【${userLink(operator)}】解散。\n\n` +
      `Hello, your group **${group.name}** has been disbanded by ${userLink(operator)}.`,
  }),
};

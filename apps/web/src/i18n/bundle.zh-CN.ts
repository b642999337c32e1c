// The site's texts in Chinese, in one chunk that loads only when this language is shown
// (index.ts: the first page loads the active language's texts alone; the other comes on a switch). The back
// office's texts are bundle-admin.zh-CN.ts, loaded by the pages that speak them.
import type { ServerMessageText } from '@judge/contract';
import antdLocale from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import { serverMessagesZhCN } from './server-messages.zh-CN';
import { zhCN } from './zh-CN';
import { problemZhCN } from './problem.zh-CN';
import { contestZhCN } from './contest.zh-CN';
import { commentsZhCN } from './comments.zh-CN';
import { discussionZhCN } from './discussion.zh-CN';
import { messageZhCN } from './message.zh-CN';
import { noteZhCN } from './note.zh-CN';
import { userHomeZhCN } from './user-home.zh-CN';
import { homeZhCN } from './home.zh-CN';
import { rankZhCN } from './rank.zh-CN';
import { contestProblemZhCN } from './contest-problem.zh-CN';
import { ideZhCN } from './ide.zh-CN';
import { scoreboardZhCN } from './scoreboard.zh-CN';
import { contestToolsZhCN } from './contest-tools.zh-CN';
import { scrollBoardZhCN } from './scroll-board.zh-CN';
import { drawZhCN } from './draw.zh-CN';
import { markdownEditorZhCN } from './markdown-editor.zh-CN';
import { trainingZhCN } from './training.zh-CN';
import { groupZhCN } from './group.zh-CN';
import { contestHallZhCN } from './contest-hall.zh-CN';
import { contestTeamsZhCN } from './contest-teams.zh-CN';
import { contestVolunteersZhCN } from './contest-volunteers.zh-CN';
import { contestWindowsZhCN } from './contest-windows.zh-CN';

export const translation = {
  ...zhCN,
  ...problemZhCN,
  ...contestZhCN,
  ...commentsZhCN,
  ...discussionZhCN,
  ...messageZhCN,
  ...noteZhCN,
  ...userHomeZhCN,
  ...homeZhCN,
  ...rankZhCN,
  ...contestProblemZhCN,
  ...ideZhCN,
  ...scoreboardZhCN,
  ...contestToolsZhCN,
  ...scrollBoardZhCN,
  ...drawZhCN,
  ...markdownEditorZhCN,
  ...trainingZhCN,
  ...groupZhCN,
  ...contestHallZhCN,
  ...contestTeamsZhCN,
  ...contestVolunteersZhCN,
  ...contestWindowsZhCN,
};

export { antdLocale };
/** The server's messages in Chinese (server-messages.ts). */
export const serverMessages: Record<ServerMessageText, string> | null = serverMessagesZhCN;
export const dayjsLocale: string = 'zh-cn';

// Every text of the site in English, in one chunk that loads only when this language is shown
// (index.ts: the first page loads the active language's texts alone; the other comes on a switch).
import type { ServerMessageText } from '@judge/contract';
import antdLocale from 'antd/locale/en_US';
import { enUS } from './en-US';
import { adminProblemEnUS } from './admin-problem.en-US';
import { problemEnUS } from './problem.en-US';
import { contestEnUS } from './contest.en-US';
import { commentsEnUS } from './comments.en-US';
import { discussionEnUS } from './discussion.en-US';
import { messageEnUS } from './message.en-US';
import { noticeEnUS } from './notice.en-US';
import { noteEnUS } from './note.en-US';
import { userHomeEnUS } from './user-home.en-US';
import { homeEnUS } from './home.en-US';
import { rankEnUS } from './rank.en-US';
import { contestProblemEnUS } from './contest-problem.en-US';
import { ideEnUS } from './ide.en-US';
import { scoreboardEnUS } from './scoreboard.en-US';
import { contestToolsEnUS } from './contest-tools.en-US';
import { contestAdminEnUS } from './contest-admin.en-US';
import { scrollBoardEnUS } from './scroll-board.en-US';
import { adminSystemEnUS } from './admin-system.en-US';
import { drawEnUS } from './draw.en-US';
import { markdownEditorEnUS } from './markdown-editor.en-US';
import { trainingEnUS } from './training.en-US';
import { groupEnUS } from './group.en-US';
import { classEnUS } from './class.en-US';
import { similarityEnUS } from './similarity.en-US';
import { auditLogEnUS } from './audit-log.en-US';
import { contestHallEnUS } from './contest-hall.en-US';
import { clicsAccountsEnUS } from './clics-accounts.en-US';
import { contestTeamsEnUS } from './contest-teams.en-US';
import { contestVolunteersEnUS } from './contest-volunteers.en-US';
import { contestWindowsEnUS } from './contest-windows.en-US';

export const translation = {
  ...enUS,
  ...adminProblemEnUS,
  ...problemEnUS,
  ...contestEnUS,
  ...commentsEnUS,
  ...discussionEnUS,
  ...messageEnUS,
  ...noticeEnUS,
  ...noteEnUS,
  ...userHomeEnUS,
  ...homeEnUS,
  ...rankEnUS,
  ...contestProblemEnUS,
  ...ideEnUS,
  ...scoreboardEnUS,
  ...contestToolsEnUS,
  ...contestAdminEnUS,
  ...scrollBoardEnUS,
  ...adminSystemEnUS,
  ...drawEnUS,
  ...markdownEditorEnUS,
  ...trainingEnUS,
  ...groupEnUS,
  ...classEnUS,
  ...similarityEnUS,
  ...auditLogEnUS,
  ...contestHallEnUS,
  ...clicsAccountsEnUS,
  ...contestTeamsEnUS,
  ...contestVolunteersEnUS,
  ...contestWindowsEnUS,
};

// dayjs speaks English without a locale file.
export { antdLocale };
/** English messages are the server's sentences themselves. */
export const serverMessages: Record<ServerMessageText, string> | null = null;
export const dayjsLocale: string = 'en';

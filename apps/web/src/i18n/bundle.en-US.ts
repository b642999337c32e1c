// The site's texts in English, in one chunk that loads only when this language is shown
// (index.ts: the first page loads the active language's texts alone; the other comes on a switch). The back
// office's texts are bundle-admin.en-US.ts, loaded by the pages that speak them.
import type { ServerMessageText } from '@judge/contract';
import antdLocale from 'antd/locale/en_US';
import { enUS } from './en-US';
import { problemEnUS } from './problem.en-US';
import { contestEnUS } from './contest.en-US';
import { commentsEnUS } from './comments.en-US';
import { discussionEnUS } from './discussion.en-US';
import { messageEnUS } from './message.en-US';
import { noteEnUS } from './note.en-US';
import { userHomeEnUS } from './user-home.en-US';
import { homeEnUS } from './home.en-US';
import { rankEnUS } from './rank.en-US';
import { contestProblemEnUS } from './contest-problem.en-US';
import { ideEnUS } from './ide.en-US';
import { scoreboardEnUS } from './scoreboard.en-US';
import { contestToolsEnUS } from './contest-tools.en-US';
import { scrollBoardEnUS } from './scroll-board.en-US';
import { drawEnUS } from './draw.en-US';
import { markdownEditorEnUS } from './markdown-editor.en-US';
import { trainingEnUS } from './training.en-US';
import { groupEnUS } from './group.en-US';
import { contestHallEnUS } from './contest-hall.en-US';
import { contestTeamsEnUS } from './contest-teams.en-US';
import { contestVolunteersEnUS } from './contest-volunteers.en-US';
import { contestWindowsEnUS } from './contest-windows.en-US';

export const translation = {
  ...enUS,
  ...problemEnUS,
  ...contestEnUS,
  ...commentsEnUS,
  ...discussionEnUS,
  ...messageEnUS,
  ...noteEnUS,
  ...userHomeEnUS,
  ...homeEnUS,
  ...rankEnUS,
  ...contestProblemEnUS,
  ...ideEnUS,
  ...scoreboardEnUS,
  ...contestToolsEnUS,
  ...scrollBoardEnUS,
  ...drawEnUS,
  ...markdownEditorEnUS,
  ...trainingEnUS,
  ...groupEnUS,
  ...contestHallEnUS,
  ...contestTeamsEnUS,
  ...contestVolunteersEnUS,
  ...contestWindowsEnUS,
};

// dayjs speaks English without a locale file.
export { antdLocale };
/** English messages are the server's sentences themselves. */
export const serverMessages: Record<ServerMessageText, string> | null = null;
export const dayjsLocale: string = 'en';

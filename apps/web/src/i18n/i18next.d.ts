import 'i18next';
import type { Messages } from './en-US';
import type { AdminProblemMessages } from './admin-problem.en-US';
import type { ProblemMessages } from './problem.en-US';
import type { ContestMessages } from './contest.en-US';
import type { CommentsMessages } from './comments.en-US';
import type { DiscussionMessages } from './discussion.en-US';
import type { MessageMessages } from './message.en-US';
import type { NoticeMessages } from './notice.en-US';
import type { NoteMessages } from './note.en-US';
import type { UserHomeMessages } from './user-home.en-US';
import type { HomeMessages } from './home.en-US';
import type { RankMessages } from './rank.en-US';
import type { ContestProblemMessages } from './contest-problem.en-US';
import type { IdeMessages } from './ide.en-US';
import type { ScoreboardMessages } from './scoreboard.en-US';
import type { ContestToolsMessages } from './contest-tools.en-US';
import type { ContestAdminMessages } from './contest-admin.en-US';
import type { ScrollBoardMessages } from './scroll-board.en-US';
import type { AdminSystemMessages } from './admin-system.en-US';
import type { DrawMessages } from './draw.en-US';
import type { MarkdownEditorMessages } from './markdown-editor.en-US';
import type { TrainingMessages } from './training.en-US';
import type { GroupMessages } from './group.en-US';
import type { ClassMessages } from './class.en-US';
import type { SimilarityMessages } from './similarity.en-US';
import type { AuditLogMessages } from './audit-log.en-US';
import type { ContestHallMessages } from './contest-hall.en-US';
import type { ClicsAccountsMessages } from './clics-accounts.en-US';
import type { ContestTeamsMessages } from './contest-teams.en-US';
import type { ContestVolunteersMessages } from './contest-volunteers.en-US';
import type { ContestWindowsMessages } from './contest-windows.en-US';
import type { AdminContestMessages } from './admin-contest.en-US';
import type { AdminTrainingMessages } from './admin-training.en-US';
import type { AdminDiscussionMessages } from './admin-discussion.en-US';
import type { AdminHomeMessages } from './admin-home.en-US';
import type { AdminUsersMessages } from './admin-users.en-US';

// Typed keys: t('nav.home') is checked against the English texts at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Messages &
        AdminProblemMessages &
        ProblemMessages &
        ContestMessages &
        CommentsMessages &
        DiscussionMessages &
        MessageMessages &
        NoticeMessages &
        NoteMessages &
        RankMessages &
        UserHomeMessages &
        HomeMessages &
        ContestProblemMessages &
        IdeMessages &
        ScoreboardMessages &
        ContestToolsMessages &
        ContestAdminMessages &
        AdminSystemMessages &
        DrawMessages &
        MarkdownEditorMessages &
        ScrollBoardMessages &
        TrainingMessages &
        GroupMessages &
        ClassMessages &
        SimilarityMessages &
        AuditLogMessages &
        ContestHallMessages &
        ClicsAccountsMessages &
        ContestTeamsMessages &
        ContestVolunteersMessages &
        ContestWindowsMessages &
        AdminContestMessages &
        AdminTrainingMessages &
        AdminDiscussionMessages &
        AdminHomeMessages &
        AdminUsersMessages;
    };
  }
}

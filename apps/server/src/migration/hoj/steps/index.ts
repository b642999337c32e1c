import type { MigrationStep } from '../step.ts';
import { announcementsStep } from './announcements.ts';
import { commentsStep } from './comments.ts';
import { contestsStep } from './contests.ts';
import { filesStep } from './files.ts';
import { groupsStep } from './groups.ts';
import { HOJ_PROBLEM_FILE_FOLDER, mdAttachmentsStep } from './md-attachments.ts';
import { categoriesStep, discussionsStep } from './discussions.ts';
import { problemsStep } from './problems.ts';
import { settingsStep } from './settings.ts';
import { submissionsStep } from './submissions.ts';
import { tagClassificationsStep, tagsStep } from './tags.ts';
import { trainingCategoriesStep, trainingsStep } from './trainings.ts';
import { usersStep } from './users.ts';
import {
  contestPrintsStep,
  leftBehindStep,
  messageRemindersStep,
  sysNoticesStep,
  userNoticesStep,
} from './messages.ts';

/**
 * HOJ's tables in the order they are carried over: a step runs after every step whose rows it points at.
 * `filesRoot` is HOJ's data root (the folder holding `testcase/` and `file/`), `dataDir` ours. Each call makes fresh steps (they
 * keep what `prepare` read for one run).
 */
export function hojSteps(filesRoot?: string, dataDir?: string): MigrationStep[] {
  return [
    usersStep(),
    filesStep(filesRoot, dataDir),
    mdAttachmentsStep(filesRoot, dataDir),
    mdAttachmentsStep(filesRoot, dataDir, HOJ_PROBLEM_FILE_FOLDER),
    groupsStep(),
    tagClassificationsStep(),
    tagsStep(),
    problemsStep(filesRoot),
    contestsStep(),
    trainingCategoriesStep(),
    trainingsStep(),
    submissionsStep(),
    categoriesStep(),
    discussionsStep(),
    commentsStep(),
    announcementsStep(),
    contestPrintsStep(),
    sysNoticesStep(),
    userNoticesStep(),
    messageRemindersStep(),
    settingsStep(),
    leftBehindStep(
      'contest_explanation',
      'this product has no contest explanations (post them as a discussion)',
    ),
    leftBehindStep('remote_judge_account', 'this product has no remote judging'),
  ] as MigrationStep[];
}

/** The languages of the site (spec 1-core §1: zh-CN by default), kept by the web in the webLanguage cookie. */
export const SITE_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const DEFAULT_SITE_LANGUAGE: SiteLanguage = 'zh-CN';
export const LANGUAGE_COOKIE = 'webLanguage';
export const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  SITE_LANGUAGES.includes(value as SiteLanguage);

/**
 * Every sentence the server says to a user beyond its error code's default (docs/api.md "Messages in the user's
 * language"). The English text is the key, as in gettext: the server fills it in for `msg` (what other clients
 * read) and sends the text and its values as `msgKey` and `msgParams`, and the web shows the sentence in the
 * user's language from its own table (i18n/server-messages.zh-CN.ts, typed by this list so none is missing).
 * Values go between double braces, the syntax of the web's i18next; an English noun that follows a number is
 * written {{name|one|many}} (the word for 1, the word for any other number), which Chinese does without.
 */
export const SERVER_MESSAGES = [
  // Uploads (every upload call)
  'Send the file as multipart/form-data in the field "{{field}}"',
  '{{field}} is required',
  'File type not supported: use {{types}}',
  'Exceed max size limit: at most {{size}}',
  'File type not supported: the file is not a {{types}} image',
  // Accounts
  'Please wait {{seconds}} {{seconds|second|seconds}} before asking for another email',
  'The email already exists',
  'The username already exists, Try append number',
  'The verification code is wrong or has expired',
  'The username/email does not exist',
  'The username does not exist',
  'The reset link is wrong or has expired',
  'The old password is wrong',
  'The new password must differ from the old one',
  'The new email must differ from the old one',
  'The new mobile number must differ from the old one',
  'The password is wrong',
  // Submissions and test runs
  'This problem does not accept submissions outside its contest',
  '{{language}} is not allowed for this problem',
  '{{language}} is not a language of the online IDE',
  'No Access: contest judging is closed on this site',
  'The judge is closed for submissions outside contests',
  'Submitting too fast: wait {{seconds}} {{seconds|second|seconds}}',
  'Only the author may share this code',
  'This problem does not allow sharing code',
  'Only a submission that failed to be judged can be resubmitted',
  'Only the author may download the failed case of a finished submission outside contests',
  // Discussions and comments
  'No Access: the public discussion area is closed',
  'No Access: comments on group discussions are not open yet',
  'No Access: the contest comment area is closed',
  'The discussion is disabled: it takes no new comments',
  'The category does not exist',
  'Only the author may edit a discussion',
  'Only the author or an admin may delete a discussion',
  'You need at least {{needed}} accepted {{needed|problem|problems}} to post a discussion (you have {{solved}})',
  'You may post at most {{limit}} {{limit|discussion|discussions}} a day: please try again tomorrow',
  'You need at least {{needed}} accepted {{needed|problem|problems}} to comment (you have {{solved}})',
  'Only the author or an administrator may delete this comment',
  'Only the author or an administrator may delete this reply',
  'Only its author or a contest admin may reply to this comment',
  // Trainings
  'This training is private: register with its password first',
  'The training is public and needs no password',
  'The training password is wrong',
  // Contests
  'Register for the contest first',
  'The contest has not started yet',
  'Start the contest first',
  'Contest has ended',
  'Your time in this contest is over',
  "Others' submissions are hidden until the contest ends",
  'Only the contest admins may do this',
  'Enter the contest password',
  'The contest password is wrong',
  'This contest admits only the accounts its account rule names',
  'This contest has no time limit to start',
  'Contest admins do not take part in their contest',
  'Virtual participation opens once the contest has ended',
  'You took part in this contest: its board already has your row',
  'You already have a virtual participation of this contest',
  'The start must not be in the past',
  'The start must be within {{days}} days',
  'This contest does not open its scoreboard to the outside',
  'Printing is not open in this contest',
  'Printing is limited: send again in {{seconds}} {{seconds|second|seconds}}',
  'Your time in this contest has not started yet',
  'The window must not start before the contest',
  'The account plays in no team of this contest',
  // Balloon and print volunteers
  '{{username}} has claimed this delivery already',
  'This delivery is done already',
  'You have not claimed this delivery',
  'Only the contest volunteers and admins may do this',
  '{{username}} is a volunteer of this contest already',
  'This delivery is in a room you do not serve',
  // Groups (their content's refusals too)
  'The group does not exist',
  'Only the members of the group may do this',
  "Only the group's admins may do this",
  "Only the group's roots may do this",
  "Only the group's owner may do this",
  'You may own at most {{limit}} {{limit|group|groups}}',
  'You need at least {{needed}} solved {{needed|problem|problems}} to create a group (you have {{solved}})',
  'You may create at most {{daily}} {{daily|group|groups}} a day: please try again tomorrow',
  'another group already has this name',
  'another group already has this short name',
  'another group already has this name or short name',
  'code is required for a private group',
  'You are already a member of this group',
  'You have already applied: please wait for the answer',
  'reason is required to apply to this group',
  'code is required to apply to a private group',
  'the invitation code is wrong',
  'The user is not in the group',
  "The member's level changed meanwhile: reload and try again",
  'The owner cannot leave the group: disband it instead',
  'You are not a member of this group',
  "The owner's level cannot be changed",
  "Only the group's admins may change members",
  'You may only change members below your own level',
  'You may only set levels below your own',
  'You cannot remove yourself: leave the group instead',
  'The owner cannot be removed from the group',
  "Only the group's admins may remove members",
  'You may only remove members below your own level',
  'The announcement does not exist',
  "Only the author or the group's roots may change this announcement",
  'The problem does not exist',
  'The problem {{pid}} does not exist',
  "Only the group's roots and the problem's author may do this",
  'The problem is public now: the group can no longer change it',
  'The problem is applying to be public: withdraw the application to change it',
  "the problem id with the group's short name ({{problemId}}) must be at most 32 characters",
  'The problem is public already',
  'the problem has not applied to be public',
  "the problem is not one of the group's",
  "a group submission goes to the group's problem, not through a contest or training",
  'The training does not exist',
  "Only the group's roots and the training's author may manage it",
  'Only the author of the training and root may manage it',
  'The problem is not in this training',
  'cid is required with contestProblem',
  'The contest does not exist',
  "Only the group's roots and the contest's author may manage it",
  'The discussion does not exist',
  'No Access: the group discussion area is closed',
  'No Access: the discussion areas are closed',
  'Only admins may pin a discussion to the top',
  "Only the group's admins may pin a discussion to the top",
  "Only the group's admins may pin or disable a discussion",
  "Only the author or the group's admins may delete a discussion",
  // Classes
  "Only the class's teacher or an administrator may do this",
  'The class is finished: students cannot be added',
  'The class already has this homework',
  'Teachers manage only the students of their classes and groups',
  'Choose one of your classes for the new students',
  'The student is not in any of your classes',
  // Similarity checks
  "Only the site's admins may check a problem across the site",
  'The similarity check is still running',
  'The similarity check does not exist',
  'The pair does not exist',
  // Pictures of the Markdown editor
  "You may not delete another user's picture",
  // Team contests (docs/contest-teams.md)
  'This contest is not played by teams',
  'Teams are formed before the contest starts',
  'You are already in a team of this contest',
  'The team is full: at most {{count}} {{count|member|members}}',
  'No team of this contest has this invite code',
  'Join a team of this contest to submit',
  'No account is named {{name}}',
  '{{name}} is already in the team {{team}}',
  'A team of this contest is already named {{name}}',
  'A team has at most {{count}} {{count|member|members}} in this contest',
  'Row {{row}}, {{field}}: {{reason}}',
  'The team does not exist',
  'The school does not exist',
  'The account {{name}} already exists',
] as const;

export type ServerMessageText = (typeof SERVER_MESSAGES)[number];
export type MessageParams = Record<string, string | number>;

/** A sentence of the catalogue with its values, as the server says it. */
export interface ServerMessage {
  text: ServerMessageText;
  params?: MessageParams;
}

/**
 * Whether the caller may post now (GET /api/discussion-posting-check, /api/comment-posting-check: ours), asked
 * before the editor opens; a refusal is the sentence posting would be refused with.
 */
export interface PostingCheck {
  allowed: boolean;
  refusal: { msgKey: ServerMessageText; msgParams: MessageParams } | null;
}

/**
 * Puts the values in place of their {{names}} and picks {{name|one|many}} by the number; a name without a value
 * stays as written.
 */
export function fillMessage(text: string, params: MessageParams = {}): string {
  return text.replace(
    /\{\{(\w+)(?:\|([^|}]*)\|([^}]*))?\}\}/g,
    (whole, name: string, one?: string, many?: string) => {
      if (!(name in params)) return whole;
      if (one === undefined) return String(params[name]);
      return Number(params[name]) === 1 ? one : (many ?? '');
    },
  );
}

import dayjs, { type Dayjs } from 'dayjs';
import {
  AWARD_TYPE,
  CONTEST_AUTH,
  CONTEST_TYPE,
  DEFAULT_RULE_SETTINGS,
  type AdminContestView,
  type AwardConfigItem,
  type ContestSaveBody,
  type LatePeriod,
  type ScoringRule,
  type OiRankScoreType,
  type PenaltyUnit,
  type RankShowName,
  type SealRankOption,
  type SessionRule,
} from '@judge/contract';
import { hallFields, hallToBody } from './contest-hall-form';
import { hoursToSeconds, secondsToHours } from '../../contest/contest-time';
import { defaultSealOption, durationSeconds, sealOptionOf } from './contest-form-rules';

/** Everything the contest form edits, shaped for antd's Form (times as dayjs, time limit in hours). */
export interface ContestFormValues {
  title: string;
  description: string;
  startTime: Dayjs | null;
  endTime: Dayjs | null;
  type: 0 | 1;
  auth: 0 | 1 | 2;
  pwd: string;
  timeLimitHours: number;
  sealRank: boolean;
  sealRankOption: SealRankOption;
  autoRealRank: boolean;
  openPrint: boolean;
  openRank: boolean;
  rankShowName: RankShowName;
  oiRankScoreType: OiRankScoreType;
  penaltyUnit: PenaltyUnit;
  /** An OI contest's rule (an ACM contest always sends 'acm') and its parameters. */
  scoringRule: ScoringRule;
  ledoTryPenaltyPercent: number;
  ledoFloorPercent: number;
  homeworkDueTime: Dayjs | null;
  homeworkLatePeriods: LatePeriod[];
  openAccountLimit: boolean;
  accountPrefix: string;
  accountSuffix: string;
  accountStart: number | null;
  accountEnd: number | null;
  /** Other usernames admitted by the account limit, separated by spaces or new lines. */
  accountExtra: string;
  starAccount: string[];
  /** The contest hall (contest-hall-form.ts): ranges one per line, seats 'address username' per line. */
  hallNetworks: string;
  sessionRule: SessionRule;
  hallSeats: string;
  awardType: 0 | 1 | 2;
  awardConfig: AwardConfigItem[];
  visible: boolean;
}

/** A new contest: starts at the next full hour, lasts 5 hours, public ACM, awards by proportion. */
export function emptyContestForm(awards: AwardConfigItem[], now: Dayjs = dayjs()): ContestFormValues {
  const start = now.add(1, 'hour').startOf('hour');
  return {
    title: '',
    description: '',
    startTime: start,
    endTime: start.add(5, 'hour'),
    type: CONTEST_TYPE.ACM,
    auth: CONTEST_AUTH.PUBLIC,
    pwd: '',
    timeLimitHours: 0,
    sealRank: false,
    sealRankOption: defaultSealOption(CONTEST_TYPE.ACM, 5 * 3600),
    autoRealRank: true,
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    penaltyUnit: 'minute',
    ...ruleFields('oi', DEFAULT_RULE_SETTINGS),
    openAccountLimit: false,
    accountPrefix: '',
    accountSuffix: '',
    accountStart: null,
    accountEnd: null,
    accountExtra: '',
    starAccount: [],
    ...hallFields(null),
    awardType: AWARD_TYPE.NONE,
    awardConfig: awards,
    visible: true,
  };
}

/** The rule's form fields; an ACM contest's form keeps 'oi' ready for a switch to OI. */
function ruleFields(rule: ScoringRule, settings: AdminContestView['ruleSettings']) {
  return {
    scoringRule: rule === 'acm' ? ('oi' as const) : rule,
    ledoTryPenaltyPercent: settings.ledoTryPenaltyPercent,
    ledoFloorPercent: settings.ledoFloorPercent,
    homeworkDueTime: settings.homeworkDueTime ? dayjs(settings.homeworkDueTime) : null,
    homeworkLatePeriods: settings.homeworkLatePeriods,
  };
}

/** The stored contest as the form shows it. */
export function contestToForm(view: AdminContestView, awards: AwardConfigItem[]): ContestFormValues {
  const start = dayjs(view.startTime);
  const end = dayjs(view.endTime);
  const rule = view.accountLimit;
  return {
    title: view.title,
    description: view.description,
    startTime: start,
    endTime: end,
    type: view.type === CONTEST_TYPE.OI ? CONTEST_TYPE.OI : CONTEST_TYPE.ACM,
    auth: (view.auth === 1 || view.auth === 2 ? view.auth : 0) as 0 | 1 | 2,
    pwd: view.pwd ?? '',
    timeLimitHours: secondsToHours(view.timeLimit),
    sealRank: view.sealRank,
    sealRankOption:
      view.sealRankOption ??
      (view.sealRank
        ? sealOptionOf(view.sealRankTime ? new Date(view.sealRankTime) : null, start.toDate(), end.toDate())
        : defaultSealOption(view.type, view.duration)),
    autoRealRank: view.autoRealRank,
    openPrint: view.openPrint,
    openRank: view.openRank,
    rankShowName: view.rankShowName,
    oiRankScoreType: view.oiRankScoreType,
    penaltyUnit: view.penaltyUnit ?? 'minute',
    ...ruleFields(view.scoringRule ?? 'oi', view.ruleSettings ?? DEFAULT_RULE_SETTINGS),
    openAccountLimit: view.openAccountLimit,
    accountPrefix: rule?.prefix ?? '',
    accountSuffix: rule?.suffix ?? '',
    accountStart: rule?.start ?? null,
    accountEnd: rule?.end ?? null,
    accountExtra: (rule?.extra ?? []).join(' '),
    starAccount: view.starAccount,
    ...hallFields(view),
    awardType: (view.awardType === 1 || view.awardType === 2 ? view.awardType : 0) as 0 | 1 | 2,
    awardConfig: view.awardConfig.length ? view.awardConfig : awards,
    visible: view.visible,
  };
}

export const splitNames = (text: string) =>
  [...new Set(text.split(/[\s,，]+/).map((name) => name.trim()))].filter(Boolean);

/** The body of POST / PUT /api/admin/contest. Options that are off are sent in their neutral state. */
export function formToBody(values: ContestFormValues): ContestSaveBody {
  const isPublic = values.auth === CONTEST_AUTH.PUBLIC;
  return {
    title: values.title.trim(),
    description: values.description,
    startTime: values.startTime!.toDate().toISOString(),
    endTime: values.endTime!.toDate().toISOString(),
    type: values.type,
    auth: values.auth,
    ...(isPublic ? {} : { pwd: values.pwd.trim() }),
    sealRank: values.sealRank,
    ...(values.sealRank ? { sealRankOption: values.sealRankOption } : {}),
    autoRealRank: values.autoRealRank,
    openPrint: values.openPrint,
    openRank: values.openRank,
    rankShowName: values.rankShowName,
    oiRankScoreType: values.oiRankScoreType,
    penaltyUnit: values.penaltyUnit,
    scoringRule: values.type === CONTEST_TYPE.ACM ? 'acm' : values.scoringRule,
    ruleSettings: {
      ledoTryPenaltyPercent: values.ledoTryPenaltyPercent,
      ledoFloorPercent: values.ledoFloorPercent,
      homeworkDueTime: values.homeworkDueTime ? values.homeworkDueTime.toDate().toISOString() : null,
      homeworkLatePeriods: values.homeworkLatePeriods,
    },
    openAccountLimit: values.openAccountLimit,
    accountLimitRule: values.openAccountLimit
      ? {
          prefix: values.accountPrefix.trim(),
          suffix: values.accountSuffix.trim(),
          start: values.accountStart ?? 0,
          end: values.accountEnd ?? 0,
          extra: splitNames(values.accountExtra),
        }
      : null,
    starAccount: values.starAccount,
    ...hallToBody(values),
    awardType: values.awardType,
    awardConfig: values.awardConfig.map((row, index) => ({
      ...row,
      priority: index + 1,
      name: row.name.trim(),
    })),
    visible: values.visible,
    timeLimit: hoursToSeconds(values.timeLimitHours ?? 0),
  };
}

/** The contest's duration in seconds as the form holds it (NaN while a time is missing). */
export const formDuration = (values: Pick<ContestFormValues, 'startTime' | 'endTime'>) =>
  durationSeconds(values.startTime?.toDate(), values.endTime?.toDate());

export type FormFieldName = (string | number)[];

/** Where a 400 of the server points in the form (its `data.field`), or null when nowhere. */
export function formFieldOfServerError(field: string | undefined): FormFieldName | null {
  if (!field) return null;
  const path = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const [head, ...rest] = path;
  switch (head) {
    case 'title':
    case 'description':
    case 'startTime':
    case 'endTime':
    case 'type':
    case 'auth':
    case 'pwd':
    case 'sealRankOption':
    case 'rankShowName':
    case 'oiRankScoreType':
    case 'penaltyUnit':
    case 'scoringRule':
    case 'awardType':
      return [head];
    case 'ruleSettings': {
      const [setting, index, column] = rest;
      if (setting === 'homeworkLatePeriods' && typeof index === 'number')
        return ['homeworkLatePeriods', index, column === 'percent' ? 'percent' : 'hours'];
      return typeof setting === 'string' ? [setting] : ['scoringRule'];
    }
    case 'timeLimit':
      return ['timeLimitHours'];
    case 'starAccount':
      return ['starAccount'];
    case 'allowedNetworks':
      return ['hallNetworks'];
    case 'sessionRule':
      return ['sessionRule'];
    case 'ipAutoLogin':
      return ['hallSeats'];
    case 'accountLimitRule': {
      const part = rest[0];
      if (part === 'suffix') return ['accountSuffix'];
      if (part === 'start') return ['accountStart'];
      if (part === 'end') return ['accountEnd'];
      if (part === 'extra') return ['accountExtra'];
      return ['accountPrefix'];
    }
    case 'awardConfig': {
      const [index, column] = rest;
      if (typeof index !== 'number') return ['awardType'];
      return ['awardConfig', index, column === 'priority' || column === undefined ? 'name' : column];
    }
    default:
      return null;
  }
}

export function messageWithoutField(message: string, field: string | undefined) {
  return field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message;
}

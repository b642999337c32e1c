import { Descriptions } from 'antd';
import type { SubmissionDetail } from '@judge/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatLength, formatMemory, formatTime } from '../../components/judge-status/format';
import { LocalTime } from '../../components/judge-status/LocalTime';

/** The submission's facts: its problem and author (linked), score, time, memory, length, language, when, judge. */
export function SubmissionFacts({ submission, scored }: { submission: SubmissionDetail; scored: boolean }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 4 }}
      items={[
        {
          key: 'problem',
          label: t('submissionDetail.problem'),
          children: (
            // A contest submission's displayPid is the contest's display id: its page is in the contest; a group's
            // submission leads to the group's problem page.
            <Link
              to={
                submission.cid
                  ? `/contest/${submission.cid}/problem/${encodeURIComponent(submission.displayPid)}`
                  : submission.gid
                    ? `/group/${submission.gid}/problem/${encodeURIComponent(submission.displayPid)}`
                    : `/problem/${encodeURIComponent(submission.displayPid)}`
              }
            >
              {submission.displayPid} {submission.title}
            </Link>
          ),
        },
        {
          key: 'author',
          label: t('submissionDetail.author'),
          children: (
            <Link to={`/user-home?username=${encodeURIComponent(submission.username)}`}>
              {submission.username}
            </Link>
          ),
        },
        ...(scored ? [{ key: 'score', label: t('submissionDetail.score'), children: submission.score }] : []),
        { key: 'time', label: t('submissionDetail.time'), children: formatTime(submission.time) },
        { key: 'memory', label: t('submissionDetail.memory'), children: formatMemory(submission.memory) },
        { key: 'length', label: t('submissionDetail.length'), children: formatLength(submission.length) },
        { key: 'language', label: t('submissionDetail.language'), children: submission.language },
        {
          key: 'submitTime',
          label: t('submissionDetail.submitTime'),
          children: <LocalTime value={submission.submitTime} />,
        },
        ...(submission.judger
          ? [
              {
                key: 'judger',
                label: t('submissionDetail.judger'),
                children: submission.unsafe
                  ? `${submission.judger} (${t('submissionDetail.unsafe')})`
                  : submission.judger,
              },
            ]
          : []),
      ]}
    />
  );
}

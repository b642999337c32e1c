import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { classPaths } from './class-view';

/** A student's name linking to their page in the class, their real name under it. */
export function StudentCell(props: {
  classId: number;
  uid: number;
  username: string;
  realname: string | null;
  testId?: string;
}) {
  return (
    <Flex vertical>
      <Link to={classPaths.person(props.classId, props.uid)} data-testid={props.testId}>
        {props.username}
      </Link>
      {props.realname && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {props.realname}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** When a student last submitted, or that they never did. */
export function LastSubmit({ time }: { time: string | null | undefined }) {
  const { t } = useTranslation();
  return <>{time ? dayjs(time).format('YYYY-MM-DD HH:mm') : t('adminClass.never')}</>;
}

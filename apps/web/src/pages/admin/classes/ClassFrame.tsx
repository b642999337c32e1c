import type { ReactNode } from 'react';
import { Card, Flex, Segmented, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ClassView } from '@judge/contract';
import { CLASS_KEY, classesApi } from '../../../api/classes';
import { ClassStateTag } from './ClassListPage';
import { classPaths } from './class-view';

export type ClassTab = 'detail' | 'homework' | 'rank';

/** The class id of the route (/admin/class/:classId/...). */
export function useClassId(): number {
  return Number(useParams().classId);
}

export function useClassDetails(classId: number) {
  return useQuery({
    queryKey: [...CLASS_KEY, 'details', classId],
    queryFn: () => classesApi.details(classId),
    enabled: Number.isInteger(classId) && classId > 0,
  });
}

/**
 * The frame of one class's pages: its name and state, the way back to the list, and the switch between its
 * students, homework and rank (the spec's detail, homeWork and rank sub-routes).
 */
export function ClassFrame({
  tab,
  children,
  extra,
}: {
  tab: ClassTab | null;
  children: (found: ClassView) => ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const classId = useClassId();
  const details = useClassDetails(classId);
  const found = details.data;
  const paths: Record<ClassTab, string> = {
    detail: classPaths.detail(classId),
    homework: classPaths.homework(classId),
    rank: classPaths.rank(classId),
  };
  return (
    <Card
      loading={details.isLoading}
      data-testid="class-frame"
      title={
        <Flex gap={8} align="center" wrap style={{ minWidth: 0 }}>
          <Link to={classPaths.list()} aria-label={t('adminClass.back')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Text strong ellipsis style={{ maxWidth: '60vw' }} data-testid="class-name-title">
            {found?.name ?? ''}
          </Typography.Text>
          {found && <ClassStateTag state={found.state} />}
        </Flex>
      }
      extra={extra}
    >
      <Segmented<ClassTab | ''>
        // A student's page is under none of the three: none is shown chosen, and each one opens.
        value={tab ?? ''}
        onChange={(value) => value && navigate(paths[value])}
        options={(['detail', 'homework', 'rank'] as const).map((value) => ({
          value,
          label: <span data-testid={`class-tab-${value}`}>{t(`adminClass.tabs.${value}`)}</span>,
        }))}
        style={{ marginBottom: 16 }}
      />
      {found && children(found)}
    </Card>
  );
}

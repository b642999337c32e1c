import { useState } from 'react';
import { Button, Card, Flex, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import dayjs from 'dayjs';
import type { ClassView, GroupWorkList, HomeworkKind } from '@judge/contract';
import { CLASS_KEY, classesApi } from '../../../api/classes';
import { teacherStudentsApi } from '../../../api/teacher-students';
import { toast } from '../../../components/feedback';
import { ClassFrame } from './ClassFrame';
import { classPaths } from './class-view';

type Training = GroupWorkList['trainings'][number];
type Contest = GroupWorkList['contests'][number];

/**
 * workList/{groupID} (spec 3 "class" sub-routes): a group's trainings and contests, for one of its admins to give
 * as the class's homework; each row says whether the class has it already.
 */
export function GroupWorkListPage() {
  return <ClassFrame tab="homework">{(found) => <WorkList found={found} />}</ClassFrame>;
}

const when = (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm');

function WorkList({ found }: { found: ClassView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const gid = Number(useParams().groupID);
  const [saving, setSaving] = useState<string | null>(null);
  const work = useQuery({
    queryKey: [...CLASS_KEY, 'work-list', gid],
    queryFn: () => teacherStudentsApi.groupWork(gid),
  });
  const groups = useQuery({ queryKey: [...CLASS_KEY, 'groups'], queryFn: teacherStudentsApi.groups });
  const homework = useQuery({
    queryKey: [...CLASS_KEY, 'homework', found.id],
    queryFn: () => classesApi.homework(found.id),
  });
  const given = new Set((homework.data ?? []).map((h) => `${h.kind}-${h.refId}`));
  const groupName = groups.data?.find((group) => group.id === gid)?.name ?? `#${gid}`;

  const assign = async (kind: HomeworkKind, refId: number) => {
    setSaving(`${kind}-${refId}`);
    try {
      await classesApi.assignHomework(found.id, kind, refId);
      toast.success(t('common.updateSuccess'));
      await queryClient.invalidateQueries({ queryKey: CLASS_KEY });
    } catch {
      // Shown by the central handler.
    } finally {
      setSaving(null);
    }
  };
  const action = (kind: HomeworkKind, refId: number) =>
    given.has(`${kind}-${refId}`) ? (
      <Tag color="success">{t('adminWorkList.assigned')}</Tag>
    ) : (
      <Button
        size="small"
        type="primary"
        icon={<PlusOutlined />}
        loading={saving === `${kind}-${refId}`}
        onClick={() => void assign(kind, refId)}
        data-testid={`work-assign-${kind}-${refId}`}
      >
        {t('adminWorkList.assign')}
      </Button>
    );
  const title = (text: string, visible: number) => (
    <Flex gap={6} wrap>
      <span>{text}</span>
      {visible === 0 && <Tag>{t('adminWorkList.hidden')}</Tag>}
    </Flex>
  );

  const trainingColumns: ColumnsType<Training> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('adminClass.homeworkTitle'),
      key: 'title',
      render: (_v, row) => title(row.title, row.visible),
    },
    { title: t('adminWorkList.author'), dataIndex: 'author', responsive: ['md'] },
    { title: t('adminWorkList.updated'), dataIndex: 'gmtModified', responsive: ['lg'], render: when },
    { title: t('adminClass.actions'), key: 'action', render: (_v, row) => action('training', row.id) },
  ];
  const contestColumns: ColumnsType<Contest> = [
    { title: 'ID', dataIndex: 'id', width: 64 },
    {
      title: t('adminClass.homeworkTitle'),
      key: 'title',
      render: (_v, row) => title(row.title, row.visible),
    },
    { title: t('adminWorkList.start'), dataIndex: 'startTime', responsive: ['md'], render: when },
    { title: t('adminWorkList.end'), dataIndex: 'endTime', responsive: ['lg'], render: when },
    { title: t('adminClass.actions'), key: 'action', render: (_v, row) => action('contest', row.id) },
  ];

  return (
    <Flex vertical gap={16} data-testid="group-work-list">
      <Flex gap={12} align="center" wrap>
        <Link to={classPaths.homework(found.id)}>
          <Button icon={<ArrowLeftOutlined />}>{t('adminWorkList.back')}</Button>
        </Link>
        <strong>{t('adminWorkList.title', { group: groupName })}</strong>
      </Flex>
      <Card size="small" title={t('adminWorkList.trainings')}>
        <Table<Training>
          rowKey="id"
          size="small"
          loading={work.isFetching}
          columns={trainingColumns}
          dataSource={work.data?.trainings ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('adminWorkList.none') }}
          pagination={false}
        />
      </Card>
      <Card size="small" title={t('adminWorkList.contests')}>
        <Table<Contest>
          rowKey="id"
          size="small"
          loading={work.isFetching}
          columns={contestColumns}
          dataSource={work.data?.contests ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('adminWorkList.none') }}
          pagination={false}
        />
      </Card>
    </Flex>
  );
}

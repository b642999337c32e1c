import { useState } from 'react';
import { Card, Flex, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLASS_STATES } from '@judge/contract';
import { CLASS_KEY, classesApi } from '../../../api/classes';
import { STUDENTS_KEY, teacherStudentsApi } from '../../../api/teacher-students';
import { useSession } from '../../../state/session';
import { GenerateUsersCard } from '../users/GenerateUsersCard';
import { ImportUsersCard } from '../users/ImportUsersCard';
import { StudentListCard } from './StudentListCard';

/**
 * The teacher's student page (spec 3 "student (teacher)"): their students, and root's import and generate forms
 * making accounts straight into one of their open classes (an admin may also make them into none).
 */
export function StudentManagementPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [joinClass, setJoinClass] = useState<number | undefined>(undefined);
  const classes = useQuery({
    queryKey: [...CLASS_KEY, 'mine-for-students'],
    queryFn: () => classesApi.list({ currentPage: 1, limit: 200 }),
  });
  const all = classes.data?.records ?? [];
  const open = all.filter((found) => found.state === CLASS_STATES.NORMAL);
  const mayMakeWithoutClass = session.canManageUsers;
  const blocked = joinClass === undefined && !mayMakeWithoutClass ? t('adminStudents.joinClassNeeded') : null;
  const accounts = teacherStudentsApi.creatingInto(joinClass);

  return (
    <Flex vertical gap={24}>
      <StudentListCard classes={all} />
      <Card size="small" data-testid="join-class">
        <Flex gap={12} wrap align="center">
          <Typography.Text strong>{t('adminStudents.joinClass')}</Typography.Text>
          <Select<number>
            allowClear
            value={joinClass}
            onChange={setJoinClass}
            placeholder={t('adminStudents.joinClassPlaceholder')}
            style={{ minWidth: 240 }}
            options={open.map((found) => ({ value: found.id, label: found.name }))}
            data-testid="join-class-select"
          />
          {blocked && <Typography.Text type="warning">{blocked}</Typography.Text>}
        </Flex>
      </Card>
      <ImportUsersCard
        accounts={accounts}
        listKey={STUDENTS_KEY}
        blocked={blocked}
        title={t('adminStudents.importTitle')}
      />
      <GenerateUsersCard
        accounts={accounts}
        listKey={STUDENTS_KEY}
        blocked={blocked}
        title={t('adminStudents.generateTitle')}
      />
    </Flex>
  );
}

import { useState } from 'react';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CLASS_KEY } from '../../../api/classes';
import { teacherStudentsApi } from '../../../api/teacher-students';
import { classPaths } from './class-view';

/** The homework page's way to a group's work: pick one of the groups the teacher runs, open its workList. */
export function GroupWorkPicker({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [gid, setGid] = useState<number | undefined>(undefined);
  const groups = useQuery({ queryKey: [...CLASS_KEY, 'groups'], queryFn: teacherStudentsApi.groups });
  const options = (groups.data ?? []).map((group) => ({
    value: group.id,
    label: `${group.name} (${group.shortName})`,
  }));
  return (
    <Card size="small" title={t('adminWorkList.fromGroup')} data-testid="group-work-picker">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {options.length === 0 && !groups.isFetching
          ? t('adminWorkList.noGroups')
          : t('adminWorkList.fromGroupHint')}
      </Typography.Paragraph>
      <Flex gap={8} wrap>
        <Select<number>
          value={gid}
          onChange={setGid}
          options={options}
          placeholder={t('adminWorkList.pickGroup')}
          style={{ minWidth: 240 }}
          data-testid="group-work-select"
        />
        <Button
          disabled={gid === undefined}
          onClick={() => gid !== undefined && navigate(classPaths.workList(classId, gid))}
          data-testid="group-work-open"
        >
          {t('adminWorkList.open')}
        </Button>
      </Flex>
    </Card>
  );
}

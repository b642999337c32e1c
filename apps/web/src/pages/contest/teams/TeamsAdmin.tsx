import { useState } from 'react';
import { Button, Card, Flex, Form, InputNumber, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_TEAM_SIZE_LIMIT, type ContestTeamWithCode, type TeamSettings } from '@judge/contract';
import { contestTeamKeys, contestTeamsApi } from '../../../api/contest-teams';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { toast } from '../../../components/feedback';
import { useContest } from '../ContestShell';
import { TeamBatches } from './TeamBatches';
import { TeamFormDialog } from './TeamFormDialog';
import { SchoolLogos } from './SchoolLogos';

/** The contest admins' teams: the settings, the list with invite codes, a team's form, and the batch tools. */
export function TeamsAdmin({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const { refresh: refreshInfo } = useContest();
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: contestTeamKeys.admin(cid),
    queryFn: () => contestTeamsApi.adminView(cid),
  });
  const [editing, setEditing] = useState<ContestTeamWithCode | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestTeamKeys.admin(cid) });
  const settings = view.data?.settings;

  const saveSettings = async (values: TeamSettings) => {
    await contestTeamsApi.saveSettings({ cid, ...values });
    toast.success(t('contestTeams.saved'));
    await Promise.all([refresh(), refreshInfo()]);
  };

  const columns: ColumnsType<ContestTeamWithCode> = [
    { title: t('contestTeams.name'), dataIndex: 'name' },
    {
      title: t('contestTeams.school'),
      key: 'school',
      responsive: ['md'],
      render: (_, team) => team.affiliation && `${team.affiliation.name} (${team.affiliation.shortName})`,
    },
    { title: t('contestTeams.seat'), dataIndex: 'seat' },
    { title: t('contestTeams.room'), dataIndex: 'room', responsive: ['md'] },
    {
      title: t('contestTeams.members'),
      key: 'members',
      render: (_, team) => team.members.map((member) => <Tag key={member.uid}>{member.username}</Tag>),
    },
    {
      title: t('contestTeams.inviteCode'),
      dataIndex: 'inviteCode',
      responsive: ['lg'],
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      key: 'actions',
      render: (_, team) => (
        <EditDeleteActions
          onEdit={() => setEditing(team)}
          onDelete={async () => {
            await contestTeamsApi.remove(cid, team.id);
            await refresh();
          }}
          deleteConfirm={t('contestTeams.removeConfirm', { name: team.name })}
          editTestId={`team-edit-${team.id}`}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="teams-admin">
      <Card title={t('contestTeams.settings')} loading={!settings}>
        {settings && (
          <Form<TeamSettings> layout="inline" initialValues={settings} onFinish={saveSettings}>
            <Form.Item name="teamContest" label={t('contestTeams.teamContest')} valuePropName="checked">
              <Switch data-testid="team-contest-switch" />
            </Form.Item>
            <Form.Item name="maxTeamSize" label={t('contestTeams.maxTeamSize')}>
              <InputNumber min={1} max={MAX_TEAM_SIZE_LIMIT} precision={0} data-testid="max-team-size" />
            </Form.Item>
            <Button type="primary" htmlType="submit" data-testid="team-settings-save">
              {t('contestTeams.save')}
            </Button>
          </Form>
        )}
      </Card>
      {settings && !settings.teamContest && (
        <Typography.Paragraph type="secondary">{t('contestTeams.notTeamContest')}</Typography.Paragraph>
      )}
      {settings?.teamContest && (
        <>
          <Card
            title={t('contestTeams.teams', { count: view.data?.teams.length ?? 0 })}
            extra={
              <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="team-add">
                {t('contestTeams.add')}
              </Button>
            }
          >
            <Table
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={view.data?.teams ?? []}
              loading={view.isLoading}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: t('contestTeams.empty') }}
            />
          </Card>
          <SchoolLogos cid={cid} schools={view.data?.affiliations ?? []} onUploaded={refresh} />
          <TeamBatches cid={cid} maxTeamSize={settings.maxTeamSize} onImported={refresh} />
        </>
      )}
      <TeamFormDialog cid={cid} editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </Flex>
  );
}

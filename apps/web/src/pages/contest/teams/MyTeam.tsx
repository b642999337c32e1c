import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContestTeamWithCode } from '@judge/contract';
import { contestTeamKeys, contestTeamsApi } from '../../../api/contest-teams';
import { toast } from '../../../components/feedback';
import { useContest } from '../ContestShell';

/** A contestant's team: shown with its invite code, or created or joined (before the start). */
export function MyTeam() {
  const { t } = useTranslation();
  const { info, refresh: refreshInfo } = useContest();
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: contestTeamKeys.mine(info.id),
    queryFn: () => contestTeamsApi.mine(info.id),
  });
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: contestTeamKeys.mine(info.id) }), refreshInfo()]);

  const formed = async (work: () => Promise<ContestTeamWithCode>, said: 'created' | 'joined') => {
    try {
      const team = await work();
      toast.success(t(`contestTeams.${said}`, { name: team.name }));
      await refresh();
    } catch {
      // The request layer has said why (full, already in a team, a wrong code, after the start).
    }
  };

  if (!mine.data) return <Card loading />;
  const { team, formingOpen, settings } = mine.data;
  if (team) return <TeamCard team={team} maxTeamSize={settings.maxTeamSize} />;
  if (!formingOpen)
    return (
      <Alert
        type="info"
        showIcon
        message={t('contestTeams.noTeam')}
        description={t('contestTeams.formingClosed')}
      />
    );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Typography.Paragraph>{t('contestTeams.noTeam')}</Typography.Paragraph>
      </Col>
      <Col xs={24} md={12}>
        <Card title={t('contestTeams.createTitle')}>
          <Form
            layout="vertical"
            onFinish={(values: { name: string; school?: string; shortName?: string }) =>
              formed(
                () =>
                  contestTeamsApi.createOwn({
                    cid: info.id,
                    ...values,
                    school: values.school ?? '',
                    shortName: values.shortName ?? '',
                  }),
                'created',
              )
            }
          >
            <Form.Item name="name" label={t('contestTeams.name')} rules={[{ required: true }]}>
              <Input maxLength={60} data-testid="my-team-name" />
            </Form.Item>
            <Form.Item name="school" label={t('contestTeams.school')}>
              <Input maxLength={100} data-testid="my-team-school" />
            </Form.Item>
            <Button type="primary" htmlType="submit" data-testid="my-team-create">
              {t('contestTeams.create')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card title={t('contestTeams.joinTitle')}>
          <Form
            layout="vertical"
            onFinish={(values: { inviteCode: string }) =>
              formed(() => contestTeamsApi.join({ cid: info.id, inviteCode: values.inviteCode }), 'joined')
            }
          >
            <Form.Item name="inviteCode" label={t('contestTeams.inviteCode')} rules={[{ required: true }]}>
              <Input maxLength={32} autoComplete="off" data-testid="my-team-code" />
            </Form.Item>
            <Button type="primary" htmlType="submit" data-testid="my-team-join">
              {t('contestTeams.join')}
            </Button>
          </Form>
        </Card>
      </Col>
    </Row>
  );
}

function TeamCard({ team, maxTeamSize }: { team: ContestTeamWithCode; maxTeamSize: number }) {
  const { t } = useTranslation();
  return (
    <Card title={t('contestTeams.yourTeam')} data-testid="my-team">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('contestTeams.name')}>
          <span data-testid="my-team-shown-name">{team.name}</span>
        </Descriptions.Item>
        {team.affiliation && (
          <Descriptions.Item label={t('contestTeams.school')}>{team.affiliation.name}</Descriptions.Item>
        )}
        {/* An empty string would be an empty row: Descriptions counts every child that is not null. */}
        {team.seat || team.room ? (
          <Descriptions.Item label={`${t('contestTeams.seat')} / ${t('contestTeams.room')}`}>
            {[team.seat, team.room].filter(Boolean).join(' / ')}
          </Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('contestTeams.members')}>
          {team.members.map((member) => (
            <Tag key={member.uid}>{member.username}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label={t('contestTeams.inviteCode')}>
          <Typography.Text code copyable data-testid="my-team-invite">
            {team.inviteCode}
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {t('contestTeams.inviteHelp', { count: maxTeamSize })}
          </Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

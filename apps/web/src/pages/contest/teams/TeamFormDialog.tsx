import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContestTeamWithCode } from '@judge/contract';
import { contestTeamsApi } from '../../../api/contest-teams';
import { FormDialog } from '../../../components/FormDialog';
import { memberList } from './team-lines';

interface TeamFormValues {
  name: string;
  school?: string;
  shortName?: string;
  seat?: string;
  room?: string;
  members?: string;
}

const valuesOf = (team: ContestTeamWithCode): TeamFormValues => ({
  name: team.name,
  school: team.affiliation?.name ?? '',
  shortName: team.affiliation?.shortName ?? '',
  seat: team.seat,
  room: team.room,
  members: team.members.map((member) => member.username).join('\n'),
});

/** A team's form (new or edited): name, school, seat and room, members by username. */
export function TeamFormDialog({
  cid,
  editing,
  onClose,
  onSaved,
}: {
  cid: number;
  editing: ContestTeamWithCode | 'new' | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const team = editing === 'new' ? null : editing;
  const save = async (values: TeamFormValues) => {
    const body = {
      cid,
      name: values.name,
      school: values.school ?? '',
      shortName: values.shortName ?? '',
      seat: values.seat ?? '',
      room: values.room ?? '',
      members: memberList(values.members),
    };
    if (team) await contestTeamsApi.update(team.id, body);
    else await contestTeamsApi.create(body);
    await onSaved();
    onClose();
  };
  return (
    <FormDialog<TeamFormValues>
      open={editing !== null}
      title={t(team ? 'contestTeams.edit' : 'contestTeams.add')}
      formKey={team?.id ?? 'new'}
      initialValues={team ? valuesOf(team) : {}}
      onClose={onClose}
      onSubmit={save}
      testId="team-form"
    >
      <Form.Item name="name" label={t('contestTeams.name')} rules={[{ required: true }]}>
        <Input maxLength={60} data-testid="team-name" />
      </Form.Item>
      <Form.Item name="school" label={t('contestTeams.school')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="shortName" label={t('contestTeams.shortName')}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="seat" label={t('contestTeams.seat')}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="room" label={t('contestTeams.room')}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="members" label={t('contestTeams.members')} extra={t('contestTeams.membersHelp')}>
        <Input.TextArea rows={3} data-testid="team-members" />
      </Form.Item>
    </FormDialog>
  );
}

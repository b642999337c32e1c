import { useState } from 'react';
import { App, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContestVolunteer } from '@judge/contract';
import { contestVolunteersApi, volunteerKeys } from '../../../api/contest-volunteers';
import { toast } from '../../../components/feedback';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { useContest } from '../ContestShell';
import { useContestRooms } from './RoomFilter';
import { VolunteerRows } from './VolunteerRows';

/**
 * The Volunteers tab (contest admins, docs/contest-volunteers.md): who runs this contest's balloons and prints,
 * added by username (with the rooms it serves, none for every room) and removed here; the duty ends, and its
 * rooms change, at the volunteer's next call.
 */
export function ContestVolunteers() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { info } = useContest();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [form] = Form.useForm<{ username: string; rooms?: string[] }>();
  const [saving, setSaving] = useState(false);
  const list = useQuery({
    queryKey: volunteerKeys.duty(info.id),
    queryFn: () => contestVolunteersApi.list(info.id),
  });
  const contestRooms = useContestRooms(info.id, info.teamContest);
  const roomOptions = (contestRooms.data ?? []).map((room) => ({ value: room, label: room }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: volunteerKeys.duty(info.id) });

  const add = async ({ username, rooms = [] }: { username: string; rooms?: string[] }) => {
    setSaving(true);
    try {
      await contestVolunteersApi.add({ cid: info.id, username, rooms });
      toast.success(t('contestVolunteers.added', { username }));
      form.resetFields();
      await refresh();
    } catch {
      // The request layer has said why.
    } finally {
      setSaving(false);
    }
  };

  const setRooms = async (volunteer: ContestVolunteer, rooms: string[]) => {
    try {
      await contestVolunteersApi.setRooms({ cid: info.id, uid: volunteer.uid, rooms });
      toast.success(t('contestVolunteers.roomsSaved', { username: volunteer.username }));
    } catch {
      // The request layer has said why.
    }
    await refresh();
  };

  /** Rooms picked from the teams' rooms, or typed (a room no team sits in yet). */
  const roomsSelect = (props: { value?: string[]; onChange?: (rooms: string[]) => void; testId: string }) => (
    <Select
      mode="tags"
      allowClear
      style={mobile ? { width: '100%' } : { minWidth: 180, maxWidth: '100%' }}
      placeholder={t('contestVolunteers.everyRoom')}
      options={roomOptions}
      value={props.value}
      onChange={props.onChange}
      aria-label={t('contestVolunteers.rooms')}
      data-testid={props.testId}
    />
  );

  const remove = (volunteer: ContestVolunteer) =>
    modal.confirm({
      title: t('contestVolunteers.removeConfirm', { username: volunteer.username }),
      okText: t('contestVolunteers.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await contestVolunteersApi.remove(info.id, volunteer.uid);
        toast.success(t('contestVolunteers.removed', { username: volunteer.username }));
        await refresh();
      },
    });

  return (
    <Card title={t('contestVolunteers.tab')} data-testid="contest-volunteers-page">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary">{t('contestVolunteers.intro')}</Typography.Paragraph>
        <Form form={form} layout={mobile ? 'vertical' : 'inline'} onFinish={add}>
          <Form.Item name="username" label={t('contestVolunteers.username')} rules={[{ required: true }]}>
            <Input autoComplete="off" maxLength={100} data-testid="volunteer-username" />
          </Form.Item>
          <Form.Item
            name="rooms"
            label={t('contestVolunteers.rooms')}
            tooltip={t('contestVolunteers.roomsHelp')}
          >
            {roomsSelect({ testId: 'volunteer-add-rooms' })}
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="volunteer-add">
            {t('contestVolunteers.add')}
          </Button>
        </Form>
        <VolunteerRows
          volunteers={list.data ?? []}
          loading={list.isLoading}
          rooms={(volunteer) =>
            roomsSelect({
              value: volunteer.rooms,
              onChange: (next) => void setRooms(volunteer, next),
              testId: `volunteer-rooms-${volunteer.username}`,
            })
          }
          onRemove={remove}
        />
      </Flex>
    </Card>
  );
}

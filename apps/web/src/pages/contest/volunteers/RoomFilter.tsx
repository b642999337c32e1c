import { Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestVolunteersApi, volunteerKeys } from '../../../api/contest-volunteers';

/** The rooms the contest's teams sit in (docs/contest-volunteers.md "Rooms"), read for the admins' pickers. */
export function useContestRooms(cid: number, enabled = true) {
  return useQuery({
    queryKey: volunteerKeys.rooms(cid),
    queryFn: () => contestVolunteersApi.rooms(cid),
    enabled,
  });
}

/**
 * The admins' queues (the AC helper, the print queue) of one room: a team contest's rooms to pick from, cleared
 * for every room. Nothing shows while the contest's teams sit in no room.
 */
export function RoomFilter({
  cid,
  value,
  onChange,
  testId,
}: {
  cid: number;
  value: string;
  onChange: (room: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const rooms = useContestRooms(cid);
  if (!rooms.data?.length && !value) return null;
  return (
    <Select
      allowClear
      style={{ width: '100%', maxWidth: 240 }}
      value={value || undefined}
      onChange={(room?: string) => onChange(room ?? '')}
      placeholder={t('contestVolunteers.allRooms')}
      options={(rooms.data ?? []).map((room) => ({ value: room, label: room }))}
      aria-label={t('contestVolunteers.roomFilter')}
      data-testid={testId}
    />
  );
}

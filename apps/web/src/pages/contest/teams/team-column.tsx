import type { TFunction } from 'i18next';
import type { TeamLabel } from '@judge/contract';

/**
 * The column a team contest's balloon and print queues add (docs/contest-teams.md): the submitter's team and where
 * the runner takes the balloon or the paper (seat, room).
 */
export function teamColumn<Row extends { team?: TeamLabel | null }>(t: TFunction) {
  return {
    title: `${t('contestTeams.name')} / ${t('contestTeams.seat')}`,
    key: 'team',
    render: (_: unknown, row: Row) =>
      row.team ? (
        <div data-testid="queue-team">
          <div>{row.team.name}</div>
          <div style={{ color: 'rgba(0, 0, 0, 0.45)' }}>
            {[row.team.seat, row.team.room].filter(Boolean).join(' · ')}
          </div>
        </div>
      ) : null,
  };
}

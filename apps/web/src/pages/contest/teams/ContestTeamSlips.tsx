import { useState } from 'react';
import { Alert, Button, Flex, Result } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PasswordSlip } from '@judge/contract';
import { useContest } from '../ContestShell';
import { takeSlips } from './team-lines';
import './ContestTeamSlips.css';

/**
 * The password slips of the accounts just generated (docs/contest-teams.md "Slips"): one per team (contest, team,
 * school, seat and room, each member's username and password), printed one slip to a box, never split across
 * pages. Shown once: the slips are taken from memory when the page opens.
 */
export function ContestTeamSlips() {
  const { t } = useTranslation();
  const { info } = useContest();
  const [slips] = useState(() => takeSlips(info.id));
  if (!slips)
    return (
      <Result status="info" title={t('contestTeams.slipsTitle')} subTitle={t('contestTeams.slipsGone')} />
    );
  return (
    <Flex vertical gap={16} className="team-slips-page">
      <Flex className="team-slips-controls" justify="space-between" align="center" wrap gap={8}>
        <Alert type="warning" showIcon message={t('contestTeams.slipsOnce')} />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          onClick={() => window.print()}
          data-testid="slips-print"
        >
          {t('contestTeams.print')}
        </Button>
      </Flex>
      <div className="team-slips" data-testid="team-slips">
        {slips.map((slip) => (
          <Slip key={slip.team} slip={slip} />
        ))}
      </div>
    </Flex>
  );
}

function Slip({ slip }: { slip: PasswordSlip }) {
  const { t } = useTranslation();
  return (
    <section className="team-slip" data-testid="team-slip">
      <header>
        <div className="team-slip-contest">
          {t('contestTeams.slipContest')}: {slip.contest}
        </div>
        <div className="team-slip-team">{slip.team}</div>
        {slip.school && <div>{slip.school}</div>}
        {(slip.seat || slip.room) && (
          <div className="team-slip-seat">
            {t('contestTeams.seat')}: {slip.seat || '-'} · {t('contestTeams.room')}: {slip.room || '-'}
          </div>
        )}
      </header>
      <table>
        <thead>
          <tr>
            <th>{t('contestTeams.slipUsername')}</th>
            <th>{t('contestTeams.slipPassword')}</th>
          </tr>
        </thead>
        <tbody>
          {slip.accounts.map((account) => (
            <tr key={account.username}>
              <td>{account.username}</td>
              <td className="team-slip-password">{account.password}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { useState } from 'react';
import { Button, Card, Col, Flex, Input, Row, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contestTeamsApi } from '../../../api/contest-teams';
import { toast } from '../../../components/feedback';
import { handOverSlips, readGenerateLines } from './team-lines';

/** The batch tools: a CSV's teams imported whole, and teams of generated accounts with their password slips. */
export function TeamBatches({
  cid,
  maxTeamSize,
  onImported,
}: {
  cid: number;
  maxTeamSize: number;
  onImported: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [csv, setCsv] = useState('');
  const [lines, setLines] = useState('');
  const [prefix, setPrefix] = useState(`team${cid}_`);
  const [busy, setBusy] = useState<'import' | 'generate' | null>(null);
  const [lineProblem, setLineProblem] = useState<string | null>(null);

  const run = async (kind: 'import' | 'generate', work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } catch {
      // The request layer has said why (the row and field of a refused line).
    } finally {
      setBusy(null);
    }
  };

  const importCsv = () =>
    run('import', async () => {
      const { count } = await contestTeamsApi.importCsv(cid, csv);
      toast.success(t('contestTeams.imported', { count }));
      setCsv('');
      await onImported();
    });

  const generate = () => {
    const read = readGenerateLines(lines, maxTeamSize);
    if (read.problem) {
      const field = t(read.problem.field === 'name' ? 'contestTeams.name' : 'contestTeams.members');
      setLineProblem(t('contestTeams.generateLineInvalid', { line: read.problem.line, problem: field }));
      return;
    }
    setLineProblem(null);
    return run('generate', async () => {
      const generated = await contestTeamsApi.generate({ cid, prefix, teams: read.teams });
      handOverSlips(cid, generated.slips);
      await onImported();
      void navigate(`/contest/${cid}/team-slips`);
    });
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('contestTeams.importTitle')} size="small">
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">{t('contestTeams.importHelp')}</Typography.Text>
            <Input.TextArea
              rows={6}
              value={csv}
              onChange={(event) => setCsv(event.target.value)}
              placeholder={
                'name,members,school,shortName,seat,room\nRed,alice;bob,North University,NU,A-01,Hall 1'
              }
              data-testid="team-csv"
            />
            <Button
              onClick={importCsv}
              loading={busy === 'import'}
              disabled={!csv.trim()}
              data-testid="team-import"
            >
              {t('contestTeams.importButton')}
            </Button>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('contestTeams.generateTitle')} size="small">
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              {t('contestTeams.generateHelp', { max: maxTeamSize })}
            </Typography.Text>
            <Input
              addonBefore={t('contestTeams.prefix')}
              value={prefix}
              maxLength={20}
              onChange={(event) => setPrefix(event.target.value)}
              data-testid="team-prefix"
            />
            <Input.TextArea
              rows={4}
              value={lines}
              onChange={(event) => setLines(event.target.value)}
              placeholder={'Red,3,North University,NU,A-01,Hall 1\nBlue,2,South College,SC,A-02,Hall 1'}
              data-testid="team-generate-lines"
            />
            {lineProblem && <Typography.Text type="danger">{lineProblem}</Typography.Text>}
            <Button
              type="primary"
              onClick={generate}
              loading={busy === 'generate'}
              disabled={!lines.trim() || !prefix.trim()}
              data-testid="team-generate"
            >
              {t('contestTeams.generateButton')}
            </Button>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}

import { useState } from 'react';
import { Button, Card, Flex, Select, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminContestRow } from '@judge/contract';
import { adminContestsApi } from '../../../api/contests';
import { AcSubmissionsDialog } from '../contests/AcSubmissionsDialog';

/** How many contests the search offers at once: a few titles typed narrow it down. */
const OFFERED = 20;

/**
 * The Contest menu's "AC download" (spec 3 "Contest (list, create, problem list, announcements, AC download)"):
 * pick a contest by its title, then the contest list's download dialog (the contest's admins get the zip).
 */
export function AcDownloadPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<AdminContestRow | null>(null);
  const [downloading, setDownloading] = useState<AdminContestRow | null>(null);
  const contests = useQuery({
    queryKey: ['admin', 'contests', 'ac-download', keyword],
    queryFn: () => adminContestsApi.list({ currentPage: 1, limit: OFFERED, keyword }),
    placeholderData: keepPreviousData,
  });
  const rows = contests.data?.records ?? [];

  return (
    <Card title={t('acDownload.title')} data-testid="ac-download-page">
      <Typography.Paragraph type="secondary">{t('acDownload.hint')}</Typography.Paragraph>
      <Flex gap={8} wrap>
        <Select<number>
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          placeholder={t('acDownload.search')}
          aria-label={t('acDownload.contest')}
          style={{ flex: '1 1 260px', maxWidth: 520 }}
          loading={contests.isFetching}
          value={chosen?.id}
          onChange={(id) => setChosen(rows.find((row) => row.id === id) ?? null)}
          options={rows.map((row) => ({ value: row.id, label: `${row.id} · ${row.title}` }))}
          data-testid="ac-download-contest"
        />
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={!chosen}
          onClick={() => setDownloading(chosen)}
          data-testid="ac-download-choose"
        >
          {t('acDownload.choose')}
        </Button>
      </Flex>
      <AcSubmissionsDialog contest={downloading} onClose={() => setDownloading(null)} />
    </Card>
  );
}

import { Alert, Card, Col, Row, Space } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { SimilarityPairDetail, SimilarityRegion } from '@judge/contract';
import { similarityApi, similarityKeys } from '../../../api/similarity';
import { codeSegments, percent, regionColour } from './highlight';
import { PairMarkForm } from './PairMarkForm';
import { useSimilarityPaths } from './similarity-scope';
import './similarity.css';

function CodeSide({
  pair,
  side,
  regions,
}: {
  pair: SimilarityPairDetail;
  side: 'left' | 'right';
  regions: SimilarityRegion[];
}) {
  const { t } = useTranslation();
  const who = pair[side];
  const code = side === 'left' ? pair.leftCode : pair.rightCode;
  return (
    <Card
      size="small"
      title={t('similarity.submission', { id: who.submissionId, user: who.username, language: who.language })}
      extra={`${percent(who.similarity)}%`}
    >
      <pre className="similarity-code" data-testid={`similarity-code-${side}`}>
        {codeSegments(code, regions, side).map((segment, index) =>
          segment.region === null ? (
            segment.text
          ) : (
            <mark
              key={index}
              data-region={segment.region}
              style={{ background: regionColour(segment.region) }}
            >
              {segment.text}
            </mark>
          ),
        )}
      </pre>
    </Card>
  );
}

/** One pair side by side, matching regions in the same colour, and the mark (/admin/similarity/pair/:pairId). */
export function SimilarityPairPage() {
  const { t } = useTranslation();
  const pairId = Number(useParams().pairId);
  const paths = useSimilarityPaths();
  const pair = useQuery({ queryKey: similarityKeys.pair(pairId), queryFn: () => similarityApi.pair(pairId) });
  const data = pair.data;
  return (
    <Card
      loading={!data}
      title={data ? `${t('similarity.title')} · ${data.problem}` : t('similarity.title')}
      extra={data && <Link to={paths.report(data.checkId)}>{t('similarity.backToReport')}</Link>}
    >
      {data && (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Alert type="info" showIcon title={t('similarity.lead')} />
          <span data-testid="similarity-region-count">
            {t('similarity.regions', { count: data.regions.length })}
          </span>
          <Row gutter={[12, 12]}>
            <Col xs={24} lg={12}>
              <CodeSide pair={data} side="left" regions={data.regions} />
            </Col>
            <Col xs={24} lg={12}>
              <CodeSide pair={data} side="right" regions={data.regions} />
            </Col>
          </Row>
          <PairMarkForm key={`${data.status}:${data.note}`} pair={data} />
        </Space>
      )}
    </Card>
  );
}

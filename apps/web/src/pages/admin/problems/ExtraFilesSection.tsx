import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExtraFilesList } from './ExtraFilesList';

/** Files given to every submission, and files given to the judge's own programs. */
export function ExtraFilesSection() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminProblem.sectionFiles')}>
      <Row gutter={[24, 16]}>
        <Col xs={24} lg={12}>
          <ExtraFilesList
            name="userExtraFiles"
            title={t('adminProblem.userExtraFiles')}
            hint={t('adminProblem.userExtraFilesHint')}
          />
        </Col>
        <Col xs={24} lg={12}>
          <ExtraFilesList
            name="judgeExtraFiles"
            title={t('adminProblem.judgeExtraFiles')}
            hint={t('adminProblem.judgeExtraFilesHint')}
          />
        </Col>
      </Row>
    </Card>
  );
}

// One section of the contest form (ContestEditPage): its fields, with what the form watches handed in.
import { Card, Col, Form, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SEAL_RANK_OPTION } from '@judge/contract';
import { SEAL_OPTIONS, sealOptionDisabled } from './contest-form-rules';
import { SwitchItem } from './contest-form-items';
import { StarAccountsField } from './StarAccountsField';

/** The board: sealing, names shown, the open rank, printing and the starred accounts. */
export function ContestRankSection({ sealRank, duration }: { sealRank: boolean; duration: number }) {
  const { t } = useTranslation();
  const sealLabels = {
    [SEAL_RANK_OPTION.HALF_HOUR]: t('adminContest.sealHalfHour'),
    [SEAL_RANK_OPTION.HOUR]: t('adminContest.sealHour'),
    [SEAL_RANK_OPTION.WHOLE]: t('adminContest.sealWhole'),
  };
  return (
    <Card title={t('adminContest.sectionRank')}>
      <Row gutter={16}>
        <Col xs={12} md={6}>
          <SwitchItem name="sealRank" label={t('adminContest.sealRank')} />
        </Col>
        {sealRank && (
          <>
            <Col xs={24} md={9}>
              <Form.Item name="sealRankOption" label={t('adminContest.sealRankTime')}>
                <Radio.Group
                  options={SEAL_OPTIONS.map((option) => ({
                    value: option,
                    label: sealLabels[option],
                    disabled: sealOptionDisabled(option, duration),
                  }))}
                  data-testid="contest-seal-option"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={9}>
              <Form.Item name="autoRealRank" label={t('adminContest.rankAfterContest')}>
                <Radio.Group
                  options={[
                    { value: false, label: t('adminContest.afterSealed') },
                    { value: true, label: t('adminContest.afterAutoReal') },
                  ]}
                />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="rankShowName" label={t('adminContest.rankShowName')}>
            <Select
              options={[
                { value: 'username', label: t('adminContest.showUsername') },
                { value: 'nickname', label: t('adminContest.showNickname') },
                { value: 'realname', label: t('adminContest.showRealname') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <SwitchItem
            name="openRank"
            label={t('adminContest.openRank')}
            help={t('adminContest.openRankHelp')}
          />
        </Col>
        <Col xs={12} md={8}>
          <SwitchItem name="openPrint" label={t('adminContest.openPrint')} />
        </Col>
      </Row>
      <Form.Item
        name="starAccount"
        label={t('adminContest.starAccount')}
        tooltip={t('adminContest.starAccountHelp')}
      >
        <StarAccountsField />
      </Form.Item>
    </Card>
  );
}

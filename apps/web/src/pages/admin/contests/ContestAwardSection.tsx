// One section of the contest form (ContestEditPage): its fields, with what the form watches handed in.
import { Card, Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { AWARD_TYPE } from '@judge/contract';
import type { ContestFormValues } from './contest-form';
import { AwardRowsField } from './AwardRowsField';

/** The medals: none, by proportion or by number, and their rows. */
export function ContestAwardSection({ awardType }: { awardType: ContestFormValues['awardType'] }) {
  const { t } = useTranslation();
  return (
    <Card title={t('adminContest.sectionAward')}>
      <Form.Item name="awardType" label={t('adminContest.awardType')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: AWARD_TYPE.NONE, label: t('adminContest.awardNone') },
            { value: AWARD_TYPE.PROPORTION, label: t('adminContest.awardProportion') },
            { value: AWARD_TYPE.NUMBER, label: t('adminContest.awardNumber') },
          ]}
          data-testid="contest-award-type"
        />
      </Form.Item>
      {awardType !== AWARD_TYPE.NONE && <AwardRowsField awardType={awardType} />}
    </Card>
  );
}

import { Button, ColorPicker, Flex, Form, Input, InputNumber, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { AWARD_TYPE, type AwardConfigItem } from '@judge/contract';
import { newAwardRow } from './contest-form-rules';

const toHex = (color: Color) => color.toHexString();

/** The award rows (name, colours, count or percent), in priority order; each previewed as it will look. */
export function AwardRowsField({ awardType }: { awardType: number }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const rows = (Form.useWatch('awardConfig', form) ?? []) as AwardConfigItem[];
  const proportion = awardType === AWARD_TYPE.PROPORTION;

  return (
    <Form.List name="awardConfig">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} data-testid="award-rows">
          {fields.map((field, index) => {
            const row = rows[index];
            return (
              <Flex key={field.key} gap={8} wrap align="flex-start" className="contest-form__award">
                <Tag
                  className="contest-form__award-preview"
                  style={{ background: row?.background, color: row?.color, borderColor: row?.background }}
                >
                  {row?.name || '—'}
                </Tag>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={[
                    {
                      required: true,
                      whitespace: true,
                      message: t('adminContest.required', { field: t('adminContest.awardName') }),
                    },
                  ]}
                  noStyle={false}
                  style={{ marginBottom: 0 }}
                >
                  <Input placeholder={t('adminContest.awardName')} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'background']}
                  getValueFromEvent={toHex}
                  style={{ marginBottom: 0 }}
                >
                  <ColorPicker disabledAlpha format="hex" aria-label={t('adminContest.awardBackground')} />
                </Form.Item>
                <Form.Item name={[field.name, 'color']} getValueFromEvent={toHex} style={{ marginBottom: 0 }}>
                  <ColorPicker disabledAlpha format="hex" aria-label={t('adminContest.awardColor')} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'num']}
                  rules={[
                    {
                      required: true,
                      type: 'integer',
                      min: 0,
                      max: proportion ? 100 : undefined,
                      message: t('adminContest.awardNumInvalid'),
                    },
                  ]}
                  style={{ marginBottom: 0 }}
                >
                  <InputNumber
                    min={0}
                    max={proportion ? 100 : undefined}
                    precision={0}
                    suffix={proportion ? '%' : undefined}
                    placeholder={proportion ? t('adminContest.awardPercent') : t('adminContest.awardNum')}
                    style={{ width: 110 }}
                    aria-label={proportion ? t('adminContest.awardPercent') : t('adminContest.awardNum')}
                  />
                </Form.Item>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('common.delete')}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            );
          })}
          <div>
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(newAwardRow(rows, ''))}
              data-testid="award-add"
            >
              {t('adminContest.awardAdd')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}

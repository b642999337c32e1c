// One section of the contest form (ContestEditPage): the contest hall (docs/contest-hall.md).
import { Card, Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { readNetworks, readSeats } from './contest-hall-form';

/** The allowed networks, the session rule and the seats signed in by their address. */
export function ContestHallSection() {
  const { t } = useTranslation();
  return (
    <Card title={t('contestHall.section')} data-testid="contest-hall-section">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="hallNetworks"
            label={t('contestHall.networks')}
            extra={t('contestHall.networksHelp')}
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const { invalid } = readNetworks(value ?? '');
                  return invalid === null
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('contestHall.networkInvalid', { entry: invalid })));
                },
              },
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 8 }}
              placeholder={t('contestHall.networksPlaceholder')}
              data-testid="contest-hall-networks"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="sessionRule"
            label={t('contestHall.sessionRule')}
            extra={t('contestHall.sessionRuleHelp')}
          >
            <Radio.Group data-testid="contest-hall-session-rule">
              <Radio value="any">{t('contestHall.sessionAny')}</Radio>
              <Radio value="single-refuse">{t('contestHall.sessionRefuse')}</Radio>
              <Radio value="single-replace">{t('contestHall.sessionReplace')}</Radio>
            </Radio.Group>
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="hallSeats"
            label={t('contestHall.seats')}
            extra={t('contestHall.seatsHelp')}
            rules={[
              {
                validator: (_rule, value: string | undefined) => {
                  const { invalidLine } = readSeats(value ?? '');
                  return invalidLine === null
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('contestHall.seatInvalid', { line: invalidLine })));
                },
              },
            ]}
          >
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 10 }}
              placeholder={t('contestHall.seatsPlaceholder')}
              data-testid="contest-hall-seats"
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}

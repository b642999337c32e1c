import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, InputNumber, Switch, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SwitchConfig } from '@judge/contract';
import { websiteConfigQueryKey } from '../../../api/site';
import { systemConfigApi } from '../../../api/system-config';
import { toast } from '../../../components/feedback';
import { changedSwitches, countMax, SWITCH_GROUPS, type SwitchItem } from './switch-items';
import './SwitchPage.css';

const SWITCHES_KEY = ['admin', 'switches'] as const;

function SwitchRow({
  item,
  value,
  onChange,
}: {
  item: SwitchItem;
  value: boolean | number;
  onChange: (value: boolean | number) => void;
}) {
  const { t } = useTranslation();
  const control =
    typeof value === 'boolean' ? (
      <Switch
        checked={value}
        onChange={onChange}
        checkedChildren={t('adminSwitch.on')}
        unCheckedChildren={t('adminSwitch.off')}
        data-testid={`switch-${item.key}`}
      />
    ) : (
      <Flex align="center" gap={8}>
        <InputNumber
          min={0}
          max={countMax(item.key)}
          precision={0}
          value={value}
          onChange={(next) => onChange(next ?? 0)}
          style={{ width: 110 }}
          data-testid={`switch-${item.key}`}
        />
        {item.unit && <Typography.Text type="secondary">{t(`adminSwitch.${item.unit}`)}</Typography.Text>}
      </Flex>
    );
  return (
    <div className="switch-row">
      <div className="switch-row__text">
        <Typography.Text strong>{t(`adminSwitch.items.${item.key}.label`)}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(`adminSwitch.items.${item.key}.effect`)}
        </Typography.Paragraph>
      </div>
      <div className="switch-row__control">{control}</div>
    </div>
  );
}

/** /admin/switch (root): every site switch of spec 3 with what it does, saved together. */
export function SwitchPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: SWITCHES_KEY, queryFn: systemConfigApi.switches });
  const [edited, setEdited] = useState<SwitchConfig | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (saved.data) setEdited(saved.data);
  }, [saved.data]);

  const changes = saved.data && edited ? changedSwitches(saved.data, edited) : {};
  const changeCount = Object.keys(changes).length;

  const save = async () => {
    setSaving(true);
    try {
      await systemConfigApi.saveSwitches(changes);
      toast.success(t('adminSwitch.saved'));
      await queryClient.invalidateQueries({ queryKey: SWITCHES_KEY });
      await queryClient.invalidateQueries({ queryKey: websiteConfigQueryKey });
    } catch {
      // The request layer said which field.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="switch-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('adminSwitch.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('adminSwitch.hint')}</Typography.Text>
      {edited &&
        SWITCH_GROUPS.map((group) => (
          <Card key={group.group} title={t(`adminSwitch.groups.${group.group}`)} size="small">
            {group.group === 'group' && (
              <Alert type="info" showIcon title={t('adminSwitch.groupNote')} style={{ marginBottom: 8 }} />
            )}
            {group.items.map((item) => (
              <SwitchRow
                key={item.key}
                item={item}
                value={edited[item.key]}
                onChange={(value) => setEdited({ ...edited, [item.key]: value })}
              />
            ))}
          </Card>
        ))}
      <Flex className="switch-page__save" align="center" gap={12} wrap>
        <Button
          type="primary"
          onClick={() => void save()}
          loading={saving}
          disabled={changeCount === 0}
          data-testid="switch-save"
        >
          {t('adminSwitch.save')}
        </Button>
        {changeCount > 0 && (
          <Typography.Text type="warning">{t('adminSwitch.unsaved', { count: changeCount })}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

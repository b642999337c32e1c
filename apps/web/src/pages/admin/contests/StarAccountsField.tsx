import { useState } from 'react';
import { Flex, Input, Tag } from 'antd';
import { StarFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/feedback';
import { addStarAccount } from './contest-form-rules';

interface StarAccountsFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  id?: string;
}

/** Star (unranked) accounts: typed one by one, a duplicate is refused with a warning (spec 3 §5). */
export function StarAccountsField({ value = [], onChange, id }: StarAccountsFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');

  const add = () => {
    const { list, result } = addStarAccount(value, typed);
    if (result === 'duplicate') toast.warning(t('adminContest.starDuplicate'));
    if (result === 'added') onChange?.(list);
    if (result !== 'duplicate') setTyped('');
  };

  return (
    <Flex vertical gap={8}>
      <Input
        id={id}
        value={typed}
        prefix={<StarFilled style={{ color: '#f90' }} />}
        placeholder={t('adminContest.starAccountPlaceholder')}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={(event) => {
          event.preventDefault();
          add();
        }}
        onBlur={() => typed.trim() && add()}
        data-testid="star-account-input"
      />
      {value.length > 0 && (
        <Flex gap={6} wrap data-testid="star-accounts">
          {value.map((name) => (
            <Tag key={name} closable onClose={() => onChange?.(value.filter((other) => other !== name))}>
              {name}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

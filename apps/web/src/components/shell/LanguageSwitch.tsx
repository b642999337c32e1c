import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, type Language } from '../../i18n';

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

export function LanguageSwitch({ block = false }: { block?: boolean }) {
  const { i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'zh-CN';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(LANGUAGE_NAMES) as Language[]).map((language) => ({
          key: language,
          label: <span data-testid={`language-${language}`}>{LANGUAGE_NAMES[language]}</span>,
        })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} block={block} data-testid="language-switch">
        {LANGUAGE_NAMES[current]}
      </Button>
    </Dropdown>
  );
}

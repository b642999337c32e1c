import {
  Checkbox,
  Collapse,
  Flex,
  Form,
  Input,
  Switch,
  Tag,
  Tooltip,
  Typography,
  type FormInstance,
} from 'antd';
import { useTranslation } from 'react-i18next';
import type { JudgeLanguage } from '../../../api/admin-problems';
import type { ProblemFormValues } from './problem-form';

interface LanguagesSectionProps {
  form: FormInstance<ProblemFormValues>;
  languages: JudgeLanguage[];
  chosen: string[];
}

/** Which languages may be submitted, and the code each starts from (spec 3 §5: at least one language). */
export function LanguagesSection({ form, languages, chosen }: LanguagesSectionProps) {
  const { t } = useTranslation();
  const allNames = languages.map((language) => language.name);
  const allChosen = chosen.length === allNames.length;
  const templates = Form.useWatch('codeTemplates', form) ?? {};

  return (
    <Flex vertical gap={12}>
      <Form.Item
        label={t('adminProblem.languages')}
        required
        style={{ marginBottom: 0 }}
        extra={
          <div className="problem-form__all-languages">
            <Checkbox
              checked={allChosen}
              indeterminate={chosen.length > 0 && !allChosen}
              onChange={(event) => form.setFieldValue('languages', event.target.checked ? allNames : [])}
              data-testid="languages-all"
            >
              {t('adminProblem.selectAll')}
            </Checkbox>
          </div>
        }
      >
        <Form.Item
          name="languages"
          noStyle
          rules={[{ type: 'array', min: 1, required: true, message: t('adminProblem.languagesRequired') }]}
        >
          <Checkbox.Group className="problem-form__languages" data-testid="languages">
            {languages.map((language) => (
              <Checkbox key={language.name} value={language.name}>
                {language.enabled ? (
                  language.name
                ) : (
                  <Tooltip
                    title={`${t('adminProblem.languageUnavailable')}: ${language.disabledReason ?? ''}`}
                  >
                    <Typography.Text type="secondary">{language.name}</Typography.Text>
                  </Tooltip>
                )}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form.Item>

      <Typography.Text strong>{t('adminProblem.codeTemplate')}</Typography.Text>
      <Typography.Text type="secondary">{t('adminProblem.templatesHint')}</Typography.Text>
      {chosen.length > 0 && (
        <Collapse
          size="small"
          data-testid="code-templates"
          // In the catalogue's order, whatever order the stored problem listed them in.
          items={allNames
            .filter((language) => chosen.includes(language))
            .map((language) => ({
              key: language,
              // Rendered while closed too, so an empty enabled template fails validation on save.
              forceRender: true,
              label: (
                <Flex gap={8} align="center">
                  <span>{language}</span>
                  {templates[language]?.status && <Tag color="blue">{t('adminProblem.templateEnabled')}</Tag>}
                </Flex>
              ),
              children: (
                <>
                  <Form.Item
                    name={['codeTemplates', language, 'status']}
                    valuePropName="checked"
                    label={t('adminProblem.templateEnabled')}
                    layout="horizontal"
                    style={{ marginBottom: 8 }}
                  >
                    <Switch size="small" />
                  </Form.Item>
                  <Form.Item
                    name={['codeTemplates', language, 'code']}
                    dependencies={[['codeTemplates', language, 'status']]}
                    style={{ marginBottom: 0 }}
                    rules={[
                      ({ getFieldValue }) => ({
                        validator: (_rule, code: string | undefined) =>
                          getFieldValue(['codeTemplates', language, 'status']) && !code?.trim()
                            ? Promise.reject(new Error(t('adminProblem.templateRequired')))
                            : Promise.resolve(),
                      }),
                    ]}
                  >
                    <Input.TextArea className="problem-form__code" autoSize={{ minRows: 4, maxRows: 20 }} />
                  </Form.Item>
                </>
              ),
            }))}
        />
      )}
    </Flex>
  );
}

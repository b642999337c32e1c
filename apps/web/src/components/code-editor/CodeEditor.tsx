import { useRef, type ReactNode } from 'react';
import { Button, Flex, Popconfirm, Popover, Select, Space, Tooltip } from 'antd';
import {
  CopyOutlined,
  DownloadOutlined,
  ReloadOutlined,
  SaveOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { LIMITS } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import type { LanguageView } from '../../api/problems';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { toast } from '../feedback';
import { copyText, downloadText } from './clipboard';
import { EDITOR_THEMES, FONT_SIZES, updateEditorSettings, useEditorSettings } from './editor-settings';
import { MonacoEditor } from './MonacoEditor';
import { sourceFileName } from './source-files';
import { collapseBlankLineRuns } from './text-edits';
import './CodeEditor.css';

export interface CodeEditorProps {
  languages: LanguageView[];
  /** The chosen language's name (as the judge knows it). */
  language: string;
  onLanguageChange: (language: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  /** Called after the person confirmed the reset. */
  onReset: () => void;
  /** Shown only for logged-in users (spec 1-core §2.12). */
  onSave?: () => void;
  saving?: boolean;
  defaultFontSize: number;
  height: number | string;
  /** Base of the downloaded file's name, e.g. the problem id. */
  fileBaseName: string;
  /** Controls the page adds to the right of the toolbar. */
  extra?: ReactNode;
}

/** The shared code editor of spec 1-core §2.12: language, reset, upload, save, download, copy and theme. */
export function CodeEditor(props: CodeEditorProps) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const settings = useEditorSettings();
  const fileInput = useRef<HTMLInputElement>(null);
  const fontSize = settings.fontSize ?? props.defaultFontSize;
  const current = props.languages.find((language) => language.name === props.language);

  // Every change, typed, pasted or uploaded, passes the §9 rule on runs of blank lines.
  const changeCode = (code: string) => props.onCodeChange(collapseBlankLineRuns(code));

  const copy = async () => {
    if (await copyText(props.code)) toast.success(t('problemDetail.copied'));
    else toast.error(t('problemDetail.copyFailed'));
  };

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const text = await file.text();
    if (text.length > LIMITS.codeMaxLength) {
      toast.error(t('codeEditor.uploadTooLong'));
      return;
    }
    changeCode(text);
  };

  const settingsPanel = (
    <Flex vertical gap={12} className="code-editor__settings" data-testid="editor-settings">
      <label>
        <div>{t('codeEditor.theme')}</div>
        <Select
          value={settings.theme}
          style={{ width: 180 }}
          onChange={(theme) => updateEditorSettings({ theme })}
          options={EDITOR_THEMES.map((theme) => ({ value: theme, label: t(`codeEditor.themes.${theme}`) }))}
          data-testid="editor-theme"
        />
      </label>
      <label>
        <div>{t('codeEditor.fontSize')}</div>
        <Select
          value={fontSize}
          style={{ width: 180 }}
          onChange={(size) => updateEditorSettings({ fontSize: size })}
          options={FONT_SIZES.map((size) => ({ value: size, label: `${size}px` }))}
          data-testid="editor-font-size"
        />
      </label>
    </Flex>
  );

  return (
    <div className="code-editor">
      <Flex className="code-editor__toolbar" gap={8} wrap align="center" justify="space-between">
        {/* A phone's row holds the language and every button (issue 13 found them on two lines at 375 px). */}
        <Space wrap size={mobile ? 4 : 6}>
          <Select
            className="code-editor__language"
            value={props.language}
            onChange={props.onLanguageChange}
            aria-label={t('codeEditor.language')}
            data-testid="language-select"
            popupMatchSelectWidth={false}
            options={props.languages.map((language) => ({
              value: language.name,
              label: language.enabled
                ? language.name
                : `${language.name} (${t('codeEditor.languageUnavailable', { reason: language.disabledReason ?? '' })})`,
              disabled: !language.enabled,
            }))}
          />
          <Popconfirm
            title={t('codeEditor.resetConfirm')}
            onConfirm={props.onReset}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
          >
            <Tooltip title={t('codeEditor.reset')}>
              <Button
                icon={<ReloadOutlined />}
                data-testid="editor-reset"
                aria-label={t('codeEditor.reset')}
              />
            </Tooltip>
          </Popconfirm>
          <Tooltip title={t('codeEditor.copy')}>
            <Button
              icon={<CopyOutlined />}
              onClick={copy}
              data-testid="editor-copy"
              aria-label={t('codeEditor.copy')}
            />
          </Tooltip>
          <Tooltip title={t('codeEditor.upload')}>
            <Button
              icon={<UploadOutlined />}
              onClick={() => fileInput.current?.click()}
              data-testid="editor-upload"
              aria-label={t('codeEditor.upload')}
            />
          </Tooltip>
          <input
            ref={fileInput}
            type="file"
            hidden
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Tooltip title={t('codeEditor.download')}>
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                downloadText(props.code, sourceFileName(current?.editorLanguage, props.fileBaseName))
              }
              data-testid="editor-download"
              aria-label={t('codeEditor.download')}
            />
          </Tooltip>
          {props.onSave && (
            <Tooltip title={t('codeEditor.save')}>
              <Button
                icon={<SaveOutlined />}
                onClick={props.onSave}
                loading={props.saving}
                data-testid="editor-save"
                aria-label={t('codeEditor.save')}
              />
            </Tooltip>
          )}
          <Popover
            content={settingsPanel}
            title={t('codeEditor.settings')}
            trigger="click"
            placement="bottom"
          >
            <Button
              icon={<SettingOutlined />}
              data-testid="editor-settings-button"
              aria-label={t('codeEditor.settings')}
            />
          </Popover>
        </Space>
        {props.extra}
      </Flex>
      <MonacoEditor
        value={props.code}
        onChange={changeCode}
        language={current?.editorLanguage ?? 'plaintext'}
        theme={settings.theme}
        fontSize={fontSize}
        height={props.height}
      />
    </div>
  );
}

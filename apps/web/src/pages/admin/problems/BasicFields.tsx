import { Col, Form, Input, InputNumber, Row, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DIFFICULTIES } from '@judge/contract';
import type { ProblemTag } from '../../../api/admin-problems';
import { toast } from '../../../components/feedback';
import type { ProblemFormMode } from './problem-form-targets';
import { authOptions, requiredRules } from './problem-labels';
import { SwitchItem } from './SwitchItem';
import { DifficultyTag } from '../../problem/DifficultyTag';

/**
 * The problem form's basic information: ids, limits, level, auth and type (fixed in a contest), the
 * switches, tags and source.
 */
export function BasicFields({
  mode,
  originalProblemId,
  locked,
  knownTags,
  idPrefix,
}: {
  mode: ProblemFormMode;
  /** The copied problem's id: a copy needs another one. */
  originalProblemId: string | undefined;
  /** In a contest: auth and type are the contest's (spec 3 §4). */
  locked: boolean;
  knownTags: ProblemTag[];
  /** A group's short name: shown before the id, which the server prefixes with it. */
  idPrefix?: string;
}) {
  const { t } = useTranslation();
  const required = (field: string) => requiredRules(t, field);
  const tagOptions = knownTags.map((tag) => ({
    value: tag.name,
    label: <Tag color={tag.color ?? undefined}>{tag.name}</Tag>,
  }));
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('adminProblem.sectionBasic')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name="problemId"
            label={t('adminProblem.problemId')}
            rules={[
              ...required(t('adminProblem.problemId')),
              {
                validator: (_rule, value: string | undefined) =>
                  mode === 'copy' && value?.trim().toLowerCase() === originalProblemId?.toLowerCase()
                    ? Promise.reject(new Error(t('adminProblem.problemIdChanged')))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input maxLength={32 - (idPrefix?.length ?? 0)} addonBefore={idPrefix} data-testid="problem-id" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="title" label={t('adminProblem.title')} rules={required(t('adminProblem.title'))}>
            <Input maxLength={255} data-testid="problem-title" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item name="timeLimit" label={t('adminProblem.timeLimit')} rules={[{ required: true }]}>
            <InputNumber min={1} max={60_000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item name="memoryLimit" label={t('adminProblem.memoryLimit')} rules={[{ required: true }]}>
            <InputNumber min={1} max={4096} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item name="stackLimit" label={t('adminProblem.stackLimit')} rules={[{ required: true }]}>
            <InputNumber min={1} max={4096} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item name="difficulty" label={t('adminProblem.difficulty')}>
            <Select
              options={DIFFICULTIES.map((d) => ({
                value: d.level,
                // The page's language, as on the problem pages (issue 13 found 'UnKnown' and 'Easy' in zh-CN).
                label: <DifficultyTag level={d.level} />,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item name="auth" label={t('adminProblem.auth')}>
            <Select options={authOptions(t)} disabled={locked} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} lg={4}>
          <Form.Item name="type" label={t('adminProblem.type')}>
            <Select
              options={[
                { value: 0, label: t('adminProblem.typeAcm') },
                { value: 1, label: t('adminProblem.typeOi') },
              ]}
              disabled={locked}
              data-testid="problem-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <SwitchItem
            name="codeShare"
            label={t('adminProblem.codeShare')}
            hint={t('adminProblem.codeShareHint')}
          />
        </Col>
        <Col xs={24} md={8}>
          <SwitchItem
            name="isRemoveEndBlank"
            label={t('adminProblem.removeEndBlank')}
            hint={t('adminProblem.removeEndBlankHint')}
          />
        </Col>
        <Col xs={24} md={8}>
          <SwitchItem
            name="openCaseResult"
            label={t('adminProblem.openCaseResult')}
            hint={t('adminProblem.openCaseResultHint')}
          />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="tags"
            label={t('adminProblem.tags')}
            getValueFromEvent={(next: string[]) => {
              // A name already chosen in another case is the same tag: warn and keep one.
              const seen = new Set<string>();
              const kept: string[] = [];
              for (const name of next.map((tag) => tag.trim()).filter(Boolean)) {
                if (seen.has(name.toLowerCase())) {
                  toast.warning(t('adminProblem.duplicateTag', { name }));
                  continue;
                }
                seen.add(name.toLowerCase());
                kept.push(name);
              }
              return kept;
            }}
          >
            <Select
              mode="tags"
              options={tagOptions}
              placeholder={t('adminProblem.tagsPlaceholder')}
              tokenSeparators={[',']}
              data-testid="problem-tags"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="source" label={t('adminProblem.source')}>
            <Input maxLength={255} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

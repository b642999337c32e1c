import { useState } from 'react';
import { Button, Card, Input, Menu, Space } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DISCUSSION_CATEGORY_NAME_MAX, type DiscussionCategory } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { discussionsApi } from '../../api/discussions';
import { toast } from '../../components/feedback';
import { categoryLabel } from './category-names';

interface DraftRow {
  id?: number;
  name: string;
  key: string;
}

/**
 * The category list: picking one filters the list. Root edits it in place (rename, add, delete an
 * unused one) and saves the whole list at once (spec 2 §4 "category edit mode").
 */
export function CategorySidebar({
  categories,
  selected,
  onSelect,
  editable,
  onSaved,
}: {
  categories: DiscussionCategory[];
  selected?: number;
  onSelect: (cid: number | undefined) => void;
  editable: boolean;
  onSaved: (categories: DiscussionCategory[]) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftRow[] | null>(null);
  const [saving, setSaving] = useState(false);

  const startEditing = () => setDraft(categories.map((c) => ({ ...c, key: String(c.id) })));
  const save = async () => {
    if (!draft) return;
    if (draft.some((row) => !row.name.trim())) {
      toast.warning(t('discussion.categoryRequired'));
      return;
    }
    setSaving(true);
    try {
      const saved = await discussionsApi.saveCategories(
        draft.map(({ id, name }) => ({ id, name: name.trim() })),
      );
      toast.success(t('discussion.categoriesSaved'));
      setDraft(null);
      onSaved(saved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      size="small"
      title={t('discussion.categories')}
      className="discussion-categories"
      data-testid="discussion-categories"
      extra={
        editable && !draft ? (
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={startEditing}
            aria-label={t('discussion.editCategories')}
            data-testid="edit-categories"
          />
        ) : null
      }
    >
      {draft ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {draft.map((row, index) => (
            <Space.Compact key={row.key} style={{ width: '100%' }}>
              <Input
                value={row.name}
                maxLength={DISCUSSION_CATEGORY_NAME_MAX}
                aria-label={t('discussion.categoryName')}
                onChange={(event) =>
                  setDraft(draft.map((r, i) => (i === index ? { ...r, name: event.target.value } : r)))
                }
                data-testid="category-name-input"
              />
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common.delete')}
                onClick={() => setDraft(draft.filter((_, i) => i !== index))}
              />
            </Space.Compact>
          ))}
          <Button
            block
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => setDraft([...draft, { name: '', key: `new-${Date.now()}` }])}
            data-testid="add-category"
          >
            {t('discussion.addCategory')}
          </Button>
          <Space>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="save-categories">
              {t('discussion.saveCategories')}
            </Button>
            <Button onClick={() => setDraft(null)}>{t('discussion.cancelEdit')}</Button>
          </Space>
        </Space>
      ) : (
        <Menu
          mode="inline"
          className="discussion-categories__menu"
          selectedKeys={[selected ? String(selected) : 'all']}
          onClick={({ key }) => onSelect(key === 'all' ? undefined : Number(key))}
          items={[
            { key: 'all', label: t('discussion.allCategories') },
            ...categories.map((c) => ({ key: String(c.id), label: categoryLabel(c.name, t) })),
          ]}
        />
      )}
    </Card>
  );
}

import { useState } from 'react';
import { Button, Card, Input, Menu, Space, Typography } from 'antd';
import { CheckOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { NOTE_CATEGORIES_MAX, NOTE_CATEGORY_NAME_MAX, type NoteCategory } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { notesApi } from '../../api/notes';
import { toast } from '../../components/feedback';

interface DraftRow {
  id?: number;
  name: string;
  key: string;
}

/** The sidebar's value for "notes without a category" (the list call's cid=0). */
export const NO_CATEGORY = 0;

/**
 * The caller's note categories: picking one filters the list. The pencil switches to edit mode (rename, add,
 * delete, in place); leaving edit mode with "Done" saves the whole list at once (spec 2 §2.14).
 */
export function NoteCategorySidebar({
  categories,
  selected,
  onSelect,
  onSaved,
}: {
  categories: NoteCategory[];
  selected?: number;
  onSelect: (cid: number | undefined) => void;
  onSaved: (categories: NoteCategory[]) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftRow[] | null>(null);
  const [saving, setSaving] = useState(false);

  const startEditing = () => setDraft(categories.map((c) => ({ ...c, key: String(c.id) })));
  const finishEditing = async () => {
    if (!draft) return;
    const rows = draft.map(({ id, name }) => ({ id, name: name.trim() }));
    if (rows.some((row) => !row.name)) {
      toast.warning(t('note.categories.required'));
      return;
    }
    if (new Set(rows.map((row) => row.name.toLowerCase())).size !== rows.length) {
      toast.warning(t('note.categories.duplicate'));
      return;
    }
    setSaving(true);
    try {
      const saved = await notesApi.saveCategories(rows);
      toast.success(t('note.categories.saved'));
      setDraft(null);
      onSaved(saved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      size="small"
      title={t('note.categories.title')}
      className="note-categories"
      data-testid="note-categories"
      extra={
        draft ? (
          <Space size={4}>
            <Button size="small" type="text" onClick={() => setDraft(null)} data-testid="cancel-categories">
              {t('note.categories.cancel')}
            </Button>
            <Button
              size="small"
              type="primary"
              icon={<CheckOutlined />}
              loading={saving}
              onClick={() => void finishEditing()}
              data-testid="save-categories"
            >
              {t('note.categories.done')}
            </Button>
          </Space>
        ) : (
          <Button
            type="text"
            size="small"
            icon={<EditOutlined />}
            onClick={startEditing}
            aria-label={t('note.categories.edit')}
            title={t('note.categories.edit')}
            data-testid="edit-categories"
          />
        )
      }
    >
      {draft ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {draft.map((row, index) => (
            <Space.Compact key={row.key} style={{ width: '100%' }}>
              <Input
                value={row.name}
                maxLength={NOTE_CATEGORY_NAME_MAX}
                placeholder={t('note.categories.name')}
                aria-label={t('note.categories.name')}
                autoFocus={row.id === undefined && index === draft.length - 1}
                onChange={(event) =>
                  setDraft(draft.map((r, i) => (i === index ? { ...r, name: event.target.value } : r)))
                }
                onPressEnter={() => void finishEditing()}
                data-testid="category-name-input"
              />
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t('note.delete')}
                onClick={() => setDraft(draft.filter((_, i) => i !== index))}
                data-testid="remove-category"
              />
            </Space.Compact>
          ))}
          <Button
            block
            type="dashed"
            icon={<PlusOutlined />}
            disabled={draft.length >= NOTE_CATEGORIES_MAX}
            onClick={() => setDraft([...draft, { name: '', key: `new-${Date.now()}` }])}
            data-testid="add-category"
          >
            {t('note.categories.add')}
          </Button>
          <Typography.Text type="secondary" className="note-categories__hint">
            {t('note.categories.deleteHint')}
          </Typography.Text>
        </Space>
      ) : (
        <Menu
          mode="inline"
          className="note-categories__menu"
          selectedKeys={[selected === undefined ? 'all' : String(selected)]}
          onClick={({ key }) => onSelect(key === 'all' ? undefined : Number(key))}
          items={[
            { key: 'all', label: t('note.categories.all') },
            ...categories.map((c) => ({ key: String(c.id), label: c.name })),
            { key: String(NO_CATEGORY), label: t('note.noCategory') },
          ]}
          data-testid="note-category-menu"
        />
      )}
    </Card>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Card, Collapse, Empty, Input, Skeleton, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemsApi, type ProblemTag } from '../../api/problems';

/** Spec 1-core §9: the tag search filters after 200 ms of no typing. */
const SEARCH_DELAY_MS = 200;

interface TagSidebarProps {
  selected: number[];
  onToggle: (tag: ProblemTag) => void;
}

/** Tags grouped by classification, two to a row, with a search box (spec 1-core §2.6). */
export function TagSidebar({ selected, onToggle }: TagSidebarProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim().toLowerCase()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = useQuery({
    queryKey: ['problem-tags-by-classification'],
    queryFn: problemsApi.tagsByClassification,
    staleTime: 5 * 60_000,
  });
  const groups = useMemo(
    () =>
      (query.data ?? [])
        .map((group) => ({
          key: group.classification ? String(group.classification.id) : 'other',
          name: group.classification?.name ?? t('problemList.otherTags'),
          tags: group.tagList.filter((tag) => !search || tag.name.toLowerCase().includes(search)),
        }))
        .filter((group) => group.tags.length > 0),
    [query.data, search, t],
  );

  return (
    <Card size="small" title={t('problemList.tags')} className="tag-sidebar" data-testid="tag-sidebar">
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('problemList.searchTags')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        className="tag-sidebar__search"
        data-testid="tag-search"
      />
      {query.isLoading ? (
        <Skeleton active />
      ) : groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('problemList.noTags')} />
      ) : (
        <Collapse
          size="small"
          ghost
          defaultActiveKey={groups.map((group) => group.key)}
          // Searching opens every group that still has a match.
          {...(search ? { activeKey: groups.map((group) => group.key) } : {})}
          items={groups.map((group) => ({
            key: group.key,
            label: group.name,
            children: (
              <div className="tag-sidebar__grid">
                {group.tags.map((tag) => (
                  <Tag.CheckableTag
                    key={tag.id}
                    checked={selected.includes(tag.id)}
                    onChange={() => onToggle(tag)}
                    className="tag-sidebar__tag"
                    data-testid={`tag-option-${tag.id}`}
                  >
                    {tag.name}
                  </Tag.CheckableTag>
                ))}
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}

import type { HTMLAttributes, ReactNode } from 'react';
import './PlainList.css';

/**
 * A list of rows with antd List's look (rows split by a hairline, `small` or default padding), for the
 * home page's short lists. antd's List brings its Pagination, and with it Select, the virtual list and
 * Input, to any page that shows one: the home page does without them (issue 15, a light first page).
 */
export function PlainList<T>({
  dataSource,
  renderItem,
  size = 'default',
}: {
  dataSource: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  size?: 'small' | 'default';
}) {
  return <ul className={`plain-list plain-list--${size}`}>{dataSource.map(renderItem)}</ul>;
}

function PlainListItem({ className, ...rest }: HTMLAttributes<HTMLLIElement>) {
  return <li className={className ? `plain-list__item ${className}` : 'plain-list__item'} {...rest} />;
}

PlainList.Item = PlainListItem;

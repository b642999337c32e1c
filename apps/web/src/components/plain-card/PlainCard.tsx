import type { HTMLAttributes, ReactNode } from 'react';
import './PlainCard.css';

type PlainCardProps = {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
  variant?: 'outlined' | 'borderless';
} & Omit<HTMLAttributes<HTMLDivElement>, 'title'>;

/**
 * A card with antd Card's look (head with title and extra, body), for the home page's panels. antd's Card
 * imports its Tabs (for tabbed cards), which the first page has no use for (issue 15, a light first page).
 */
export function PlainCard({
  title,
  extra,
  size = 'default',
  variant = 'outlined',
  className,
  children,
  ...rest
}: PlainCardProps) {
  const classes = ['plain-card', `plain-card--${size}`, `plain-card--${variant}`, className].filter(Boolean);
  return (
    <div className={classes.join(' ')} {...rest}>
      {(title || extra) && (
        <div className="plain-card__head">
          <div className="plain-card__title">{title}</div>
          {extra && <div className="plain-card__extra">{extra}</div>}
        </div>
      )}
      <div className="plain-card__body">{children}</div>
    </div>
  );
}

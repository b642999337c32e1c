import type { HTMLAttributes, ReactNode } from 'react';
import './PlainTypography.css';

/**
 * Text, Paragraph, Title and Link with antd Typography's markup and look (default theme), for the home page.
 * antd's Typography brings its editing and copying tools, and antd's Input with them, to every page that
 * shows a line of it (issue 15, a light first page). Only the props the home page uses.
 */
interface TextProps extends HTMLAttributes<HTMLElement> {
  type?: 'secondary';
  strong?: boolean;
}

const classes = (type: TextProps['type'], className: string | undefined) =>
  ['plain-typography', type && `plain-typography--${type}`, className].filter(Boolean).join(' ');
const content = (strong: boolean | undefined, children: ReactNode) =>
  strong ? <strong>{children}</strong> : children;

function Text({ type, strong, className, children, ...rest }: TextProps) {
  return (
    <span className={classes(type, className)} {...rest}>
      {content(strong, children)}
    </span>
  );
}

function Paragraph({ type, strong, className, children, ...rest }: TextProps) {
  return (
    <div className={classes(type, className)} {...rest}>
      {content(strong, children)}
    </div>
  );
}

function Title({
  level = 1,
  className,
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const Heading = `h${level}` as const;
  return <Heading className={classes(undefined, className)} {...rest} />;
}

function Link({ className, ...rest }: HTMLAttributes<HTMLAnchorElement>) {
  return <a className={classes(undefined, className)} {...rest} />;
}

export const PlainTypography = { Text, Paragraph, Title, Link };

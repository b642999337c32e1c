import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { DEFAULT_OTHER_LINK, otherMenu } from './system-menu';

const t = ((key: string) => key) as unknown as TFunction;

/** The Other menu's one link: where it goes and what it says. */
function linkOf(config: { projectName: string; projectUrl: string }) {
  const menu = otherMenu(t, config) as {
    children: { label: ReactElement<{ href: string; children: string }> }[];
  };
  const { href, children } = menu.children[0]!.label.props;
  return { href, text: children };
}

describe('the back office Other menu', () => {
  it("links to the web config's project when one is set", () => {
    expect(linkOf({ projectName: 'Our wiki', projectUrl: 'https://wiki.example.org' })).toEqual({
      href: 'https://wiki.example.org',
      text: 'Our wiki',
    });
  });

  it("keeps the spec's typing-practice link when no project address is set", () => {
    expect(linkOf({ projectName: 'Online Judge', projectUrl: '' })).toEqual({
      href: DEFAULT_OTHER_LINK,
      text: 'admin.typingPractice',
    });
  });
});

import { Tag } from 'antd';
import { DIFFICULTIES } from '@judge/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Levels 0 and 1 have words in each language; the contest-grade levels keep their usual names. */
export function difficultyName(level: number, t: TFunction): string {
  if (level === 0) return t('difficulty.level0');
  if (level === 1) return t('difficulty.level1');
  return DIFFICULTIES.find((difficulty) => difficulty.level === level)?.name ?? String(level);
}

export function useDifficultyName() {
  const { t } = useTranslation();
  return (level: number) => difficultyName(level, t);
}

export const difficultyColor = (level: number) =>
  DIFFICULTIES.find((difficulty) => difficulty.level === level)?.color ?? DIFFICULTIES[0].color;

export function DifficultyTag({ level }: { level: number }) {
  const nameOf = useDifficultyName();
  return (
    <Tag color={difficultyColor(level)} data-testid="difficulty-tag">
      {nameOf(level)}
    </Tag>
  );
}

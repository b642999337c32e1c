import { useTranslation } from 'react-i18next';

/** The operator's keys, over the dimmed board (? or H shows and hides it; Esc closes it). */
export function HelpOverlay() {
  const { t } = useTranslation();
  const keys: [string, string][] = [
    [t('scrollBoard.page.help.nextKeys'), t('scrollBoard.page.help.next')],
    ['A', t('scrollBoard.page.help.auto')],
    ['F', t('scrollBoard.page.help.fullScreen')],
    ['Esc', t('scrollBoard.page.help.escape')],
    ['? / H', t('scrollBoard.page.help.help')],
  ];
  return (
    <div className="scroll-board__help-backdrop">
      <div
        className="scroll-board__help"
        role="dialog"
        aria-label={t('scrollBoard.page.help.title')}
        data-testid="scroll-board-help"
      >
        <h2>{t('scrollBoard.page.help.title')}</h2>
        <dl>
          {keys.map(([key, what]) => (
            <div key={key}>
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

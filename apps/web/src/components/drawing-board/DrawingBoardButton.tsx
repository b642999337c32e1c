import { Button, Tooltip } from 'antd';
import { HighlightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../feedback';

/** The board's page (apps/web/draw), built with the site. */
export const DRAWING_BOARD_URL = '/draw/index.html';
/** One window for the board: pressing the button again brings it back instead of opening another. */
const WINDOW_NAME = 'drawing-board';

/** Window features of the popup: about two thirds of the screen, centred. */
export function popupFeatures(screen: { availWidth: number; availHeight: number }) {
  const width = Math.min(1200, Math.round(screen.availWidth * 0.7));
  const height = Math.min(900, Math.round(screen.availHeight * 0.75));
  const left = Math.round((screen.availWidth - width) / 2);
  const top = Math.round((screen.availHeight - height) / 2);
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Spec 1-core §2.1: "A floating button opens a drawing board (/draw/index.html) in a popup." The button sits in
 * the sticky top bar rather than floating over the page: floating, it covered test-case numbers, sample input
 * and rank rows on phones and desktops (issue 24); in the bar it covers nothing and is still one click away
 * wherever the page is scrolled.
 */
export function DrawingBoardButton() {
  const { t } = useTranslation();
  const open = () => {
    const board = window.open(DRAWING_BOARD_URL, WINDOW_NAME, popupFeatures(window.screen));
    if (board) board.focus();
    else toast.warning(t('drawBoard.popupBlocked'));
  };
  return (
    <Tooltip title={t('drawBoard.open')} placement="bottom">
      <Button
        type="text"
        icon={<HighlightOutlined style={{ fontSize: 18 }} />}
        aria-label={t('drawBoard.open')}
        onClick={open}
        data-testid="drawing-board-button"
      />
    </Tooltip>
  );
}

import { Tooltip } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';

dayjs.extend(relativeTime);

/** A moment in local time, with how long ago it was on hover (spec 1-core §9 units). */
export function LocalTime({ value, format = 'YYYY-MM-DD HH:mm:ss' }: { value: string; format?: string }) {
  // The language switch re-renders this, so the relative text follows the chosen language.
  useTranslation();
  const moment = dayjs(value);
  return (
    <Tooltip title={moment.fromNow()}>
      <span className="local-time">{moment.format(format)}</span>
    </Tooltip>
  );
}

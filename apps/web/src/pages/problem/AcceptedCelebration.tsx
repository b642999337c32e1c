import { useTranslation } from 'react-i18next';
import './AcceptedCelebration.css';

const CONFETTI_COLOURS = ['#52c41a', '#faad14', '#1677ff', '#eb2f96', '#13c2c2', '#f5222d'];
const CONFETTI = Array.from({ length: 24 }, (_, index) => ({
  left: `${(index * 37) % 100}%`,
  delay: `${(index % 6) * 0.08}s`,
  colour: CONFETTI_COLOURS[index % CONFETTI_COLOURS.length],
  rotate: `${(index * 53) % 360}deg`,
}));

/** The Accepted picture: a drawn trophy with a check and falling confetti, all inline (no image files). */
export function AcceptedCelebration() {
  const { t } = useTranslation();
  return (
    <div className="accepted-celebration" data-testid="accepted-celebration" role="status">
      <div className="accepted-celebration__confetti" aria-hidden>
        {CONFETTI.map((piece, index) => (
          <span
            key={index}
            style={{
              left: piece.left,
              animationDelay: piece.delay,
              background: piece.colour,
              rotate: piece.rotate,
            }}
          />
        ))}
      </div>
      <div className="accepted-celebration__card">
        <svg viewBox="0 0 120 120" width="132" height="132" aria-hidden>
          <defs>
            <linearGradient id="accepted-gold" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="#ffe58f" />
              <stop offset="1" stopColor="#faad14" />
            </linearGradient>
          </defs>
          <path
            d="M30 18h60v22c0 19-13 34-30 34S30 59 30 40z"
            fill="url(#accepted-gold)"
            stroke="#d48806"
            strokeWidth="3"
          />
          <path
            d="M30 26H16c0 16 7 24 18 26M90 26h14c0 16-7 24-18 26"
            fill="none"
            stroke="#d48806"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <rect x="52" y="73" width="16" height="18" fill="#faad14" stroke="#d48806" strokeWidth="3" />
          <rect x="36" y="91" width="48" height="12" rx="3" fill="#ad6800" />
          <path
            d="M45 44l10 10 20-22"
            fill="none"
            stroke="#fff"
            strokeWidth="7"
            strokeLinecap="round"
            strokeLinejoin="round"
            className="accepted-celebration__check"
          />
        </svg>
        <div className="accepted-celebration__text">{t('problemDetail.accepted')}</div>
      </div>
    </div>
  );
}

import { QrCode } from 'lucide-react';
import { useI18n } from '../hooks/useI18n';

export function Logo() {
  const i18n = useI18n();
  return (
    <span className="logo">
      <span className="logo-mark" aria-hidden>
        <QrCode size={20} />
      </span>
      <span className="logo-text">{i18n._({ id: 'app.name', message: 'Campus Hunt' })}</span>
    </span>
  );
}

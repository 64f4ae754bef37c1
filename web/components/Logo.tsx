import { QrCode } from 'lucide-react';

export function Logo() {
  return (
    <span className="logo">
      <span className="logo-mark" aria-hidden>
        <QrCode size={20} />
      </span>
      <span className="logo-text">Campus Hunt</span>
    </span>
  );
}

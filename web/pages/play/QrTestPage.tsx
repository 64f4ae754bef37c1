import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import QRCode from 'qrcode';
import { scanLink } from '../../../core/scanCode';
import { PageHeader } from '../../components/PageHeader';
import { useI18n } from '../../hooks/useI18n';

const SAMPLES = [
  { code: 'INN001', name: 'Innovation Piece' },
  { code: 'LEAD02', name: 'Leadership Piece' },
  { code: 'CREAT3', name: 'Creativity Piece' },
] as const;

const TEST_URL_SCAN = /*i18n*/ { id: 'qrTest.open', message: 'Test URL Scan' };

/** Sample codes for trying the scanner on another screen (size 300, margin 2). */
export default function QrTestPage() {
  const i18n = useI18n();
  return (
    <div className="page">
      <PageHeader
        title={i18n._({ id: 'qrTest.title', message: 'QR Test' })}
        backTo="/dashboard"
        backLabel={i18n._({ id: 'page.backDashboard', message: 'Back to dashboard' })}
      />
      <main className="container qr-test">
        <section className="card">
          <h2>{i18n._({ id: 'qrTest.how', message: 'How to test' })}</h2>
          <ol className="instructions">
            <li>{i18n._({ id: 'qrTest.step.scanner', message: 'Open the scanner on your phone and point it at one of the codes below.' })}</li>
            <li>{i18n._({ id: 'qrTest.step.camera', message: "Or scan a code with the phone's own camera: it opens the scan link directly." })}</li>
            <li>{i18n._({ id: 'qrTest.step.link', message: "Or press '{button}' to open the link in this browser.", values: { button: i18n._(TEST_URL_SCAN) } })}</li>
          </ol>
        </section>
        {SAMPLES.map((sample) => (
          <SampleCode key={sample.code} {...sample} />
        ))}
      </main>
    </div>
  );
}

function SampleCode({ code, name }: { code: string; name: string }) {
  const i18n = useI18n();
  const link = scanLink(window.location.origin, code);
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    QRCode.toDataURL(link, { width: 300, margin: 2 })
      .then((url) => active && setImage(url))
      .catch((error: unknown) => console.error('QR code generation failed', error));
    return () => {
      active = false;
    };
  }, [link]);

  return (
    <section className="card qr-sample" aria-label={`${code} (${name})`} data-testid="qr-sample">
      <h2>
        {code} <span className="muted">({name})</span>
      </h2>
      {image ? (
        <img src={image} width={300} height={300} alt={i18n._({ id: 'qrTest.image', message: 'QR code for {code}', values: { code } })} className="qr-image" />
      ) : (
        <div className="qr-image qr-placeholder" aria-hidden />
      )}
      <p className="muted small break">{link}</p>
      <Link to={`/scan/${code}`} className="btn btn-primary">
        {i18n._(TEST_URL_SCAN)}
      </Link>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import QRCode from 'qrcode';
import { scanLink } from '../../../core/scanCode';
import { PageHeader } from '../../components/PageHeader';

const SAMPLES = [
  { code: 'INN001', name: 'Innovation Piece' },
  { code: 'LEAD02', name: 'Leadership Piece' },
  { code: 'CREAT3', name: 'Creativity Piece' },
] as const;

/** Sample codes for trying the scanner on another screen (size 300, margin 2). */
export default function QrTestPage() {
  return (
    <div className="page">
      <PageHeader title="QR Test" backTo="/dashboard" backLabel="Back to dashboard" />
      <main className="container qr-test">
        <section className="card">
          <h2>How to test</h2>
          <ol className="instructions">
            <li>Open the scanner on your phone and point it at one of the codes below.</li>
            <li>Or scan a code with the phone's own camera: it opens the scan link directly.</li>
            <li>Or press 'Test URL Scan' to open the link in this browser.</li>
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
        <img src={image} width={300} height={300} alt={`QR code for ${code}`} className="qr-image" />
      ) : (
        <div className="qr-image qr-placeholder" aria-hidden />
      )}
      <p className="muted small break">{link}</p>
      <Link to={`/scan/${code}`} className="btn btn-primary">
        Test URL Scan
      </Link>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { useI18n } from '../hooks/useI18n';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';

interface PageHeaderProps {
  title: string;
  backTo: string;
  backLabel?: string;
}

/** The header of inner pages: a back link, the page title, and the language switch and theme toggle as the site header has them. */
export function PageHeader({ title, backTo, backLabel }: PageHeaderProps) {
  const i18n = useI18n();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={backTo} className="icon-button" aria-label={backLabel ?? i18n._({ id: 'header.back', message: 'Back' })} data-testid="back-link">
          <ArrowLeft size={20} aria-hidden />
        </Link>
        <h1 className="page-title">{title}</h1>
        <div className="header-actions">
          <LanguageSwitch />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

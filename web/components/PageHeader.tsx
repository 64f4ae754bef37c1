import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { ThemeToggle } from './ThemeToggle';

interface PageHeaderProps {
  title: string;
  backTo: string;
  backLabel?: string;
}

/** The header of inner pages: a back link, the page title and the theme toggle. */
export function PageHeader({ title, backTo, backLabel = 'Back' }: PageHeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <Link to={backTo} className="icon-button" aria-label={backLabel} data-testid="back-link">
          <ArrowLeft size={20} aria-hidden />
        </Link>
        <h1 className="page-title">{title}</h1>
        <ThemeToggle />
      </div>
    </header>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import { WithTooltip } from '../../components/TooltipHint';
import controls from './controls.module.css';
import { classNames } from './classNames';

type IconButtonProps = ComponentProps<'button'> & { label: string; children: ReactNode; danger?: boolean };

/**
 * A small icon-only button: the label is its accessible name and its tooltip. Passes its ref
 * and props on so it can be a Radix trigger (asChild).
 */
export function IconButton({ label, children, danger, className, ref, ...props }: IconButtonProps) {
  return (
    <WithTooltip label={label}>
      <button
        ref={ref}
        type="button"
        aria-label={label}
        className={classNames('icon-button', controls.iconButtonSm, danger && controls.iconButtonDanger, className)}
        {...props}
      >
        {children}
      </button>
    </WithTooltip>
  );
}

/** The same look for a link (open in a new tab). */
/** A link drawn as an icon button: opened in a new tab, or saved as a file with `download`. */
export function IconLink({ label, href, download = false, children }: { label: string; href: string; download?: boolean; children: ReactNode }) {
  const opens = download ? { download: true } : { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <WithTooltip label={label}>
      <a className={`icon-button ${controls.iconButtonSm}`} href={href} aria-label={label} {...opens}>
        {children}
      </a>
    </WithTooltip>
  );
}

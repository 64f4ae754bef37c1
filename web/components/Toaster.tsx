import { useLayoutEffect, useState, type CSSProperties } from 'react';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useToast } from '../hooks/useToast';
import type { ToastItem } from '../lib/toastStore';
import { useI18n } from '../hooks/useI18n';

/**
 * Where the page's header ends on screen (0 without one, or once it has scrolled away): toasts
 * shown at the top start below it, so they never cover the back link, the title or the
 * header's buttons. Measured whenever the toasts change, and as the page scrolls or resizes.
 */
function useHeaderBottom(toasts: readonly ToastItem[]): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      // The students' pages' header, else the admin panel's (the page's first).
      const header = document.querySelector('.site-header') ?? document.querySelector('header');
      setBottom(header ? Math.max(0, Math.ceil(header.getBoundingClientRect().bottom)) : 0);
    };
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, { passive: true });
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure);
    };
  }, [toasts]);
  return bottom;
}

/** Renders the toast queue with Radix Toast, using Radix's defaults spelled out (docs/product.md, Common behaviour of the client). */
export function Toaster() {
  const i18n = useI18n();
  const { toasts, dismiss } = useToast();
  const headerBottom = useHeaderBottom(toasts);
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label={i18n._({ id: 'toast.label', message: 'Notification' })}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id);
          }}
          className={`toast${item.variant === 'destructive' ? ' toast-destructive' : ''}`}
          data-testid="toast"
        >
          <div className="toast-text">
            <Toast.Title className="toast-title">{item.title}</Toast.Title>
            {item.description && <Toast.Description className="toast-description">{item.description}</Toast.Description>}
          </div>
          {item.action && (
            <Toast.Action className="btn btn-outline toast-action" altText={item.action.altText} onClick={item.action.run}>
              {item.action.label}
            </Toast.Action>
          )}
          <Toast.Close className="toast-close" aria-label={i18n._({ id: 'toast.close', message: 'Close' })}>
            <X size={16} aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} style={{ '--header-bottom': `${headerBottom}px` } as CSSProperties} />
    </Toast.Provider>
  );
}

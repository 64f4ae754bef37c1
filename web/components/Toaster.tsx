import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useToast } from '../hooks/useToast';

/** Renders the toast queue with Radix Toast, using Radix's defaults spelled out (docs/product.md, Common behaviour of the client). */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notification">
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
          <Toast.Close className="toast-close" aria-label="Close">
            <X size={16} aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} />
    </Toast.Provider>
  );
}

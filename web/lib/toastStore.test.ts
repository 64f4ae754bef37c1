import { describe, expect, it } from 'vitest';
import { dismissToast, getToasts, subscribeToasts, toast } from './toastStore';

describe('the toast queue', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'Newest wins', variant: 'destructive' });
    const shown = getToasts();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: 'Second', description: 'Newest wins', variant: 'destructive', open: true });
  });

  it('closes a dismissed toast and tells subscribers', () => {
    let calls = 0;
    const unsubscribe = subscribeToasts(() => calls++);
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    unsubscribe();
    expect(getToasts()[0]).toMatchObject({ id, open: false });
    expect(calls).toBe(2);
  });
});

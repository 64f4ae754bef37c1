import type { EngineDriver } from './driver';

/**
 * What to look for on the page, the way a person would name it: an element of a role with
 * its accessible name, or any element showing a text; `within` narrows the search to the
 * first visible match of another target. Only visible elements count.
 */
export interface Target {
  role?: Role;
  /** The accessible name, whitespace squeezed, matched whole. */
  name?: string;
  /** A text the element shows (part of it is enough). */
  text?: string;
  /** A CSS selector, for what has no role or text to go by (a video). */
  css?: string;
  within?: Target;
}

export type Role = 'button' | 'link' | 'radio' | 'checkbox' | 'heading' | 'textbox' | 'dialog' | 'region';

const POLL_MS = 200;
const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Finds the target in the page and marks it with `data-e2e-target="{token}"`, so a driver can
 * act on it with a plain CSS selector; answers whether it found one. Runs in the page, so it
 * uses nothing from this module (each driver serialises it).
 */
function markTarget({ target, token }: { target: Target; token: string }): boolean {
  const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  // The text an element shows: a page's data blocks (the catalogs of its texts, JSON in a script
  // element) are in the document, never on screen.
  const shownText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
    if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes((node as Element).tagName)) return '';
    return [...node.childNodes].map(shownText).join('');
  };
  const implicitRole = (el: Element): string => {
    const tag = el.tagName.toLowerCase();
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (tag === 'button' || (tag === 'input' && (type === 'submit' || type === 'button'))) return 'button';
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (tag === 'input' && (type === 'checkbox' || type === 'radio')) return type;
    if ((tag === 'input' && ['text', 'email', 'search', 'url', 'tel'].includes(type)) || tag === 'textarea') return 'textbox';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'dialog') return 'dialog';
    if (tag === 'section' && (el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby'))) return 'region';
    return '';
  };
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return squeeze(label);
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) return squeeze(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' '));
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squeeze([...labels].map((item) => item.textContent).join(' '));
    if (el instanceof HTMLInputElement && el.type === 'submit') return squeeze(el.value);
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return squeeze(el.placeholder);
    return squeeze(el.textContent);
  };
  const visible = (el: Element): boolean => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    // A native checkbox drawn over by its own mark is see-through, yet there to click.
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const find = (query: Target, root: ParentNode): Element | undefined => {
    const scope = query.within ? find(query.within, root) : root;
    if (!scope) return undefined;
    const candidates = [...scope.querySelectorAll(query.css ?? '*')].filter(visible);
    const matching = candidates.filter((el) => {
      if (query.role && (el.getAttribute('role') ?? implicitRole(el)) !== query.role) return false;
      if (query.name !== undefined && nameOf(el) !== query.name) return false;
      return query.text === undefined || squeeze(shownText(el)).includes(query.text);
    });
    // For a text, the innermost element that shows it: the one a person would point at.
    return query.text === undefined ? matching[0] : matching.filter((el) => !matching.some((other) => other !== el && el.contains(other)))[0];
  };
  for (const old of document.querySelectorAll(`[data-e2e-target="${token}"]`)) old.removeAttribute('data-e2e-target');
  const found = find(target, document);
  found?.setAttribute('data-e2e-target', token);
  return found !== undefined;
}

function describeTarget(target: Target): string {
  const own = [target.role, target.name && `'${target.name}'`, target.text && `showing '${target.text}'`, target.css].filter(Boolean).join(' ');
  return target.within ? `${own} in ${describeTarget(target.within)}` : own;
}

/** A page of the app in any engine: finds what a person sees, and acts on it through the driver. */
export class EnginePage {
  private marks = 0;

  constructor(readonly driver: EngineDriver) {}

  goto(path: string): Promise<void> {
    return this.driver.goto(path);
  }

  async pathname(): Promise<string> {
    return new URL(await this.driver.url()).pathname;
  }

  /** Whether the target is on the page now. */
  async has(target: Target): Promise<boolean> {
    return this.driver.evaluate(markTarget, { target, token: 'probe' });
  }

  /** Waits until the target shows, and gives a selector for it. */
  async seen(target: Target, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string> {
    const token = `t${++this.marks}`;
    await this.until(() => this.driver.evaluate(markTarget, { target, token }), `${describeTarget(target)} to show`, timeoutMs);
    return `[data-e2e-target="${token}"]`;
  }

  /** Waits until some visible element shows `text`. */
  async seenText(text: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await this.seen({ text }, timeoutMs);
  }

  async click(target: Target, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    await this.act(target, (selector) => this.driver.click(selector), timeoutMs);
  }

  async fill(target: Target, text: string): Promise<void> {
    await this.act(target, (selector) => this.driver.fill(selector, text), DEFAULT_TIMEOUT_MS);
  }

  /**
   * Finds the target and acts on it; when the page replaced the element in between (a render
   * swapped it, as the theme button's tooltip does once it loads), finds it again.
   */
  private async act(target: Target, action: (selector: string) => Promise<void>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const selector = await this.seen(target, Math.max(deadline - Date.now(), POLL_MS));
      try {
        return await action(selector);
      } catch (error) {
        // WebKit's driver can call the element stale even when a query still finds it: the click
        // never happened, so trying again is as safe as when the element has gone.
        const stale = error instanceof Error && /stale element|wasn't found/.test(error.message);
        const stillThere = await this.driver.evaluate((css) => document.querySelector(css) !== null, selector);
        if ((stillThere && !stale) || Date.now() > deadline) throw error;
      }
    }
  }

  /** Waits until the path is `pathname` (after a redirect or a client-side move). */
  async reached(pathname: string, timeoutMs = 15_000): Promise<void> {
    await this.until(async () => (await this.pathname()) === pathname, `the page to reach ${pathname}`, timeoutMs);
  }

  /** Polls `check` until it holds; fails naming `what` and the page's address. */
  async until(check: () => Promise<boolean>, what: string, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await check()) return;
      if (Date.now() > deadline) throw new Error(`${this.driver.engine}: waited ${timeoutMs / 1000} s for ${what} at ${await this.driver.url()}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

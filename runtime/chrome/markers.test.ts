// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteContext } from '../site-context';
import { escapeMayRoute, TOOLTIP_TRIGGER_SELECTOR, whenMarked } from './markers';
import { waitForSignal } from '../../model-tests/support/wait-for-signal';

afterEach(() => void (document.body.innerHTML = ''));

describe('whenMarked: a feature downloaded once the page has its marker', () => {
  it('finds a marker the page has at once, and watches nothing', () => {
    document.body.innerHTML = '<span data-tooltip="Rye">rye</span>';
    const found = vi.fn();
    whenMarked(document, TOOLTIP_TRIGGER_SELECTOR, ['data-tooltip'], found);
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('finds a marker page code adds later, inside an added element or as an attribute set on one, once', async () => {
    const found = vi.fn();
    whenMarked(document, TOOLTIP_TRIGGER_SELECTOR, ['data-tooltip'], found);
    document.body.innerHTML = '<p>no trigger</p>';
    await waitForSignal(() => expect(document.body.textContent).toBe('no trigger'));
    await Promise.resolve();
    expect(found).not.toHaveBeenCalled();
    const section = document.createElement('section');
    section.innerHTML = '<em data-tooltip="Levain">levain</em>';
    document.body.append(section);
    await waitForSignal(() => expect(found).toHaveBeenCalledTimes(1));
    document.querySelector('p')!.setAttribute('data-tooltip', 'Poolish');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('calls once when one batch of changes brings several markers', async () => {
    const found = vi.fn();
    whenMarked(document, TOOLTIP_TRIGGER_SELECTOR, ['data-tooltip'], found);
    for (const term of ['Rye', 'Spelt', 'Emmer']) {
      const span = document.createElement('span');
      span.setAttribute('data-tooltip', term);
      document.body.append(span);
    }
    await waitForSignal(() => expect(found).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(found).toHaveBeenCalledTimes(1);
  });

  it('finds a marker set as an attribute on an element already there', async () => {
    document.body.innerHTML = '<p id="term">term</p>';
    const found = vi.fn();
    whenMarked(document, TOOLTIP_TRIGGER_SELECTOR, ['data-tooltip'], found);
    document.getElementById('term')!.setAttribute('data-tooltip', 'A term');
    await waitForSignal(() => expect(found).toHaveBeenCalledTimes(1));
  });

  it('stops watching when disconnected (destroy before any marker came)', async () => {
    const found = vi.fn();
    const disconnect = whenMarked(document, TOOLTIP_TRIGGER_SELECTOR, ['data-tooltip'], found);
    disconnect();
    document.body.innerHTML = '<span data-tooltip="Rye">rye</span>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(found).not.toHaveBeenCalled();
  });
});

describe('escapeMayRoute: where the Escape router is downloaded', () => {
  const site = (facts: Partial<ReturnType<typeof defaultSiteContext>>) => ({ ...defaultSiteContext(), ...facts });

  it('for a logged-in user and on a site with useEscapeKeyToLogin, not for an anonymous visitor of a top-level page', () => {
    expect(escapeMayRoute({ document, site: site({ authenticatedAccount: { id: 'owner' } }) })).toBe(true);
    expect(escapeMayRoute({ document, site: site({ useEscapeKeyToLogin: true }) })).toBe(true);
    expect(escapeMayRoute({ document, site: site({}) })).toBe(false);
  });
});
